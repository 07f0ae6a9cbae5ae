package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;

/** Makes the generator of an algorithm with its options, and refuses grids whose maze would not fit in memory. */
final class Generators {

    private Generators() {
    }

    static MazeGenerator create(MazeAlgorithm algorithm, MazeOptions options) {
        return switch (algorithm) {
            case INWINDER -> new Inwinder(options.which(), options.bias());
            case OUTWINDER -> new Outwinder(options.which(), options.bias());
            case BINARY_TREE -> new BinaryTree();
            case SIDEWINDER -> new Sidewinder();
            case ALDOUS_BRODER -> new OnCells("aldous-broder",
                    "random walk, carving on first visits: a uniform spanning tree, slow to finish",
                    new CellAldousBroder());
            case WILSON -> new OnCells("wilson",
                    "loop-erased random walks into the growing tree: a uniform spanning tree, slow to start",
                    new CellWilson());
            case HUNT_AND_KILL -> new OnCells("hunt-and-kill", "random walk until stuck, then hunt for a new start "
                    + "beside the maze: long winding passages", new CellHuntAndKill());
            case RECURSIVE_BACKTRACKER -> new OnCells("recursive-backtracker",
                    "depth-first search in random order: long corridors, few dead ends", new CellBacktracker());
            case KRUSKAL -> new OnCells("kruskal",
                    "removes walls in random order between separate trees: many short dead ends", new CellKruskal());
            case PRIM_SIMPLIFIED -> new OnCells("prim-simplified",
                    "grows from random active fields: radial texture with many short dead ends",
                    new CellGrowingTree(CellChoice.RANDOM));
            case PRIM_TRUE -> new OnCells("prim-true", "Prim's minimum spanning tree over random field costs: many "
                    + "short dead ends, jigsaw texture", new CellTruePrim());
            case GROWING_TREE -> new OnCells("growing-tree", "active list with a selectable choice (cell choice "
                    + "newest, oldest, random or mix:P, default mix:0.5)", new CellGrowingTree(options.cellChoice()));
            case ELLER -> new Eller();
            case RECURSIVE_DIVISION -> new RecursiveDivision();
        };
    }

    /**
     * Refuses a grid whose maze would not fit in this JVM's memory: the passages (a byte a field), the algorithm's
     * working memory and {@code extraBytesPerField} for what the caller does afterwards.
     */
    static void requireMemory(Grid grid, MazeGenerator generator, double extraBytesPerField) {
        CellGenerators.requireMemory("a " + grid + " maze with " + generator.name(), grid.size(),
                1 + generator.bytesPerField() + extraBytesPerField);
    }

    /**
     * Refuses a run choice that no run on the grid can have: a run never holds more pairs than the border ring has
     * fields (twice that for outwinder's corners).
     */
    static void requireRunChoice(Grid grid, RunChoice which) {
        if (which.random()) {
            return;
        }
        int k = which.index();
        long longest = 2L * (2L * (grid.rows() + grid.cols()) - 4);
        if (k >= longest || k < -longest) {
            throw new InvalidInputException("which " + k + " is out of range: runs on a " + grid
                    + " grid have at most " + longest + " members (use -" + longest + " .. " + (longest - 1) + ")");
        }
    }
}
