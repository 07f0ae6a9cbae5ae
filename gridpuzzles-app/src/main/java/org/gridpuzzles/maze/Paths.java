package org.gridpuzzles.maze;

/** Paths read back from the solvers' records. */
final class Paths {

    private Paths() {
    }

    /** The path from {@code from} to {@code to} along {@code parent} links (the start is its own parent). */
    static int[] fromParents(int[] parent, int from, int to) {
        int length = 1;
        for (int c = to; c != from; c = parent[c]) {
            length++;
        }
        int[] path = new int[length];
        int c = to;
        for (int k = length - 1; k >= 0; k--) {
            path[k] = c;
            c = parent[c];
        }
        return path;
    }
}
