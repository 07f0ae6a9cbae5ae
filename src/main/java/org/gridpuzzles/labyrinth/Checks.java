package org.gridpuzzles.labyrinth;

/**
 * Cheap necessary conditions for completing the line after a step, in the puzzle's words. Each returns null when it
 * finds nothing wrong, else the reason the position cannot be completed. They are necessary, not sufficient.
 */
public final class Checks {

    private final Position pos;
    private final int[] queue;
    private final int[] mark;
    private int stamp;

    public Checks(Position pos) {
        this.pos = pos;
        int n = pos.taken.length;
        queue = new int[n];
        mark = new int[n];
    }

    /** Free neighbours of {@code f}, plus one if the live end is a neighbour. */
    private int openDegree(int f, int live) {
        int k = 0;
        for (int d = 0; d < 4; d++) {
            int g = pos.nb[4 * f + d];
            if (g >= 0 && (!pos.taken[g] || g == live)) {
                k++;
            }
        }
        return k;
    }

    /**
     * Checks the position after its last step (from the previous live end to the current one). Only the fields
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
        if (free == 0) {
            return live == end ? null : "the line ends at " + pos.grid.field(live) + ", not at the end field";
        }
        if (live == end) {
            return "the line reaches the end field with " + free + " fields left";
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
        return global ? regionAndColours(live, end, free) : null;
    }

    /** The full check of a position, not only around the last step. */
    public String full() {
        int live = pos.liveEnd();
        int end = pos.lab.end();
        int free = pos.freeCount();
        if (free == 0) {
            return live == end ? null : "the line ends at " + pos.grid.field(live) + ", not at the end field";
        }
        if (live == end) {
            return "the line reaches the end field with " + free + " fields left";
        }
        int n = pos.taken.length;
        for (int f = 0; f < n; f++) {
            if (!pos.taken[f]) {
                int deg = openDegree(f, live);
                if (deg < (f == end ? 1 : 2)) {
                    return "C-shape at field " + pos.grid.field(f);
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
                    return "the end field " + pos.grid.field(f) + " would have to be next with fields left";
                }
                continue;
            }
            if (deg < 2) {
                return "C-shape at field " + pos.grid.field(f);
            }
            if (deg == 2 && around == live && isNeighbour(f, live)) {
                // a field with two ways left, one of them the live end, must be the next step
                if (forced >= 0) {
                    return "C-shape at fields " + pos.grid.field(forced) + " and " + pos.grid.field(f)
                            + ": both must be the next step";
                }
                forced = f;
            }
        }
        return null;
    }

    private boolean isNeighbour(int f, int g) {
        for (int d = 0; d < 4; d++) {
            if (pos.nb[4 * f + d] == g) {
                return true;
            }
        }
        return false;
    }

    /** Every free field reachable from the live end; black/white counts that a line from the live end can pass. */
    private String regionAndColours(int live, int end, int free) {
        stamp++;
        int head = 0;
        int tail = 0;
        queue[tail++] = live;
        mark[live] = stamp;
        int reached = 0;
        while (head < tail) {
            int f = queue[head++];
            for (int d = 0; d < 4; d++) {
                int g = pos.nb[4 * f + d];
                if (g >= 0 && !pos.taken[g] && mark[g] != stamp) {
                    mark[g] = stamp;
                    queue[tail++] = g;
                    reached++;
                }
            }
        }
        if (reached < free) {
            return "area cut off: " + (free - reached) + " fields cannot be reached";
        }
        // the rest of the line runs from the live end through every free field to the end, alternating colours
        int blacks = pos.freeBlack + (pos.lab.isBlack(live) ? 1 : 0);
        int whites = pos.freeWhite + (pos.lab.isBlack(live) ? 0 : 1);
        boolean sb = pos.lab.isBlack(live);
        boolean eb = pos.lab.isBlack(end);
        boolean ok;
        if ((blacks + whites) % 2 == 0) {
            ok = blacks == whites && sb != eb;
        } else {
            ok = sb == eb && (sb ? blacks == whites + 1 : whites == blacks + 1);
        }
        if (!ok) {
            return "enclosed area of " + free + " fields cannot be passed with its black/white counts ("
                    + pos.freeBlack + " black, " + pos.freeWhite + " white)";
        }
        return null;
    }
}
