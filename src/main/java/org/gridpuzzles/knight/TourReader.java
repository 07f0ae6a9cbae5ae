package org.gridpuzzles.knight;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;

/** Reads a tour to be checked from json ({@code squares} as [[r,c],...]); moves files are checked as a stream. */
public final class TourReader {

    /** A tour as read, with the claims the file makes (null when it makes none). */
    public record Claimed(int rows, int cols, int[] r, int[] c, int n, Boolean complete, Boolean closed) {
    }

    private TourReader() {
    }

    /** True when the file holds json (its first character is '{'). */
    public static boolean isJson(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            int b;
            do {
                b = in.read();
            } while (b == ' ' || b == '\n' || b == '\r' || b == '\t');
            return b == '{';
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** Reads a json tour. */
    public static Claimed read(Path file) {
        return json(Json.readText(file), file.toString());
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
}
