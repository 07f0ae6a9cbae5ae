package org.gridpuzzles.maze;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;

/**
 * The maze file formats. JSON: {@code {"rows":R,"cols":C,"algorithm":"...","seed":S,"openings":["..",...],
 * "statistics":{...}}} where each string of {@code openings} is one row, one hexadecimal digit per field giving its
 * open sides (1 up, 2 right, 4 down, 8 left). ASCII: the seed's {@code +---+} pictures.
 */
public final class MazeFiles {

    private MazeFiles() {
    }

    /** Streams the JSON of a maze (rows are written one at a time, so huge mazes need no big string). */
    public static void writeJson(Maze maze, String algorithm, Long seed, Map<String, Long> statistics,
            OutputStream out) throws IOException {
        Grid grid = maze.grid();
        try (JsonGenerator g = Json.mapper().getFactory().createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("rows", grid.rows());
            g.writeNumberField("cols", grid.cols());
            if (algorithm != null) {
                g.writeStringField("algorithm", algorithm);
            }
            if (seed != null) {
                g.writeNumberField("seed", seed);
            }
            g.writeArrayFieldStart("openings");
            char[] row = new char[grid.cols()];
            for (int r = 0; r < grid.rows(); r++) {
                for (int c = 0; c < grid.cols(); c++) {
                    row[c] = Character.forDigit(maze.openings(r * grid.cols() + c), 16);
                }
                g.writeString(row, 0, row.length);
            }
            g.writeEndArray();
            if (statistics != null && !statistics.isEmpty()) {
                g.writeObjectFieldStart("statistics");
                for (var e : statistics.entrySet()) {
                    g.writeNumberField(e.getKey(), e.getValue());
                }
                g.writeEndObject();
            }
            g.writeEndObject();
            g.writeRaw('\n');
        }
    }

    /** Raw openings read from a maze JSON document, for the checker; errors name the source. */
    public record Openings(int rows, int cols, byte[] openings) {
    }

    public static Openings readJson(String text, String source) {
        JsonNode root;
        try {
            root = Json.mapper().readTree(text);
        } catch (IOException e) {
            throw new InvalidInputException(source + ": not JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (root == null || !root.isObject()) {
            throw new InvalidInputException(source + ": not a maze JSON object");
        }
        int rows = intField(root, "rows", source);
        int cols = intField(root, "cols", source);
        new Grid(rows, cols);
        JsonNode list = root.get("openings");
        if (list == null || !list.isArray()) {
            throw new InvalidInputException(source + ": missing \"openings\" array");
        }
        if (list.size() != rows) {
            throw new InvalidInputException(source + ": \"openings\" has " + list.size() + " rows, expected " + rows);
        }
        byte[] openings = new byte[rows * cols];
        for (int r = 0; r < rows; r++) {
            String s = list.get(r).asText();
            if (s.length() != cols) {
                throw new InvalidInputException(source + ": openings row " + (r + 1) + " has " + s.length()
                        + " fields, expected " + cols);
            }
            for (int c = 0; c < cols; c++) {
                int v = Character.digit(s.charAt(c), 16);
                if (v < 0) {
                    throw new InvalidInputException(source + ": openings row " + (r + 1) + " column " + (c + 1)
                            + ": '" + s.charAt(c) + "' is not a hexadecimal digit");
                }
                openings[r * cols + c] = (byte) v;
            }
        }
        return new Openings(rows, cols, openings);
    }

    private static int intField(JsonNode root, String name, String source) {
        JsonNode v = root.get(name);
        if (v == null || !v.canConvertToInt()) {
            throw new InvalidInputException(source + ": missing or bad \"" + name + "\"");
        }
        return v.intValue();
    }

    /** A maze from raw openings; only the right and down openings are used. */
    public static Maze toMaze(Openings o) {
        Maze maze = new Maze(new Grid(o.rows(), o.cols()));
        for (int i = 0; i < o.openings().length; i++) {
            if ((o.openings()[i] & Direction.RIGHT.bit()) != 0 && (i + 1) % o.cols() != 0) {
                maze.carve(i, Direction.RIGHT);
            }
            if ((o.openings()[i] & Direction.DOWN.bit()) != 0 && i + o.cols() < o.openings().length) {
                maze.carve(i, Direction.DOWN);
            }
        }
        return maze;
    }

    /**
     * Reads a maze drawn in the seed's ASCII style ({@code +---+} walls, {@code |} sides, any cell width, labels
     * ignored) back into raw openings.
     */
    public static Openings readAscii(String text, String source) {
        String[] lines = text.lines().filter(l -> !l.isBlank()).map(String::stripTrailing).toArray(String[]::new);
        int firstWall = -1;
        for (int k = 0; k < lines.length; k++) {
            if (lines[k].startsWith("+")) {
                firstWall = k;
                break;
            }
        }
        if (firstWall < 0 || (lines.length - firstWall) % 2 == 0 || lines.length - firstWall < 3) {
            throw new InvalidInputException(source + ": not a maze picture (+---+ lines expected)");
        }
        String top = lines[firstWall];
        int width = top.indexOf('+', 1) - 1;
        if (width < 1 || (top.length() - 1) % (width + 1) != 0) {
            throw new InvalidInputException(source + ":" + (firstWall + 1) + ": malformed top wall");
        }
        int cols = (top.length() - 1) / (width + 1);
        int rows = (lines.length - firstWall - 1) / 2;
        byte[] openings = new byte[rows * cols];
        for (int r = 0; r < rows; r++) {
            String cellsLine = pad(lines[firstWall + 1 + 2 * r], top.length());
            String wallLine = pad(lines[firstWall + 2 + 2 * r], top.length());
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                int x = c * (width + 1);
                if (c + 1 < cols && cellsLine.charAt(x + width + 1) == ' ') {
                    openings[i] |= 2;
                    openings[i + 1] |= 8;
                }
                if (r + 1 < rows && wallLine.charAt(x + 1) == ' ') {
                    openings[i] |= 4;
                    openings[i + cols] |= 1;
                }
            }
        }
        return new Openings(rows, cols, openings);
    }

    private static String pad(String s, int length) {
        return s.length() >= length ? s : s + " ".repeat(length - s.length());
    }
}
