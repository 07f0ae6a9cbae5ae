package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Sidewinder: row by row, runs grow east and each run closes by carving north from a random member, on a grid with
 * rows and columns in the rectangle's sense (slots 0 up, 1 right).
 */
final class Sidewinder implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 0;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator rng, Statistics stats) {
        CellGrid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        Walk.Coins coins = new Walk.Coins(rng);
        for (int r = 0; r < rows; r++) {
            int runStart = 0;
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                boolean closeOut;
                if (c == cols - 1) {
                    closeOut = true;
                } else if (r == 0) {
                    closeOut = false;
                } else {
                    closeOut = coins.flip();
                }
                if (closeOut) {
                    if (r > 0) {
                        int member = runStart + rng.nextInt(c - runStart + 1);
                        int m = r * cols + member;
                        maze.link(m, 0, m - cols, 2);
                    }
                    runStart = c + 1;
                } else {
                    maze.link(i, 1, i + 1, 3);
                }
            }
        }
    }
}
