package org.gridpuzzles.labyrinth;

/**
 * Budgeted depth-first search for a line through every field of a set: from a given field to either a given
 * target field or any field next to a given exit field outside the set. Moves go to the field with the fewest ways
 * on first; a branch is cut when a field of the set has too few ways left or the set falls apart.
 */
final class PathSearch {

    /** Outcome of a search. */
    enum Outcome { FOUND, NONE, BUDGET }

    private final int[] nb;
    private final int[] inSet;
    private final int[] seen;
    private final int[] queue;
    private int setStamp;
    private int seenStamp;
    private int[] fields;
    private int size;
    private int target;
    private int exit;
    private long budget;
    private int[] path;
    private int depth;
    private final boolean[] used;

    PathSearch(int[] nb, int n) {
        this.nb = nb;
        inSet = new int[n];
        seen = new int[n];
        queue = new int[n];
        used = new boolean[n];
    }

    int[] path() {
        return path;
    }

    /**
     * Searches a line starting at {@code from} (in the set) through all {@code count} fields of {@code set}, ending at
     * {@code target} when it is not -1, else at a field next to {@code exit}.
     */
    Outcome search(int[] set, int count, int from, int target, int exit, long budget) {
        setStamp++;
        for (int i = 0; i < count; i++) {
            inSet[set[i]] = setStamp;
            used[set[i]] = false;
        }
        this.fields = set;
        this.size = count;
        this.target = target;
        this.exit = exit;
        this.budget = budget;
        this.path = new int[count];
        this.depth = 0;
        path[depth++] = from;
        used[from] = true;
        boolean ok = dfs(from, count - 1);
        if (ok) {
            return Outcome.FOUND;
        }
        return this.budget < 0 ? Outcome.BUDGET : Outcome.NONE;
    }

    private boolean member(int f) {
        return f >= 0 && inSet[f] == setStamp;
    }

    private boolean nextToExit(int f) {
        if (exit < 0) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            if (nb[4 * f + d] == exit) {
                return true;
            }
        }
        return false;
    }

    /** Ways on from a free field of the set: free set neighbours, the live end, and the exit. */
    private int ways(int f, int live) {
        int k = 0;
        for (int d = 0; d < 4; d++) {
            int g = nb[4 * f + d];
            if (g < 0) {
                continue;
            }
            if (g == live || g == exit && exit >= 0 || member(g) && !used[g]) {
                k++;
            }
        }
        return k;
    }

    private boolean dfs(int cur, int left) {
        if (left == 0) {
            return target >= 0 ? cur == target : nextToExit(cur);
        }
        if (--budget < 0) {
            return false;
        }
        if (cur == target) {
            return false;
        }
        if (!viable(cur, left)) {
            return false;
        }
        int[] cand = new int[4];
        int[] key = new int[4];
        int k = 0;
        for (int d = 0; d < 4; d++) {
            int g = nb[4 * cur + d];
            if (member(g) && !used[g]) {
                int w = ways(g, cur);
                int j = k++;
                while (j > 0 && key[j - 1] > w) {
                    cand[j] = cand[j - 1];
                    key[j] = key[j - 1];
                    j--;
                }
                cand[j] = g;
                key[j] = w;
            }
        }
        for (int i = 0; i < k; i++) {
            int g = cand[i];
            used[g] = true;
            path[depth++] = g;
            if (dfs(g, left - 1)) {
                return true;
            }
            depth--;
            used[g] = false;
            if (budget < 0) {
                return false;
            }
        }
        return false;
    }

    /**
     * Every free field keeps enough ways and can be reached from the live end. Small sets are checked whole; on
     * large sets only the fields next to the last two fields are checked for ways, and reachability only when the
     * last step may have split the set (it only cuts dead branches, so an exhausted search still proves none).
     */
    private boolean viable(int live, int left) {
        if (size <= LOCAL_FROM) {
            return viableWhole(live, left);
        }
        int prev = depth >= 2 ? path[depth - 2] : -1;
        int forced = 0;
        for (int round = 0; round < 2; round++) {
            int around = round == 0 ? live : prev;
            if (around < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int f = nb[4 * around + d];
                if (!member(f) || used[f]) {
                    continue;
                }
                int w = ways(f, live);
                int need = f == target ? 1 : 2;
                if (w < need) {
                    return false;
                }
                if (round == 0 && f != target && w == 2 && !(target < 0 && nextToExit(f))) {
                    if (++forced > 1) {
                        return false;
                    }
                }
            }
        }
        if (prev >= 0 && !maySplit(prev, live)) {
            return true;
        }
        return reachesAll(live, left);
    }

    static final int LOCAL_FROM = 160;

    private final int[] ring = new int[8];

    private boolean inArea(int f, int live) {
        return f >= 0 && (f == live || member(f) && !used[f]);
    }

    /** Whether taking {@code p} out of the area can split it, judged from the eight fields around it. */
    private boolean maySplit(int p, int live) {
        int up = nb[4 * p];
        int right = nb[4 * p + 1];
        int down = nb[4 * p + 2];
        int left = nb[4 * p + 3];
        ring[0] = up;
        ring[1] = up >= 0 ? nb[4 * up + 1] : (right >= 0 ? nb[4 * right] : -1);
        ring[2] = right;
        ring[3] = right >= 0 ? nb[4 * right + 2] : (down >= 0 ? nb[4 * down + 1] : -1);
        ring[4] = down;
        ring[5] = down >= 0 ? nb[4 * down + 3] : (left >= 0 ? nb[4 * left + 2] : -1);
        ring[6] = left;
        ring[7] = left >= 0 ? nb[4 * left] : (up >= 0 ? nb[4 * up + 3] : -1);
        int groups = 0;
        for (int k = 0; k < 8; k += 2) {
            if (!inArea(ring[k], live)) {
                continue;
            }
            if (!(inArea(ring[(k + 6) % 8], live) && inArea(ring[(k + 7) % 8], live))) {
                groups++;
            }
        }
        return groups > 1;
    }

    private boolean viableWhole(int live, int left) {
        int forced = 0;
        for (int i = 0; i < size; i++) {
            int f = fields[i];
            if (used[f]) {
                continue;
            }
            int w = ways(f, live);
            int need = f == target ? 1 : 2;
            if (w < need) {
                return false;
            }
            if (f != target && w == 2 && isNeighbour(f, live) && !(target < 0 && nextToExit(f))) {
                if (++forced > 1) {
                    return false;
                }
            }
        }
        return reachesAll(live, left);
    }

    private boolean reachesAll(int live, int left) {
        seenStamp++;
        int head = 0;
        int tail = 0;
        queue[tail++] = live;
        seen[live] = seenStamp;
        int reached = 0;
        while (head < tail) {
            int f = queue[head++];
            for (int d = 0; d < 4; d++) {
                int g = nb[4 * f + d];
                if (member(g) && !used[g] && seen[g] != seenStamp) {
                    seen[g] = seenStamp;
                    queue[tail++] = g;
                    reached++;
                }
            }
        }
        return reached == left;
    }

    private boolean isNeighbour(int f, int g) {
        for (int d = 0; d < 4; d++) {
            if (nb[4 * f + d] == g) {
                return true;
            }
        }
        return false;
    }
}
