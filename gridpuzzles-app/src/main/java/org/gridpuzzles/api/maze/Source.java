package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.maze.CarvedMaze;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;

/**
 * A request's maze as the engine makes it: its grid first (so that fields can be checked before any work), then the
 * maze, generated or read from the text once.
 */
final class Source {

    private final MazeSpec spec;
    private CellMaze read;
    private CellMaze cellRead;
    private CellGrid cellGrid;

    Source(MazeSpec spec) {
        this.spec = spec;
    }

    MazeSpec spec() {
        return spec;
    }

    boolean general() {
        return spec.general();
    }

    boolean given() {
        return spec.maze() != null;
    }

    /** The plain rectangle's rows and columns: the ones asked for, or the maze's (which is read for that). */
    Grid grid() {
        if (spec.maze() != null) {
            if (read == null) {
                read = Mazes.read(spec.maze(), spec.mazeName());
            }
            return new Grid(read.grid().rows(), read.grid().cols());
        }
        return new Grid(spec.rows(), spec.cols());
    }

    /** The grid of the general model: from the maze given, the mask, the rings or the rows and columns. */
    CellGrid cellGrid() {
        if (cellGrid == null) {
            if (spec.maze() != null) {
                cellRead = Mazes.readGrid(spec.maze(), spec.mazeName());
                cellGrid = cellRead.grid();
            } else if (spec.shape() == GridShape.POLAR) {
                cellGrid = Fields.parsed("rings", () -> CellGrid.polar(spec.rings()));
            } else if (spec.shape() == GridShape.LEVELS) {
                cellGrid = Fields.parsed("levels", () -> CellGrid.layered(spec.levels(), spec.rows(), spec.cols()));
            } else if (spec.mask() != null) {
                Mask m = spec.mask();
                cellGrid = Fields.parsed("mask", () -> Mazes.mask(spec.shape(), m.rows(), m.name(), m.pixels()));
            } else {
                cellGrid = Fields.parsed("rows", () -> CellGrid.of(spec.shape(), spec.rows(), spec.cols()));
            }
        }
        return cellGrid;
    }

    /**
     * Makes the maze, on any grid (checks the algorithm and memory first); {@code extraBytesPerField} is what the
     * operation needs afterwards, for the memory check. A plain rectangle's size is checked as the rectangle's.
     */
    MazeResult make(MazeOptions options, double extraBytesPerField) {
        if (!general()) {
            Grid grid = grid();
            if (read != null) {
                return MazeResult.of(read);
            }
            Mazes.requireFits(grid, options, extraBytesPerField);
            return Mazes.generate(grid, options);
        }
        CellGrid grid = cellGrid();
        if (cellRead != null) {
            return MazeResult.of(cellRead);
        }
        Mazes.requireFits(grid, options, extraBytesPerField);
        return Mazes.generate(grid, options);
    }

    MazeResult make(double extraBytesPerField) {
        return make(spec.options(), extraBytesPerField);
    }

    /**
     * The maze on a grid of the general model, for a solver's arrays ({@code draw}: and its picture, checked to fit
     * before any work).
     */
    CellMaze makeToSolve(boolean draw) {
        if (draw) {
            Mazes.requireDrawable(cellGrid());
        }
        return make(Mazes.GRID_MEASURE_BYTES_PER_FIELD + (draw ? Mazes.GRID_PICTURE_BYTES_PER_FIELD : 0))
                .maze();
    }

    /** Generates the maze and records its carving order; a maze given has none. */
    CarvedMaze makeCarving() {
        Grid grid = grid();
        Check.that(read == null, "carving", "carving needs a generated maze: a maze given has no carving order");
        return Mazes.generateCarving(grid, spec.options());
    }

    /** A field of the general grid named "row,col" (polar: "ring,k"), or {@code otherwise} when not given. */
    int cell(String field, String name, int otherwise) {
        CellGrid grid = cellGrid();
        return name == null ? otherwise : Fields.parsed(field, () -> grid.parse(name, field));
    }
}
