package org.gridpuzzles.frontier;

/** Hamiltonian paths and cycles by plain depth-first search: the independent check of the frontier counts. */
final class BruteForce {

    private final int[][] nb;
    private final int n;
    private final boolean[] seen;

    /** The number the frontier program counts for {@code goal} on {@code g}, by search. */
    static java.math.BigInteger count(FrontierGraph g, FrontierGoal goal) {
        BruteForce bf = new BruteForce(g);
        return java.math.BigInteger.valueOf(switch (goal.kind()) {
            case CYCLE -> bf.cycles();
            case PATH_ANY_ENDS -> bf.anyEnds();
            case PATH_FROM -> g.vertexCount() == 1 ? 1 : bf.directedFrom(goal.from(), -1);
            case PATH_BETWEEN -> goal.from() == goal.to() ? (g.vertexCount() == 1 ? 1 : 0)
                    : bf.directedFrom(goal.from(), goal.to());
        });
    }

    BruteForce(FrontierGraph g) {
        nb = g.neighbours();
        n = nb.length;
        seen = new boolean[n];
    }

    /** Directed paths from {@code s} visiting every vertex, ending at {@code t} (or anywhere when t is -1). */
    long directedFrom(int s, int t) {
        seen[s] = true;
        long c = walk(s, 1, t);
        seen[s] = false;
        return c;
    }

    private long walk(int h, int k, int t) {
        if (k == n) {
            return t < 0 || h == t ? 1 : 0;
        }
        long c = 0;
        for (int w : nb[h]) {
            if (!seen[w]) {
                seen[w] = true;
                c += walk(w, k + 1, t);
                seen[w] = false;
            }
        }
        return c;
    }

    /** Undirected Hamiltonian paths with any ends. */
    long anyEnds() {
        if (n == 1) {
            return 1;
        }
        long directed = 0;
        for (int s = 0; s < n; s++) {
            directed += directedFrom(s, -1);
        }
        return directed / 2;
    }

    /** Undirected Hamiltonian cycles: directed cycles through vertex 0, halved. */
    long cycles() {
        if (n < 3) {
            return 0;
        }
        long directed = 0;
        for (int w : nb[0]) {
            // paths 0 -> ... -> w covering everything, closed by the edge w-0
            directed += directedFrom(0, w);
        }
        return directed / 2;
    }
}
