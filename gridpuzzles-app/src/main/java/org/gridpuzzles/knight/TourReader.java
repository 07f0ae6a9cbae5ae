package org.gridpuzzles.knight;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Path;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.InputFiles;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.TextFiles;

/**
 * Reads a tour to be checked from JSON ({@code squares} as [[r,c],...]); moves files are checked as a stream. What
 * cannot be a tour at all (not JSON, a board that is not positive, a square with row or column below 1) is bad
 * input; a tour that breaks the rules is left to the checker.
 */
final class TourReader {

    /** A tour as read, with the claims the file makes (null when it makes none). */
    record Claimed(int rows, int cols, int[] r, int[] c, int n, Boolean complete, Boolean closed) {
    }

    private TourReader() {
    }

    /**
     * A tour file opened once, for standard input can be read only once: its bytes from the first on, and whether it
     * holds JSON (its first character after white space is '{').
     */
    record Opened(InputStream in, boolean json) implements Closeable {
        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    static Opened open(Path file) {
        InputStream raw = InputFiles.open(file);
        try {
            ByteArrayOutputStream head = new ByteArrayOutputStream();
            long max = InputFiles.maxBytes();
            int b;
            do {
                b = raw.read();
                if (b >= 0) {
                    head.write(b);
                }
                if (head.size() > max) {
                    throw InputFiles.tooLarge(file.toString(), max);
                }
            } while (b == ' ' || b == '\n' || b == '\r' || b == '\t');
            return new Opened(new SequenceInputStream(new ByteArrayInputStream(head.toByteArray()), raw), b == '{');
        } catch (IOException | RuntimeException e) {
            try {
                raw.close();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e instanceof IOException io ? TextFiles.unreadable(file, io) : (RuntimeException) e;
        }
    }

    /** Reads a JSON tour. */
    static Claimed read(Opened f, Path file) {
        return json(TextFiles.read(f.in(), file.toString()), file.toString());
    }

    static Claimed json(String text, String name) {
        JsonNode root;
        try {
            root = Json.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(name + Json.where(e) + ": not valid JSON: " + shortly(Json.shortReason(e)));
        }
        if (root == null || !root.isObject()) {
            throw new InvalidInputException(name + ": not a JSON object");
        }
        int rows = intField(root, "rows", name);
        int cols = intField(root, "cols", name);
        try {
            new Grid(rows, cols);
        } catch (InvalidInputException e) {
            throw new InvalidInputException(name + ": " + e.getMessage());
        }
        JsonNode squares = root.get("squares");
        if (squares == null || !squares.isArray()) {
            throw new InvalidInputException(name + ": missing \"squares\" array");
        }
        int n = squares.size();
        int[] r = new int[n];
        int[] c = new int[n];
        for (int i = 0; i < n; i++) {
            JsonNode sq = squares.get(i);
            if (!sq.isArray() || sq.size() != 2 || !sq.get(0).isInt() || !sq.get(1).isInt()) {
                throw new InvalidInputException(name + ": square " + (i + 1) + " is not [row,col]");
            }
            r[i] = sq.get(0).intValue();
            c[i] = sq.get(1).intValue();
            if (r[i] < 1 || c[i] < 1) {
                throw new InvalidInputException(name + ": square " + (i + 1) + " [" + r[i] + "," + c[i]
                        + "] is not a square: rows and columns start at 1");
            }
        }
        JsonNode st = root.get("start");
        if (st != null && n > 0 && (!st.isArray() || st.size() != 2 || st.get(0).asInt() != r[0]
                || st.get(1).asInt() != c[0])) {
            throw new InvalidInputException(name + ": \"start\" " + shortly(st.toString())
                    + " is not the first square");
        }
        Boolean complete = root.has("complete") ? root.get("complete").asBoolean() : null;
        Boolean closed = root.has("closed") ? root.get("closed").asBoolean() : null;
        return new Claimed(rows, cols, r, c, n, complete, closed);
    }

    /** The squares of a moves file walked from the start, as rows and columns; other characters are bad input. */
    static int[][] moves(Opened f, Path file, org.gridpuzzles.grid.Field start) {
        String text = TextFiles.read(f.in(), file.toString());
        int[] r = new int[text.length() + 1];
        int[] c = new int[text.length() + 1];
        r[0] = start.row();
        c[0] = start.col();
        int n = 1;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r' || ch == ' ' || ch == '\t') {
                continue;
            }
            if (ch < '1' || ch > '8') {
                throw new InvalidInputException(file + ": character " + (i + 1) + " is not a move type 1..8");
            }
            r[n] = r[n - 1] + KnightMoves.D_ROW[ch - '1'];
            c[n] = c[n - 1] + KnightMoves.D_COL[ch - '1'];
            n++;
        }
        return new int[][] {java.util.Arrays.copyOf(r, n), java.util.Arrays.copyOf(c, n)};
    }

    private static String shortly(String s) {
        String one = s.replaceAll("\\p{Cntrl}", "?");
        return one.length() > 80 ? one.substring(0, 77) + "..." : one;
    }

    private static int intField(JsonNode root, String field, String name) {
        JsonNode v = root.get(field);
        if (v == null || !v.isInt()) {
            throw new InvalidInputException(name + ": missing integer \"" + field + "\"");
        }
        return v.intValue();
    }
}
