package org.gridpuzzles.maze;

import java.io.IOException;
import java.io.OutputStream;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;

/**
 * The one JSON of a maze, on every grid: {@code {"grid", "cells", then the geometry ("rows" and "cols", or "rings"
 * and "ringCells", and "mask" when fields are left out), "algorithm", "seed", the passages, "statistics"}}. The
 * passages are {@code "passages": [[a, b], ...]} (and on a weave {@code "crossings": [[a, m, b], ...]}, a passage
 * from a to b under field m), or on an unmasked rectangle its compact {@code "openings"} (one hexadecimal digit a
 * field, see {@link MazeFiles}), with the {@code "carving"} order last when asked for. A rectangle's file from before
 * grids were named (no {@code "grid"}, no {@code "cells"}) is read as a rect grid. Masks are {@link MaskFiles}.
 */
final class CellFiles {

    private CellFiles() {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"grid", "cells", "levels", "rows", "cols", "rings", "ringCells", "mask", "algorithm", "seed",
        "openings", "statistics", "passages", "crossings", "carving"})
    record Written(String grid, int cells, Integer rows, Integer cols, Integer rings, int[] ringCells,
            String[] mask, String algorithm, Long seed, List<String> openings,
            @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Long> statistics, List<int[]> passages,
            List<int[]> crossings, List<List<Object>> carving, Integer levels) {
    }

    record Read(String grid, Integer cells, Integer rows, Integer cols, Integer rings, int[] ringCells,
            List<String> mask, String algorithm, Long seed, List<String> openings, Map<String, Long> statistics,
            int[][] passages, int[][] crossings, Object carving, Integer levels) {
    }

    /** A rectangle's file from before grids were named: what else it holds is ignored, as its reader always did. */
    private static final ObjectReader OLD_RECT = Json.mapper().readerFor(Read.class)
            .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** Is this text the JSON of a maze on a {@link CellGrid} (it names its grid)? */
    static boolean isGridJson(String text) {
        if (!text.stripLeading().startsWith("{")) {
            return false;
        }
        // the top-level keys only, streamed: a rectangle's JSON of 100 million fields needs no tree for this
        try (JsonParser p = Json.parser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                if (p.currentName().equals("grid")) {
                    return true;
                }
                p.nextToken();
                p.skipChildren();
            }
            return false;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Is this text the JSON of a maze the rectangle's own commands do not take: one whose grid is not an unmasked
     * rect (another shape, or a mask)?
     */
    static boolean isGeneralJson(String text) {
        if (!text.stripLeading().startsWith("{")) {
            return false;
        }
        String grid = null;
        boolean mask = false;
        try (JsonParser p = Json.parser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String key = p.currentName();
                JsonToken value = p.nextToken();
                if (key.equals("grid") && value == JsonToken.VALUE_STRING) {
                    grid = p.getText();
                } else if (key.equals("mask") && value != JsonToken.VALUE_NULL) {
                    mask = true;
                }
                p.skipChildren();
            }
        } catch (IOException e) {
            // a broken file is told by the reader its grid leads to
        }
        return grid != null && (!grid.equals(GridShape.RECT.label()) || mask);
    }

    /**
     * Writes the JSON of a maze and a newline, made piece by piece while written (a rectangle of 100 million fields
     * needs no big string); {@code carving} (null: none) is the rectangle's carving order.
     */
    static void writeJson(CellMaze maze, String algorithm, Long seed, Map<String, Long> statistics,
            MazeCarving carving, OutputStream out) throws IOException {
        CellGrid grid = maze.grid();
        boolean openings = grid.shape() == GridShape.RECT && !grid.masked();
        int[] pairs = openings ? null : CellChecker.pairs(maze);
        List<int[]> passages = openings ? null : new AbstractList<>() {
            @Override
            public int[] get(int i) {
                return new int[] {pairs[2 * i], pairs[2 * i + 1]};
            }

            @Override
            public int size() {
                return pairs.length / 2;
            }
        };
        List<int[]> crossings = grid.shape() == GridShape.WEAVE ? crossings(maze, pairs) : null;
        boolean polar = grid.shape() == GridShape.POLAR;
        int[] ringCells = polar ? grid.ringSizes() : null;
        Json.mapper().writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out,
                new Written(grid.shape().label(), grid.cells(), polar ? null : grid.rows(),
                        polar ? null : grid.cols(), polar ? grid.rings() : null, ringCells,
                        grid.masked() ? grid.maskRows() : null, algorithm, seed,
                        openings ? openingRows(maze) : null, statistics, passages, crossings,
                        carving == null ? null : steps(carving),
                        grid.shape() == GridShape.LEVELS ? grid.levels() : null));
        out.write('\n');
        out.flush();
    }

    /** An unmasked rectangle's openings, one string per row, made row by row while written. */
    private static List<String> openingRows(CellMaze maze) {
        int cols = maze.grid().cols();
        return new AbstractList<>() {
            @Override
            public String get(int r) {
                char[] row = new char[cols];
                for (int c = 0; c < cols; c++) {
                    // the rect grid's slots are the directions, so its open slots are the digit's bits
                    row[c] = Character.forDigit(maze.openings(r * cols + c), 16);
                }
                return new String(row);
            }

            @Override
            public int size() {
                return maze.grid().rows();
            }
        };
    }

    /**
     * The carving steps, made one at a time while written: {@code [row, col, "R"]} (U, R, D, L); recursive
     * division's also give the wall's first and last column (a wall below the row, D) or row (right of the column,
     * R): {@code [row, col, "D", from, to]}.
     */
    private static List<List<Object>> steps(MazeCarving carving) {
        return new AbstractList<>() {
            @Override
            public List<Object> get(int k) {
                org.gridpuzzles.grid.Field f = carving.field(k);
                String d = String.valueOf(carving.direction(k).letter());
                return carving.walls() ? List.of(f.row(), f.col(), d, carving.wallFrom(k), carving.wallTo(k))
                        : List.of(f.row(), f.col(), d);
            }

            @Override
            public int size() {
                return carving.size();
            }
        };
    }

    /** A weave's crossings: [the field below, the field of the bridge, the field beyond] for each passage under one. */
    static List<int[]> crossings(CellMaze maze, int[] passages) {
        CellGrid grid = maze.grid();
        List<int[]> crossings = new ArrayList<>();
        for (int i = 0; i < passages.length; i += 2) {
            int slot = maze.slotTo(passages[i], passages[i + 1]);
            if (grid.isUnder(slot)) {
                crossings.add(new int[] {passages[i], grid.neighbour(passages[i], slot - 1), passages[i + 1]});
            }
        }
        return crossings;
    }

    /**
     * A maze file as read: its grid and its passages as the checker takes them, or ({@code pairs} null) the
     * {@code problem} that makes a rectangle's openings no maze (a side open across the border, a wall two fields
     * disagree about), which the checker reports as its answer.
     */
    record Parsed(CellGrid grid, int[] pairs, String algorithm, Long seed, String problem) {
    }

    static Parsed read(String text, String source) {
        boolean named = isGridJson(text);
        Read doc;
        if (named) {
            doc = Json.read(text, Read.class, source);
        } else {
            try {
                doc = OLD_RECT.readValue(text);
            } catch (JsonProcessingException e) {
                throw new InvalidInputException(source + Json.where(e) + ": not a maze JSON: " + Json.shortReason(e));
            }
            if (doc == null) {
                throw new InvalidInputException(source + ": not a maze JSON object");
            }
            if (doc.openings() == null) {
                throw new InvalidInputException(source + (doc.passages() != null || doc.rings() != null
                        ? ": missing \"grid\"" : ": missing \"openings\" array"));
            }
            if (doc.rows() == null || doc.cols() == null) {
                throw new InvalidInputException(source + ": missing or bad \"" + (doc.rows() == null ? "rows"
                        : "cols") + "\"");
            }
        }
        GridShape shape;
        try {
            shape = named ? GridShape.byLabel(doc.grid()) : GridShape.RECT;
        } catch (InvalidInputException e) {
            throw new InvalidInputException(source + ": " + e.getMessage(), e);
        }
        CellGrid grid;
        try {
            grid = gridOf(shape, doc, source);
        } catch (InvalidInputException e) {
            throw e.getMessage().startsWith(source) ? e : new InvalidInputException(source + ": " + e.getMessage(), e);
        }
        if (named && (doc.cells() == null || doc.cells() != grid.cells())) {
            throw new InvalidInputException(source + ": \"cells\" is " + doc.cells() + " but the " + grid + " grid has "
                    + grid.cells() + " fields");
        }
        if (doc.openings() != null) {
            if (shape != GridShape.RECT || grid.masked() || doc.passages() != null) {
                throw new InvalidInputException(source + ": \"openings\" give the passages of an unmasked rect grid "
                        + "only, without \"passages\"");
            }
            MazeFiles.Passages p = MazeFiles.passages(MazeFiles.openings(grid.rows(), grid.cols(), doc.openings(),
                    source));
            return new Parsed(grid, p.pairs(), doc.algorithm(), doc.seed(), p.problem());
        }
        if (doc.passages() == null) {
            throw new InvalidInputException(source + ": missing \"passages\" array");
        }
        int[] pairs = new int[2 * doc.passages().length];
        for (int i = 0; i < doc.passages().length; i++) {
            int[] p = doc.passages()[i];
            if (p == null || p.length != 2) {
                throw new InvalidInputException(source + ": passage " + (i + 1) + " is not a pair [a, b] of fields");
            }
            pairs[2 * i] = p[0];
            pairs[2 * i + 1] = p[1];
        }
        if (doc.crossings() != null && shape != GridShape.WEAVE) {
            throw new InvalidInputException(source + ": \"crossings\" belong to a weave grid, not " + shape.label());
        }
        return new Parsed(grid, pairs, doc.algorithm(), doc.seed(), null);
    }

    /** Checks that the "crossings" of a weave file are exactly the passages under fields it has. */
    static String crossingsProblem(String text, String source, CellMaze maze) {
        Read doc = Json.read(text, Read.class, source);
        if (maze.grid().shape() != GridShape.WEAVE) {
            return null;
        }
        List<String> listed = new ArrayList<>();
        for (int[] c : doc.crossings() == null ? new int[0][] : doc.crossings()) {
            listed.add(Arrays.toString(c));
        }
        List<String> actual = new ArrayList<>();
        CellGrid grid = maze.grid();
        int[] pairs = CellChecker.pairs(maze);
        for (int i = 0; i < pairs.length; i += 2) {
            int slot = maze.slotTo(pairs[i], pairs[i + 1]);
            if (grid.isUnder(slot)) {
                actual.add(Arrays.toString(new int[] {pairs[i], grid.neighbour(pairs[i], slot - 1), pairs[i + 1]}));
            }
        }
        listed.sort(null);
        actual.sort(null);
        return listed.equals(actual) ? null : "\"crossings\" " + listed.size() + " listed do not match the "
                + actual.size() + " passages under fields";
    }

    private static CellGrid gridOf(GridShape shape, Read doc, String source) {
        if (shape == GridShape.POLAR) {
            if (doc.rings() == null) {
                throw new InvalidInputException(source + ": a polar maze needs \"rings\"");
            }
            CellGrid grid = CellGrid.polar(doc.rings());
            if (doc.ringCells() != null) {
                for (int r = 0; r < doc.ringCells().length || r < grid.rings(); r++) {
                    int has = r < doc.ringCells().length ? doc.ringCells()[r] : -1;
                    if (r >= grid.rings() || has != grid.ringSize(r)) {
                        throw new InvalidInputException(source + ": \"ringCells\" ring " + (r + 1) + " has " + has
                                + " fields where a " + grid.rings() + "-ring polar grid has "
                                + (r < grid.rings() ? grid.ringSize(r) : 0));
                    }
                }
            }
            return grid;
        }
        if (doc.rows() == null || doc.cols() == null) {
            throw new InvalidInputException(source + ": a " + shape.label() + " maze needs \"rows\" and \"cols\"");
        }
        if (shape == GridShape.LEVELS) {
            if (doc.levels() == null || doc.mask() != null) {
                throw new InvalidInputException(source + ": a 3d maze needs \"levels\" (and has no \"mask\")");
            }
            return CellGrid.layered(doc.levels(), doc.rows(), doc.cols());
        }
        if (doc.mask() == null) {
            return CellGrid.of(shape, doc.rows(), doc.cols());
        }
        if (doc.mask().size() != doc.rows()) {
            throw new InvalidInputException(source + ": \"mask\" has " + doc.mask().size() + " rows, expected "
                    + doc.rows());
        }
        boolean[] present = new boolean[doc.rows() * doc.cols()];
        for (int r = 0; r < doc.rows(); r++) {
            String line = doc.mask().get(r);
            if (line == null || line.length() != doc.cols()) {
                throw new InvalidInputException(source + ": \"mask\" row " + (r + 1) + " is not " + doc.cols()
                        + " characters long");
            }
            for (int c = 0; c < doc.cols(); c++) {
                present[r * doc.cols() + c] = line.charAt(c) != 'X';
            }
        }
        return CellGrid.masked(shape, doc.rows(), doc.cols(), present);
    }
}
