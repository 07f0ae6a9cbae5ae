package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;

/** Helpers for the maze tests: raw openings as the checker reads them. */
final class MazeTesting {

    private MazeTesting() {
    }

    /** The ASCII picture of a maze, nothing marked. */
    static String ascii(CellMaze maze) {
        return Mazes.ascii(maze, FieldLabel.NONE, 0, null, -1, -1, false);
    }

    static byte[] openings(CellMaze maze) {
        byte[] o = new byte[maze.cells()];
        for (int i = 0; i < o.length; i++) {
            o[i] = (byte) maze.openings(i);
        }
        return o;
    }

    /** The check of raw openings, as a file of them is checked: their passages, then the checker. */
    static Verdict check(int rows, int cols, byte[] openings) {
        MazeFiles.Passages p = MazeFiles.passages(new MazeFiles.Openings(rows, cols, openings));
        return p.problem() != null ? Verdict.invalid(p.problem())
                : CellChecker.check(CellGrid.of(GridShape.RECT, rows, cols), p.pairs());
    }

    /** An algorithm's generator, made for the rect grid it carves (the inwinder's own fast path there). */
    interface RectGenerator {
        CellGenerator on(CellGrid grid);
    }

    static RectGenerator rect(MazeAlgorithm algorithm, MazeOptions options) {
        return grid -> Generators.create(algorithm, options, grid);
    }

    static CellMaze generate(RectGenerator generator, Grid grid, RandomGenerator random) {
        CellMaze maze = new CellMaze(CellGrid.of(GridShape.RECT, grid.rows(), grid.cols()));
        generator.on(maze.grid()).carve(maze, random, new Statistics());
        return maze;
    }

    static CellMaze generate(CellGenerator generator, Grid grid, RandomGenerator random) {
        return generate(generator, grid, random, new Statistics());
    }

    static CellMaze generate(CellGenerator generator, Grid grid, RandomGenerator random, Statistics stats) {
        CellMaze maze = new CellMaze(CellGrid.of(GridShape.RECT, grid.rows(), grid.cols()));
        generator.carve(maze, random, stats);
        return maze;
    }

    /** The rows and columns of a plain rectangle's maze. */
    static Grid grid(CellMaze maze) {
        return new Grid(maze.grid().rows(), maze.grid().cols());
    }

    static Verdict check(CellMaze maze) {
        return Mazes.check(maze);
    }
}
