package org.gridpuzzles.maze;

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

    static Verdict check(Maze maze) {
        return MazeChecker.check(maze.rows(), maze.cols(), openings(maze));
    }
}
