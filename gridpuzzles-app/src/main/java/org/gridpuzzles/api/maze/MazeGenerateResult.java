package org.gridpuzzles.api.maze;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import org.gridpuzzles.api.SchemaAs;
import org.gridpuzzles.api.Svg;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeCarving;
import org.gridpuzzles.maze.Mazes;

/**
 * A maze on a grid of any shape and how it was made (a maze given has no algorithm, seed or statistics): the one maze
 * file format, which reads back. Every maze gives its {@code grid}, {@code cells} and size ({@code rows} and
 * {@code cols}, or {@code rings} and {@code ringCells}), the {@code mask}, and its passages: on an unmasked rect grid
 * as {@code openings} (one string per row, one hexadecimal digit per field: 1 up, 2 right, 4 down, 8 left), with the
 * {@code carving} order when asked; on any other grid as {@code passages}, pairs of field numbers, a weave's
 * {@code crossings} [below, bridge, beyond] too. A rect file from before grids were named ({@code rows}, {@code cols}
 * and {@code openings} only) still reads.
 */
@JsonPropertyOrder({"grid", "cells", "levels", "rows", "cols", "rings", "ringCells", "mask", "algorithm", "seed", "openings",
    "statistics", "passages", "crossings", "carving"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MazeGenerateResult(String grid, Integer cells, Integer rows, Integer cols, Integer rings, int[] ringCells,
        String[] mask, String algorithm, Long seed, Openings openings, Map<String, Long> statistics,
        Passages passages, List<int[]> crossings, Carving carving, @JsonIgnore Record made,
        @JsonIgnore MazeDrawing drawing, Integer levels) implements Svg {

    /**
     * A maze on any grid, with its carving order (null: none): a grid with the rectangle's formats writes its
     * openings (and no statistics when it has none), any other its passages, a weave's crossings too.
     */
    static MazeGenerateResult of(MazeResult made, MazeCarving carving, MazeDrawing drawing) {
        CellGrid grid = made.maze().grid();
        boolean rect = grid.rectFormats();
        boolean polar = grid.shape() == GridShape.POLAR;
        int[] pairs = rect ? null : Mazes.passages(made.maze());
        return new MazeGenerateResult(grid.shape().label(), grid.cells(), polar ? null : grid.rows(),
                polar ? null : grid.cols(), polar ? grid.rings() : null, polar ? grid.ringSizes() : null,
                grid.masked() ? grid.maskRows() : null, made.algorithm() == null ? null : made.algorithm().label(),
                made.seed(), rect ? new Openings(made.maze()) : null,
                rect && made.statistics().isEmpty() ? null : made.statistics(), rect ? null : new Passages(pairs),
                grid.shape() == GridShape.WEAVE ? Mazes.crossings(made.maze(), pairs) : null,
                carving == null ? null : new Carving(carving), made, drawing,
                grid.shape() == GridShape.LEVELS ? grid.levels() : null);
    }

    /** The algorithm's statistics as the inwinder article prints them: a title line, then a name and value a line. */
    public String statisticsBlock() {
        return ((MazeResult) made).statisticsBlock();
    }

    /** The SVG of the maze, as the request asked (see {@link #drawing()} for the other formats). */
    @Override
    public String svg() {
        return drawing.svg();
    }

    /** A rect maze's openings, one string per row, made row by row while written. */
    @JsonSerialize(using = OpeningsWriter.class)
    @SchemaAs(String[].class)
    public record Openings(CellMaze maze) {
    }

    /** The passages as [a, b] pairs of field numbers, written pair by pair. */
    @JsonSerialize(using = PassagesWriter.class)
    @SchemaAs(int[][].class)
    public record Passages(int[] pairs) {
    }

    /**
     * The carving order: [row, col, "R"] per step (direction U, R, D or L from that field); recursive division's
     * steps are the gaps of its walls, [row, col, "D", from, to].
     */
    @JsonSerialize(using = CarvingWriter.class)
    @SchemaAs(Object[][].class)
    public record Carving(MazeCarving carving) {
    }

    static final class OpeningsWriter extends StdSerializer<Openings> {
        private static final long serialVersionUID = 1L;

        OpeningsWriter() {
            super(Openings.class);
        }

        @Override
        public void serialize(Openings value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            CellMaze maze = value.maze();
            int cols = maze.grid().cols();
            char[] row = new char[cols];
            gen.writeStartArray();
            for (int r = 0; r < maze.grid().rows(); r++) {
                for (int c = 0; c < cols; c++) {
                    row[c] = Character.forDigit(maze.openings(r * cols + c), 16);
                }
                gen.writeString(row, 0, cols);
            }
            gen.writeEndArray();
        }
    }

    static final class PassagesWriter extends StdSerializer<Passages> {
        private static final long serialVersionUID = 1L;

        PassagesWriter() {
            super(Passages.class);
        }

        @Override
        public void serialize(Passages value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            int[] pairs = value.pairs();
            gen.writeStartArray();
            for (int i = 0; i < pairs.length; i += 2) {
                gen.writeStartArray();
                gen.writeNumber(pairs[i]);
                gen.writeNumber(pairs[i + 1]);
                gen.writeEndArray();
            }
            gen.writeEndArray();
        }
    }

    static final class CarvingWriter extends StdSerializer<Carving> {
        private static final long serialVersionUID = 1L;

        CarvingWriter() {
            super(Carving.class);
        }

        @Override
        public void serialize(Carving value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            MazeCarving c = value.carving();
            gen.writeStartArray();
            for (int k = 0; k < c.size(); k++) {
                org.gridpuzzles.grid.Field f = c.field(k);
                gen.writeStartArray();
                gen.writeNumber(f.row());
                gen.writeNumber(f.col());
                gen.writeString(String.valueOf(c.direction(k).letter()));
                if (c.walls()) {
                    gen.writeNumber(c.wallFrom(k));
                    gen.writeNumber(c.wallTo(k));
                }
                gen.writeEndArray();
            }
            gen.writeEndArray();
        }
    }
}
