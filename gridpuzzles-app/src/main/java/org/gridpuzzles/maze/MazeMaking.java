package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;

/** Mazes made on a grid of any shape, each checked to fit before any work (see {@link Mazes}). */
final class MazeMaking {

    /** See {@link Mazes#CARVING_BYTES_PER_FIELD}. */
    static final double CARVING_BYTES_PER_FIELD = 16;

    private MazeMaking() {
    }

    /** See {@link Mazes#requireFits(CellGrid, MazeOptions, double)}. */
    static void requireFits(CellGrid grid, MazeOptions options, double extraBytesPerField) {
        String notUnicursal = options.unicursal() ? Unicursal.whyNot(grid, options) : null;
        if (notUnicursal != null) {
            throw new InvalidInputException(notUnicursal);
        }
        CellGenerator g = Generators.create(options.algorithm(), options, grid);
        Generators.requireRunChoice(grid, options.algorithm(), options.which());
        Generators.requireMemory(grid, options.algorithm(), g,
                extraBytesPerField + (options.braid() > 0 ? CellBraid.BYTES_PER_FIELD : 0));
    }

    /** See {@link Mazes#generate(CellGrid, MazeOptions)}. */
    static MazeResult generate(CellGrid grid, MazeOptions options) {
        if (options.unicursal()) {
            Unicursal.require(grid, options, 0);
            return Unicursal.of(generate(grid, options.unicursal(false)), options);
        }
        requireFits(grid, options, 0);
        return Generators.carve(new CellMaze(grid), options);
    }

    /** See {@link Mazes#generateCarving(CellGrid, MazeOptions)}. */
    static CarvedMaze generateCarving(CellGrid grid, MazeOptions options) {
        if (!grid.rectFormats()) {
            throw new InvalidInputException("carving is recorded on rect mazes only");
        }
        requireFits(grid, options, CARVING_BYTES_PER_FIELD);
        CellMaze maze = new CellMaze(grid);
        MazeCarving carving = new MazeCarving(new Grid(grid.rows(), grid.cols()));
        maze.record(carving);
        return new CarvedMaze(Generators.carve(maze, options), carving);
    }

    /** See {@link Mazes#generate(CellGrid, MazeOptions, CarvingOrder)}. */
    static MazeResult generate(CellGrid grid, MazeOptions options, CarvingOrder order) {
        requireFits(grid, options, CarvingOrder.BYTES_PER_FIELD);
        CellMaze maze = new CellMaze(grid);
        maze.record(order);
        MazeResult made = Generators.carve(maze, options);
        maze.record(null);
        return made;
    }
}
