package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;

/** Helpers for the maze tests: raw openings as the checker reads them. */
final class MazeTesting {

    private MazeTesting() {
    }

    static byte[] openings(Maze maze) {
        Grid g = maze.grid();
        byte[] o = new byte[g.size()];
        for (int i = 0; i < g.size(); i++) {
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

    static Maze generate(RectGenerator generator, Grid grid, RandomGenerator random) {
        Maze maze = new Maze(grid);
        generator.on(maze.cells().grid()).carve(maze.cells(), random, new Statistics());
        return maze;
    }

    static Maze generate(CellGenerator generator, Grid grid, RandomGenerator random) {
        return generate(generator, grid, random, new Statistics());
    }

    static Maze generate(CellGenerator generator, Grid grid, RandomGenerator random, Statistics stats) {
        Maze maze = new Maze(grid);
        generator.carve(maze.cells(), random, stats);
        return maze;
    }

    static Verdict check(Maze maze) {
        return Mazes.check(maze);
    }
}
