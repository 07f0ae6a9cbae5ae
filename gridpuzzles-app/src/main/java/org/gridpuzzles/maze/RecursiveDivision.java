package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Recursive division: start with no inner walls, split each chamber by a wall with one gap, and recurse on both
 * halves (with an explicit stack). Chambers are split across their longer side. Runs on a grid with rows and columns
 * in the rectangle's sense (slots 1 right, 2 down).
 */
final class RecursiveDivision implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 0.5;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator rng, Statistics stats) {
        CellGrid grid = maze.grid();
        // the record is of the walls built, each by the gap it leaves (opening every passage is no carving)
        maze.openAll();
        int cols = grid.cols();
        int[] stack = new int[64];
        int top = 0;
        stack[top++] = 0;
        stack[top++] = 0;
        stack[top++] = grid.rows();
        stack[top++] = cols;
        long walls = 0;
        while (top > 0) {
            int w = stack[--top];
            int h = stack[--top];
            int c0 = stack[--top];
            int r0 = stack[--top];
            if (h < 2 && w < 2) {
                continue;
            }
            boolean horizontal = h > w || (h == w && rng.nextBoolean());
            if (w < 2) {
                horizontal = true;
            } else if (h < 2) {
                horizontal = false;
            }
            if (top + 8 > stack.length) {
                stack = java.util.Arrays.copyOf(stack, stack.length * 2);
            }
            walls++;
            if (horizontal) {
                int split = r0 + rng.nextInt(h - 1); // wall below row split
                int gap = c0 + rng.nextInt(w);
                for (int c = c0; c < c0 + w; c++) {
                    if (c != gap) {
                        maze.unlink(split * cols + c, 2, (split + 1) * cols + c, 0);
                    }
                }
                maze.gap(split * cols + gap, 2, c0, c0 + w - 1);
                push(stack, top, r0, c0, split - r0 + 1, w);
                top += 4;
                push(stack, top, split + 1, c0, r0 + h - split - 1, w);
                top += 4;
            } else {
                int split = c0 + rng.nextInt(w - 1); // wall right of column split
                int gap = r0 + rng.nextInt(h);
                for (int r = r0; r < r0 + h; r++) {
                    if (r != gap) {
                        maze.unlink(r * cols + split, 1, r * cols + split + 1, 3);
                    }
                }
                maze.gap(gap * cols + split, 1, r0, r0 + h - 1);
                push(stack, top, r0, c0, h, split - c0 + 1);
                top += 4;
                push(stack, top, r0, split + 1, h, c0 + w - split - 1);
                top += 4;
            }
        }
        stats.set("walls", walls);
    }

    private static void push(int[] stack, int top, int r0, int c0, int h, int w) {
        stack[top] = r0;
        stack[top + 1] = c0;
        stack[top + 2] = h;
        stack[top + 3] = w;
    }
}
