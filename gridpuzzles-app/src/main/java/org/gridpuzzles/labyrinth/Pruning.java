package org.gridpuzzles.labyrinth;

/**
 * Cheap necessary conditions for completing the line after a step, in the puzzle's words. Each returns null when it
 * finds nothing wrong, else the reason the position cannot be completed. They are necessary, not sufficient.
 */
final class Pruning {

    private final LinePosition pos;
    private final int[] queue;
    private final int[] mark;
    private int stamp;
    private final int[] disc;
    private final int[] low;
    private final int[] parent;
    private final int[] iter;
    private final int[] size;
    private final int[] blacks;
    private final boolean[] hasEnd;

    public Pruning(LinePosition pos) {
        this.pos = pos;
        int n = pos.taken.length;
        queue = new int[n];
        mark = new int[n];
        disc = new int[n];
        low = new int[n];
        parent = new int[n];
        iter = new int[n];
        size = new int[n];
        blacks = new int[n];
        hasEnd = new boolean[n];
    }

    /** Free neighbours of {@code f}, plus one if the live end is a neighbour. */
    private int openDegree(int f, int live) {
        return pos.freeNeighbours[f] + (isNeighbour(f, live) ? 1 : 0);
    }

    /**
     * Pruning the position after its last step (from the previous live end to the current one). Only the fields
     * next to the two last fields are looked at for degrees, so this is exact only when every earlier position
     * passed too.
     */
    public String afterStep() {
        return afterStep(true);
    }

    /**
     * As {@link #afterStep()}; without {@code global} only the fields next to the last two fields are looked at
     * (no reachability or colour count over the whole free area), for very large grids.
     */
    public String afterStep(boolean global) {
        int live = pos.liveEnd();
        int end = pos.lab.end();
        int free = pos.freeCount();
        if (free == 0 || live == end) {
            return endVerdict(live, end, free);
        }
        // fields next to the previous live end lost a way out (the C-shape)
        int prev = pos.length >= 2 ? pos.line[pos.length - 2] : -1;
        if (prev >= 0) {
            String r = degrees(prev, live, end, free);
            if (r != null) {
                return r;
            }
        }
        String r = degrees(live, live, end, free);
        if (r != null) {
            return r;
        }
        if (!global || gated && prev >= 0 && !mayDisconnect(prev, live)) {
            return null;
        }
        return regionAndColours(live, end, free);
    }

    /** When set, the whole-area checks run only when the last step may have split the free area (enumeration). */
    boolean gated;

    /** When set, a failed check returns {@link #DEAD} instead of building its reason (enumeration's hot loop). */
    boolean quiet;

    /** The reason returned by every failed check in quiet mode. */
    static final String DEAD = "no completion";

    private static final int[] RING_DR = {-1, -1, 0, 1, 1, 1, 0, -1};
    private static final int[] RING_DC = {0, 1, 1, 1, 0, -1, -1, -1};
    private final boolean[] ring = new boolean[8];

    private boolean inRegion(int r, int c, int live) {
        if (r < 0 || c < 0 || r >= pos.grid.rows() || c >= pos.grid.cols()) {
            return false;
        }
        int f = r * pos.grid.cols() + c;
        return !pos.taken[f] || f == live;
    }

    /**
     * Whether taking {@code p} out of the area (it stops being the live end) can disconnect it: its area neighbours
     * are in more than one group when only the fields around {@code p} are used to join them.
     */
    private boolean mayDisconnect(int p, int live) {
        int r = p / pos.grid.cols();
        int c = p % pos.grid.cols();
        boolean[] in = ring;
        for (int k = 0; k < 8; k++) {
            in[k] = inRegion(r + RING_DR[k], c + RING_DC[k], live);
        }
        // count runs of area fields around the ring that contain an orthogonal neighbour
        int groups = 0;
        for (int k = 0; k < 8; k += 2) {
            if (!in[k]) {
                continue;
            }
            // a group starts at orthogonal k unless it is joined to the previous orthogonal through the corner
            int prevOrth = (k + 6) % 8;
            int corner = (k + 7) % 8;
            if (!(in[prevOrth] && in[corner])) {
                groups++;
            }
        }
        if (groups == 0) {
            // all four orthogonal neighbours in the area, joined through all corners
            return false;
        }
        return groups > 1;
    }

    /** A complete line, or one that reached the end field: null when it is a walkthrough, else why not. */
    private String endVerdict(int live, int end, int free) {
        if (free > 0) {
            return quiet ? DEAD : "the line reaches the end field with " + free + " fields left";
        }
        return live == end ? null
                : (quiet ? DEAD : "the line ends at " + pos.grid.field(live) + ", not at the end field");
    }

    /** The full check of a position, not only around the last step. */
    public String full() {
        int live = pos.liveEnd();
        int end = pos.lab.end();
        int free = pos.freeCount();
        if (free == 0 || live == end) {
            return endVerdict(live, end, free);
        }
        int n = pos.taken.length;
        for (int f = 0; f < n; f++) {
            if (!pos.taken[f]) {
                int deg = openDegree(f, live);
                if (deg < (f == end ? 1 : 2)) {
                    return quiet ? DEAD : "C-shape at field " + pos.grid.field(f);
                }
            }
        }
        String r = degrees(live, live, end, free);
        return r != null ? r : regionAndColours(live, end, free);
    }

    private String degrees(int around, int live, int end, int free) {
        int forced = -1;
        for (int d = 0; d < 4; d++) {
            int f = pos.nb[4 * around + d];
            if (f < 0 || pos.taken[f]) {
                continue;
            }
            int deg = openDegree(f, live);
            if (f == end) {
                if (deg < 1 || (deg == 1 && free > 1 && isNeighbour(f, live))) {
                    return quiet ? DEAD
                            : "the end field " + pos.grid.field(f) + " would have to be next with fields left";
                }
                continue;
            }
            if (deg < 2) {
                return quiet ? DEAD : "C-shape at field " + pos.grid.field(f);
            }
            if (deg == 2 && around == live && isNeighbour(f, live)) {
                // a field with two ways left, one of them the live end, must be the next step
                if (forced >= 0) {
                    return quiet ? DEAD : "C-shape at fields " + pos.grid.field(forced) + " and " + pos.grid.field(f)
                            + ": both must be the next step";
                }
                forced = f;
            }
        }
        return null;
    }

    private boolean isNeighbour(int f, int g) {
        int cols = pos.grid.cols();
        int diff = f - g;
        return diff == cols || diff == -cols || (diff == 1 || diff == -1) && f / cols == g / cols;
    }

    /**
     * Every free field reachable from the live end; the black/white counts of the whole free area, and of every
     * pocket that hangs on a single field (a cut field): such a pocket without the end field can be entered but never
     * left (area cut off); with the end field the line must enter it last through the cut field and pass it from
     * there to the end, which its colours must allow (the pair/impair areas of
     * the article "The one-way labyrinth algorithm").
     */
    private String regionAndColours(int live, int end, int free) {
        int total = free + 1;
        int totalBlack = pos.freeBlack + (pos.lab.isBlack(live) ? 1 : 0);
        if (!passable(total, totalBlack, live, end)) {
            return quiet ? DEAD : "enclosed area of " + free + " fields cannot be passed with its black/white counts ("
                    + pos.freeBlack + " black, " + pos.freeWhite + " white)";
        }
        stamp++;
        int t = 0;
        int sp = 0;
        queue[sp++] = live;
        mark[live] = stamp;
        disc[live] = low[live] = t++;
        parent[live] = -1;
        iter[live] = 0;
        size[live] = 1;
        blacks[live] = pos.lab.isBlack(live) ? 1 : 0;
        hasEnd[live] = live == end;
        int rootChildren = 0;
        int visited = 1;
        while (sp > 0) {
            int v = queue[sp - 1];
            if (iter[v] < 4) {
                int g = pos.nb[4 * v + iter[v]++];
                if (g < 0 || pos.taken[g] && g != live) {
                    continue;
                }
                if (mark[g] != stamp) {
                    mark[g] = stamp;
                    parent[g] = v;
                    disc[g] = low[g] = t++;
                    iter[g] = 0;
                    size[g] = 1;
                    blacks[g] = pos.lab.isBlack(g) ? 1 : 0;
                    hasEnd[g] = g == end;
                    queue[sp++] = g;
                    visited++;
                } else if (g != parent[v]) {
                    low[v] = Math.min(low[v], disc[g]);
                }
                continue;
            }
            sp--;
            int p = parent[v];
            if (p < 0) {
                continue;
            }
            low[p] = Math.min(low[p], low[v]);
            size[p] += size[v];
            blacks[p] += blacks[v];
            hasEnd[p] |= hasEnd[v];
            if (p == live) {
                rootChildren++;
            } else if (low[v] >= disc[p]) {
                // the fields below v hang on the single field p
                if (!hasEnd[v]) {
                    return quiet ? DEAD : "area cut off: " + size[v] + " fields behind field " + pos.grid.field(p)
                            + " can be entered but not left";
                }
                int inB = blacks[v] + (pos.lab.isBlack(p) ? 1 : 0);
                if (!passable(size[v] + 1, inB, p, end)) {
                    return quiet ? DEAD : "enclosed area of " + size[v] + " fields behind field " + pos.grid.field(p)
                            + " cannot be passed with its black/white counts (" + blacks[v] + " black, "
                            + (size[v] - blacks[v]) + " white)";
                }
                if (!passable(total - size[v], totalBlack - blacks[v], live, p)) {
                    return quiet ? DEAD : "the area before field " + pos.grid.field(p) + " (" + (total - size[v] - 1)
                            + " fields) cannot be passed with its black/white counts";
                }
            }
        }
        if (visited < total) {
            return quiet ? DEAD : "area cut off: " + (total - visited) + " fields cannot be reached";
        }
        if (rootChildren > 1) {
            return quiet ? DEAD : "area cut off: the free fields fall apart at the live end " + pos.grid.field(live);
        }
        return null;
    }

    /** Can a line from a to b pass exactly {@code m} fields of which {@code b} are black, alternating colours? */
    private boolean passable(int m, int black, int a, int b) {
        int white = m - black;
        boolean ab = pos.lab.isBlack(a);
        boolean bb = pos.lab.isBlack(b);
        if (m % 2 == 0) {
            return black == white && ab != bb;
        }
        return ab == bb && (ab ? black == white + 1 : white == black + 1);
    }
}
