package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Check;
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
    private CellGrid grid;

    Source(MazeSpec spec) {
        this.spec = spec;
    }

    boolean given() {
        return spec.maze() != null;
    }

    /** The maze's grid: from the maze given, the mask, the rings or the rows and columns. */
    CellGrid grid() {
        if (grid == null) {
            if (spec.maze() != null) {
                read = Mazes.readGrid(spec.maze(), spec.mazeName());
                grid = read.grid();
            } else if (spec.shape() == GridShape.POLAR) {
                grid = Fields.parsed("rings", () -> CellGrid.polar(spec.rings()));
            } else if (spec.shape() == GridShape.LEVELS) {
                grid = Fields.parsed("levels", () -> CellGrid.layered(spec.levels(), spec.rows(), spec.cols()));
            } else if (spec.mask() != null) {
                Mask m = spec.mask();
                grid = Fields.parsed("mask", () -> Mazes.mask(spec.shape(), m.rows(), m.name(), m.pixels()));
            } else {
                grid = Fields.parsed("rows", () -> CellGrid.of(spec.shape(), spec.rows(), spec.cols()));
            }
        }
        return grid;
    }

    /**
     * Makes the maze (checks the algorithm and memory first); {@code extraBytesPerField} is what the operation needs
     * afterwards, for the memory check.
     */
    MazeResult make(MazeOptions options, double extraBytesPerField) {
        CellGrid g = grid();
        if (read != null) {
            return MazeResult.of(read);
        }
        Mazes.requireFits(g, options, extraBytesPerField);
        return Mazes.generate(g, options);
    }

    MazeResult make(double extraBytesPerField) {
        return make(spec.options(), extraBytesPerField);
    }

    /** The maze for a solver's arrays ({@code draw}: and its picture, checked to fit before any work). */
    CellMaze makeToSolve(boolean draw) {
        CellGrid g = grid();
        if (draw) {
            Mazes.requireDrawable(g);
        }
        return make(Mazes.GRID_MEASURE_BYTES_PER_FIELD + (draw ? Mazes.pictureBytesPerField(g) : 0)).maze();
    }

    /** Generates the maze and records its carving order; a maze given has none. */
    CarvedMaze makeCarving() {
        CellGrid g = grid();
        Check.that(read == null, "carving", "carving needs a generated maze: a maze given has no carving order");
        return Mazes.generateCarving(g, spec.options());
    }

    /** A field of the grid as the grid names it ("row,col"; polar: "ring,k"), or {@code otherwise} when not given. */
    int cell(String field, String name, int otherwise) {
        CellGrid g = grid();
        return name == null ? otherwise : Fields.parsed(field, () -> g.parse(name, field));
    }
}
