package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/** Sidewinder: row by row, runs grow east and each run closes by carving north from a random member. */
final class Sidewinder implements MazeGenerator {

    @Override
    public String name() {
        return "sidewinder";
    }

    @Override
    public String description() {
        return "runs along each row, each closed north from a random member: vertical texture, open top row";
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
                        maze.carve(r * cols + member, Direction.UP);
                    }
                    runStart = c + 1;
                } else {
                    maze.carve(i, Direction.RIGHT);
                }
            }
        }
        return maze;
    }
}
