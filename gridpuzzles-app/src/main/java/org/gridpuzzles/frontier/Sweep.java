package org.gridpuzzles.frontier;

/**
 * The frontier of each step of the sweep, precomputed. At step v the frontier of the states (the swept vertices with
 * a neighbour still to come, ascending) is extended by v at the end ("working" positions); v decides its edges to the
 * positions in {@link #back}; then the positions whose last neighbour is v leave, the rest is the next frontier.
 */
final class Sweep {

    final int n;
    final FrontierGraph graph;
    final FrontierGoal goal;
    /** Frontier size of the states before step v. */
    final int[] before;
    /** Working positions of the neighbours of v that come before it. */
    final int[][] back;
    /** Per working position: leaves the frontier after step v. */
    final boolean[][] leaves;
    /** Per position of the next frontier: the working position it comes from. */
    final int[][] keptFrom;
    /**
     * Per position of the next frontier: the least degree the vertex must have already (its need minus what may come).
     */
    final int[][] mustHave;
    /** Per position of the next frontier: may end the path and can have at most one edge in the end. */
    final boolean[][] endsAtMostOne;
    /** Per working position: the most edges the vertex may have (1 for a given end). */
    final int[][] cap;
    /** Per working position: may be an end of the path (leave with one edge). */
    final boolean[][] mayEnd;
    /** Per working position: the least degree it must have after the step (0 when anything goes). */
    final int[][] mustNow;
    /** Per working position: its index in {@link #back}, or -1. */
    final int[][] backIndex;
    /**
     * Per step: for each symmetry that maps the vertices swept so far onto themselves (and the goal onto itself), where
     * it sends each position of the next frontier; null when none does.
     */
    final int[][][] symmetryAfter;
    /** Per working position: the vertex. */
    final int[][] vertex;
    /**
     * Per step: the vertices still to come that could be left short of edges by the states after the step, each as
     * the positions of its neighbours in the next frontier ({@link #lookaheadFree}, {@link #lookaheadNeed} alongside).
     */
    final int[][][] lookahead;
    /** Per step and vertex of {@link #lookahead}: its neighbours not swept yet (each can still give an edge). */
    final int[][] lookaheadFree;
    /** Per step and vertex of {@link #lookahead}: the edges it needs (1 when it may end the path). */
    final int[][] lookaheadNeed;
    /** Per step and vertex of {@link #lookahead}: left with one edge at most, it must be an end of the path. */
    final boolean[][] lookaheadEnds;
    /** Per position of the next frontier: the most edges the vertex may have. */
    final int[][] capNext;
    private final int maxWorking;
    private final int maxStored;

    Sweep(FrontierGraph g, FrontierGoal goal) {
        this.graph = g;
        this.goal = goal;
        int[][] nb = g.neighbours();
        n = nb.length;
        int[] last = new int[n];
        for (int v = 0; v < n; v++) {
            last[v] = nb[v].length == 0 ? v : Math.max(v, nb[v][nb[v].length - 1]);
        }
        before = new int[n];
        back = new int[n][];
        leaves = new boolean[n][];
        keptFrom = new int[n][];
        mustHave = new int[n][];
        endsAtMostOne = new boolean[n][];
        cap = new int[n][];
        mayEnd = new boolean[n][];
        vertex = new int[n][];
        mustNow = new int[n][];
        backIndex = new int[n][];
        symmetryAfter = new int[n][][];
        lookahead = new int[n][][];
        lookaheadFree = new int[n][];
        lookaheadNeed = new int[n][];
        lookaheadEnds = new boolean[n][];
        capNext = new int[n][];
        int[][] syms = g.symmetries();
        int[] reach = new int[syms.length];
        java.util.Arrays.fill(reach, -1);
        int[] frontier = new int[0];
        int mw = 0;
        int ms = 0;
        for (int v = 0; v < n; v++) {
            before[v] = frontier.length;
            int m = frontier.length + 1;
            int[] work = java.util.Arrays.copyOf(frontier, m);
            work[m - 1] = v;
            vertex[v] = work;
            mw = Math.max(mw, m);
            int k = 0;
            int[] b = new int[m];
            for (int p = 0; p < m - 1; p++) {
                if (java.util.Arrays.binarySearch(nb[v], work[p]) >= 0) {
                    b[k++] = p;
                }
            }
            back[v] = java.util.Arrays.copyOf(b, k);
            leaves[v] = new boolean[m];
            cap[v] = new int[m];
            mayEnd[v] = new boolean[m];
            int kept = 0;
            for (int p = 0; p < m; p++) {
                int x = work[p];
                leaves[v][p] = last[x] <= v;
                kept += leaves[v][p] ? 0 : 1;
                cap[v][p] = givenEnd(x) ? 1 : 2;
                mayEnd[v][p] = mayEnd(x);
            }
            int[] next = new int[kept];
            keptFrom[v] = new int[kept];
            mustHave[v] = new int[kept];
            endsAtMostOne[v] = new boolean[kept];
            int q = 0;
            for (int p = 0; p < m; p++) {
                if (!leaves[v][p]) {
                    int x = work[p];
                    int toCome = 0;
                    for (int w : nb[x]) {
                        toCome += w > v ? 1 : 0;
                    }
                    int need = mayEnd[v][p] ? 1 : 2;
                    next[q] = x;
                    keptFrom[v][q] = p;
                    mustHave[v][q] = need - toCome;
                    // a vertex of degree 0 with one neighbour to come can only be an end (degree 1 checked later)
                    endsAtMostOne[v][q] = mayEnd[v][p] && toCome <= 1;
                    q++;
                }
            }
            mustNow[v] = new int[m];
            backIndex[v] = new int[m];
            java.util.Arrays.fill(backIndex[v], -1);
            for (int i = 0; i < back[v].length; i++) {
                backIndex[v][back[v][i]] = i;
            }
            for (int p = 0; p < m; p++) {
                mustNow[v][p] = leaves[v][p] ? (mayEnd[v][p] ? 1 : 2) : 0;
            }
            for (int qq = 0; qq < kept; qq++) {
                mustNow[v][keptFrom[v][qq]] = Math.max(0, mustHave[v][qq]);
            }
            for (int i = 0; i < syms.length; i++) {
                reach[i] = Math.max(reach[i], syms[i][v]);
            }
            symmetryAfter[v] = symmetriesAfter(v, syms, reach, next, mustHave[v], endsAtMostOne[v]);
            capNext[v] = new int[kept];
            for (int qq = 0; qq < kept; qq++) {
                capNext[v][qq] = cap[v][keptFrom[v][qq]];
            }
            lookahead(v, nb, next);
            frontier = next;
            ms = Math.max(ms, kept);
        }
        maxWorking = mw;
        maxStored = ms;
    }

    /**
     * The vertices after {@code v} with fewer neighbours still to come than the edges they need: whether they can
     * still get them depends on the degrees of their neighbours in the frontier {@code next}. A vertex whose swept
     * neighbours all have their edges already is left short (on the far side of a knight's board, a corner with both
     * of its two neighbours' edges used elsewhere), and the state can be dropped at once instead of many steps later.
     */
    private void lookahead(int v, int[][] nb, int[] next) {
        java.util.List<int[]> pos = new java.util.ArrayList<>();
        java.util.List<int[]> meta = new java.util.ArrayList<>();
        // only a neighbour of the frontier can be left short by its degrees (and this keeps long boards linear)
        java.util.TreeSet<Integer> near = new java.util.TreeSet<>();
        for (int x : next) {
            for (int w : nb[x]) {
                if (w > v) {
                    near.add(w);
                }
            }
        }
        for (int w : near) {
            int free = 0;
            int[] at = new int[nb[w].length];
            int k = 0;
            for (int x : nb[w]) {
                if (x > v) {
                    free++;
                } else {
                    // a swept neighbour of w has w to come: it is in the next frontier
                    at[k++] = java.util.Arrays.binarySearch(next, x);
                }
            }
            int need = mayEnd(w) ? 1 : 2;
            // a vertex that may end the path but need not is short at one edge too: then it is an end
            boolean endsIfShort = mayEnd(w) && !givenEnd(w);
            if (k > 0 && free < (endsIfShort ? 2 : need)) {
                pos.add(java.util.Arrays.copyOf(at, k));
                meta.add(new int[] {free, need, endsIfShort ? 1 : 0});
            }
        }
        lookahead[v] = pos.toArray(new int[0][]);
        lookaheadFree[v] = new int[pos.size()];
        lookaheadNeed[v] = new int[pos.size()];
        lookaheadEnds[v] = new boolean[pos.size()];
        for (int i = 0; i < pos.size(); i++) {
            lookaheadFree[v][i] = meta.get(i)[0];
            lookaheadNeed[v][i] = meta.get(i)[1];
            lookaheadEnds[v][i] = meta.get(i)[2] == 1;
        }
    }

    /**
     * The symmetries that keep the swept vertices 0..v (a permutation maps them into 0..v exactly when it maps them
     * onto themselves) and the goal, as maps of the positions of the next frontier {@code next}.
     */
    private int[][] symmetriesAfter(int v, int[][] syms, int[] reach, int[] next, int[] must, boolean[] atMostOne) {
        if (v == n - 1) {
            return null;
        }
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int i = 0; i < syms.length; i++) {
            int[] s = syms[i];
            if (reach[i] > v || !keepsGoal(s)) {
                continue;
            }
            int[] pos = new int[next.length];
            boolean ok = true;
            for (int q = 0; q < next.length && ok; q++) {
                int t = java.util.Arrays.binarySearch(next, s[next[q]]);
                ok = t >= 0 && must[t] == must[q] && atMostOne[t] == atMostOne[q];
                pos[q] = t;
            }
            if (ok) {
                out.add(pos);
            }
        }
        return out.isEmpty() ? null : out.toArray(new int[0][]);
    }

    /** A given end of the path: it has one edge in the end. */
    private boolean givenEnd(int x) {
        return switch (goal.kind()) {
            case CYCLE, PATH_ANY_ENDS -> false;
            case PATH_FROM -> x == goal.from();
            case PATH_BETWEEN -> x == goal.from() || x == goal.to();
        };
    }

    /** May be an end of the path (have one edge in the end). */
    private boolean mayEnd(int x) {
        return switch (goal.kind()) {
            case CYCLE -> false;
            case PATH_ANY_ENDS, PATH_FROM -> true;
            case PATH_BETWEEN -> givenEnd(x);
        };
    }

    private boolean keepsGoal(int[] s) {
        return switch (goal.kind()) {
            case CYCLE, PATH_ANY_ENDS -> true;
            case PATH_FROM -> s[goal.from()] == goal.from();
            case PATH_BETWEEN -> (s[goal.from()] == goal.from() && s[goal.to()] == goal.to())
                    || (s[goal.from()] == goal.to() && s[goal.to()] == goal.from());
        };
    }

    int maxWorking() {
        return maxWorking;
    }

    int maxStored() {
        return maxStored;
    }
}
