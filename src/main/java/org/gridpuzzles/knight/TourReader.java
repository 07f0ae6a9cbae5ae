package org.gridpuzzles.knight;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.grid.InvalidInputException;
import org.gridpuzzles.io.Json;

/**
 * Reads a tour to be checked: json ({@code squares} as [[r,c],...]) or move-type digits. The digits are turned into
 * squares with the paper's table of move types written out here again, so that the check does not rest on the
 * generators' table.
 */
public final class TourReader {

    private static final int[] DR = {-2, -1, 1, 2, 2, 1, -1, -2};
    private static final int[] DC = {1, 2, 2, 1, -1, -2, -2, -1};

    /** A tour as read, with the claims the file makes (null when it makes none). */
    public record Claimed(int rows, int cols, int[] r, int[] c, int n, Boolean complete, Boolean closed) {
    }

    private TourReader() {
    }

    public static Claimed read(Path file, Grid grid, Field start) {
        String name = file.toString();
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            in.mark(64);
            int first;
            do {
                first = in.read();
            } while (first == ' ' || first == '\n' || first == '\r' || first == '\t');
            in.reset();
            if (first == '{') {
                return json(Json.readText(file), name);
            }
            if (grid == null) {
                throw new InvalidInputException(name + ": a moves file needs the board: give --size or --rows/--cols");
            }
            return moves(in, grid, start, name);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(name + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException(name + ": cannot read: " + e.getMessage());
        }
    }

    private static Claimed json(String text, String name) {
        JsonNode root = Json.read(text, JsonNode.class, name);
        int rows = intField(root, "rows", name);
        int cols = intField(root, "cols", name);
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
        }
        JsonNode st = root.get("start");
        if (st != null && n > 0 && (!st.isArray() || st.size() != 2 || st.get(0).asInt() != r[0]
                || st.get(1).asInt() != c[0])) {
            throw new InvalidInputException(name + ": \"start\" " + st + " is not the first square");
        }
        Boolean complete = root.has("complete") ? root.get("complete").asBoolean() : null;
        Boolean closed = root.has("closed") ? root.get("closed").asBoolean() : null;
        return new Claimed(rows, cols, r, c, n, complete, closed);
    }

    private static int intField(JsonNode root, String field, String name) {
        JsonNode v = root.get(field);
        if (v == null || !v.isInt()) {
            throw new InvalidInputException(name + ": missing integer \"" + field + "\"");
        }
        return v.intValue();
    }

    private static Claimed moves(InputStream in, Grid grid, Field start, String name) throws IOException {
        int cap = (int) Math.min(grid.size(), 1 << 20);
        int[] r = new int[cap];
        int[] c = new int[cap];
        r[0] = start.row();
        c[0] = start.col();
        int n = 1;
        int b;
        long pos = 0;
        while ((b = in.read()) >= 0) {
            pos++;
            if (b == '\n' || b == '\r' || b == ' ') {
                continue;
            }
            if (b < '1' || b > '8') {
                throw new InvalidInputException(name + ": character " + pos + " '" + (char) b
                        + "' is not a move type 1..8");
            }
            if (n == r.length) {
                if (n >= grid.size()) {
                    throw new InvalidInputException(name + ": more moves than the board has squares");
                }
                int size = (int) Math.min(grid.size(), 2L * n);
                r = java.util.Arrays.copyOf(r, size);
                c = java.util.Arrays.copyOf(c, size);
            }
            r[n] = r[n - 1] + DR[b - '1'];
            c[n] = c[n - 1] + DC[b - '1'];
            n++;
        }
        return new Claimed(grid.rows(), grid.cols(), r, c, n, null, null);
    }
}
