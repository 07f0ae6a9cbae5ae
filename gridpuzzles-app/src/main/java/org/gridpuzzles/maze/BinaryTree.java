package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/** Binary tree: every field carves north or east at random (only east on the top row, only north on the right). */
final class BinaryTree implements MazeGenerator {

    @Override
    public String name() {
        return "binary-tree";
    }

    @Override
    public String description() {
        return "each field carves north or east: fast, with a strong diagonal bias and open top row and right column";
    }

    @Override
    public double bytesPerField() {
        return 0;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        Walk.Coins coins = new Walk.Coins(rng);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                boolean north = r > 0;
                boolean east = c < cols - 1;
                if (north && east) {
                    maze.carve(i, coins.flip() ? Direction.UP : Direction.RIGHT);
                } else if (north) {
                    maze.carve(i, Direction.UP);
                } else if (east) {
                    maze.carve(i, Direction.RIGHT);
                }
            }
        }
        return maze;
    }
}
