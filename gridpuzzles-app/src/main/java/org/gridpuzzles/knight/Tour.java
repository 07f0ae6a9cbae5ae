package org.gridpuzzles.knight;

import java.util.Arrays;

/**
 * A knight's walk kept in memory: the visited squares in order as 1-based rows and columns, and the positions
 * (indices into the walk) of the squares from which a tie was broken. {@code closed} when the walk is complete and
 * its last square is a knight's move from the first.
 */
public record Tour(int rows, int cols, int[] rowsVisited, int[] colsVisited, boolean[] tieAt) {

    public int length() {
        return rowsVisited.length;
    }

    public boolean complete() {
        return length() == rows * cols;
    }

    public boolean closed() {
        if (!complete() || length() < 2) {
            return false;
        }
        int n = length() - 1;
        int dr = Math.abs(rowsVisited[n] - rowsVisited[0]);
        int dc = Math.abs(colsVisited[n] - colsVisited[0]);
        return dr * dc == 2;
    }

    /** The move types 1..8 between consecutive squares. */
    public int[] moveTypes() {
        int[] types = new int[Math.max(0, length() - 1)];
        for (int i = 0; i < types.length; i++) {
            types[i] = KnightMoves.typeOf(rowsVisited[i], colsVisited[i], rowsVisited[i + 1], colsVisited[i + 1]);
        }
        return types;
    }

    /** A sink that collects a walk into a {@link Tour}. */
    static final class Collector implements TourSink {
        private final int rows;
        private final int cols;
        private int[] r = new int[16];
        private int[] c = new int[16];
        private boolean[] tie = new boolean[16];
        private int n;

        Collector(int rows, int cols) {
            this.rows = rows;
            this.cols = cols;
        }

        @Override
        public void start(int row, int col) {
            n = 0;
            add(row, col);
        }

        @Override
        public void move(int type, int row, int col, boolean tieBroken) {
            tie[n - 1] = tieBroken;
            add(row, col);
        }

        private void add(int row, int col) {
            if (n == r.length) {
                int size = (int) Math.min((long) rows * cols, 2L * n);
                r = Arrays.copyOf(r, size);
                c = Arrays.copyOf(c, size);
                tie = Arrays.copyOf(tie, size);
            }
            r[n] = row;
            c[n] = col;
            n++;
        }

        Tour tour() {
            return new Tour(rows, cols, Arrays.copyOf(r, n), Arrays.copyOf(c, n), Arrays.copyOf(tie, n));
        }
    }

    /** Runs an algorithm and keeps the walk. */
    static Tour of(TourAlgorithm algorithm, int rows, int cols, int startRow, int startCol) {
        Collector col = new Collector(rows, cols);
        algorithm.walk(rows, cols, startRow, startCol, col);
        return col.tour();
    }
}
