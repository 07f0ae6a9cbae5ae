package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Binary tree: every field carves north or east at random (only east on the top row, only north on the right), on a
 * grid with rows and columns in the rectangle's sense (slots 0 up, 1 right).
 */
final class BinaryTree implements CellGenerator {

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
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                boolean north = r > 0;
                boolean east = c < cols - 1;
                if (north && (!east || coins.flip())) {
                    maze.link(i, 0, i - cols, 2);
                } else if (east) {
                    maze.link(i, 1, i + 1, 3);
                }
            }
        }
    }
}
