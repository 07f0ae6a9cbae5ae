package org.gridpuzzles.maze;

import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;

/**
 * A unicursal labyrinth from a perfect maze, as Jamis Buck shows and Walter Pullen's Think Labyrinth describes: every
 * field of an R x C perfect maze becomes four fields of a 2R x 2C grid, and every passage is split down the middle by
 * a wall. Walking the perfect maze with a hand on the wall goes along each passage once each way; the halves of the
 * doubled grid are those two ways, so the labyrinth is one path through every field. In the grid each 2 x 2 block is
 * first a ring of four passages; a passage of the perfect maze between two blocks takes out the two block passages
 * facing each other and joins their ends across, which splices the two rings into one (the passages form a tree, so
 * each splice joins two rings and no ring is ever cut in two). The last cut opens the ring into a path: the passage
 * along the bottom of the bottom row's middle block, whose two fields, side by side on the outer wall, are the
 * labyrinth's entrance and exit.
 */
final class Unicursal {

    private Unicursal() {
    }

    /** Why a unicursal labyrinth cannot be made from these options on this grid, or null when it can. */
    static String whyNot(CellGrid grid, MazeOptions options) {
        if (grid.shape() != GridShape.RECT || grid.masked()) {
            return "unicursal doubles a maze on the plain rectangle (each field into 2 x 2): not on "
                    + (grid.masked() ? "a masked " + grid.shape().label() : grid.shape().withArticle()) + " grid";
        }
        if (options.braid() > 0) {
            return "unicursal makes one path through every field from a perfect maze: braid would add loops "
                    + "(leave it out)";
        }
        if (2L * grid.rows() * 2L * grid.cols() > Grid.MAX_FIELDS) {
            return "unicursal doubles " + grid.rows() + " x " + grid.cols() + " to " + 2L * grid.rows() + " x "
                    + 2L * grid.cols() + ", more than the " + Grid.MAX_FIELDS + " fields a maze may have";
        }
        return null;
    }

    /** Refuses what {@link #whyNot} names, and a labyrinth that would not fit in memory, before any work. */
    static void require(CellGrid grid, MazeOptions options, double extraBytesPerField) {
        String why = whyNot(grid, options);
        if (why != null) {
            throw new InvalidInputException(why);
        }
        Generators.requireMemory("a unicursal labyrinth of " + 2L * grid.rows() + " x " + 2L * grid.cols(),
                4L * grid.cells(), 1 + extraBytesPerField);
    }

    /** The labyrinth of a perfect maze just generated, with its statistics. */
    static MazeResult of(MazeResult perfect, MazeOptions options) {
        CellMaze labyrinth = doubled(perfect.maze());
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("cells", (long) labyrinth.cells());
        stats.put("passages", labyrinth.passages());
        perfect.statistics().forEach((k, v) -> stats.put("maze-" + k, v));
        return new MazeResult(labyrinth, options.algorithm(), options.seed(), stats);
    }

    /** The labyrinth of a perfect maze on an unmasked R x C rect grid: a 2R x 2C maze of one path. */
    static CellMaze doubled(CellMaze perfect) {
        CellGrid base = perfect.grid();
        int rows = base.rows();
        int cols = base.cols();
        int wide = 2 * cols;
        CellMaze out = new CellMaze(CellGrid.of(GridShape.RECT, 2 * rows, wide));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int tl = 2 * r * wide + 2 * c;
                // the ring of the block: across the top, down the right, back along the bottom, up the left
                out.link(tl, 1, tl + 1, 3);
                out.link(tl + 1, 2, tl + 1 + wide, 0);
                out.link(tl + wide, 1, tl + wide + 1, 3);
                out.link(tl, 2, tl + wide, 0);
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                int tl = 2 * r * wide + 2 * c;
                if (perfect.isOpen(cell, 1)) {
                    int b = tl + 2;
                    out.unlink(tl + 1, 2, tl + 1 + wide, 0);
                    out.unlink(b, 2, b + wide, 0);
                    out.link(tl + 1, 1, b, 3);
                    out.link(tl + 1 + wide, 1, b + wide, 3);
                }
                if (perfect.isOpen(cell, 2)) {
                    int b = tl + 2 * wide;
                    out.unlink(tl + wide, 1, tl + wide + 1, 3);
                    out.unlink(b, 1, b + 1, 3);
                    out.link(tl + wide, 2, b, 0);
                    out.link(tl + wide + 1, 2, b + 1, 0);
                }
            }
        }
        int[] ends = ends(2 * rows, wide);
        out.unlink(ends[0], 1, ends[1], 3);
        return out;
    }

    /** The entrance and exit of a labyrinth of {@code rows} x {@code cols}: side by side in the bottom row's middle. */
    static int[] ends(int rows, int cols) {
        int left = (rows - 1) * cols + 2 * ((cols / 2 - 1) / 2);
        return new int[] {left, left + 1};
    }
}
