package org.gridpuzzles.maze;

/**
 * The rings of a grid for the winders: ring 0 the fields that touch the outside, ring d + 1 the fields next to ring d
 * not yet in a ring (the distance from the outside, in passages). On a polar grid they are its own rings, counted from
 * the outermost; on an unmasked rect grid the inwinder article's rings (oblongs), each listed clockwise from its
 * upper-left corner (a strand from its first field), worked out from the row and column without tables. A torus has no
 * outside and no rings.
 */
final class CellRings {

    private final int[] depth;
    /** Cells by ring, and where each ring starts in that list. */
    private final int[] byRing;
    private final int[] start;
    /** Unmasked rect grids: the oblongs, and the grid's size; null otherwise. */
    private final Ring[] oblongs;
    private final int rows;
    private final int cols;

    private CellRings(int[] depth, int[] byRing, int[] start) {
        this.depth = depth;
        this.byRing = byRing;
        this.start = start;
        this.oblongs = null;
        this.rows = 0;
        this.cols = 0;
    }

    private CellRings(int rows, int cols) {
        this.depth = null;
        this.byRing = null;
        this.start = null;
        this.rows = rows;
        this.cols = cols;
        this.oblongs = new Ring[(Math.min(rows, cols) + 1) / 2];
        for (int k = 0; k < oblongs.length; k++) {
            oblongs[k] = new Ring(rows, cols, k);
        }
    }

    static CellRings of(CellGrid grid) {
        if (grid.shape() == GridShape.RECT && !grid.masked()) {
            return new CellRings(grid.rows(), grid.cols());
        }
        int n = grid.cells();
        if (grid.shape() == GridShape.POLAR) {
            int rings = grid.rings();
            int[] depth = new int[n];
            int[] start = new int[rings + 1];
            int[] byRing = new int[n];
            int at = 0;
            for (int d = 0; d < rings; d++) {
                int r = rings - 1 - d;
                start[d] = at;
                for (int c = grid.ringStart(r); c < grid.ringStart(r + 1); c++) {
                    depth[c] = d;
                    byRing[at++] = c;
                }
            }
            start[rings] = n;
            return new CellRings(depth, byRing, start);
        }
        int[] depth = new int[n];
        java.util.Arrays.fill(depth, -1);
        int[] queue = new int[n];
        int tail = 0;
        int[] near = new int[grid.slots()];
        for (int c = 0; c < n; c++) {
            grid.neighbours(c, near);
            boolean border = false;
            for (int s = 0; s < near.length && !border; s++) {
                border = near[s] < 0 && grid.isSide(c, s);
            }
            if (border) {
                depth[c] = 0;
                queue[tail++] = c;
            }
        }
        if (tail == 0) {
            throw new IllegalStateException("a grid without an outside has no rings");
        }
        int slots = grid.slots();
        int[] around = new int[slots];
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            grid.neighbours(c, around);
            for (int s = 0; s < slots; s++) {
                int o = grid.isUnder(s) ? -1 : around[s];
                if (o >= 0 && depth[o] < 0) {
                    depth[o] = depth[c] + 1;
                    queue[tail++] = o;
                }
            }
        }
        // breadth first: the queue is already in ring order, each ring in number order
        int rings = depth[queue[tail - 1]] + 1;
        int[] start = new int[rings + 1];
        for (int i = 0, d = 0; i < tail; i++) {
            while (depth[queue[i]] >= d) {
                start[d++] = i;
            }
        }
        start[rings] = tail;
        return new CellRings(depth, queue, start);
    }

    int rings() {
        return oblongs != null ? oblongs.length : start.length - 1;
    }

    int depth(int cell) {
        if (oblongs != null) {
            int r = cell / cols;
            int c = cell - r * cols;
            return Math.min(Math.min(r, rows - 1 - r), Math.min(c, cols - 1 - c));
        }
        return depth[cell];
    }

    int size(int ring) {
        return oblongs != null ? oblongs[ring].length : start[ring + 1] - start[ring];
    }

    /** The k-th field of a ring: on an oblong the k-th clockwise from its upper-left corner. */
    int cell(int ring, int k) {
        return oblongs != null ? oblongs[ring].field(k) : byRing[start[ring] + k];
    }

    /** Is the ring a strand (one row or one column of an oblong), walked from one end rather than round? */
    boolean isStrand(int ring) {
        return oblongs != null && oblongs[ring].isStrand();
    }

    /** Does the ring list its fields in walking order, each a neighbour of the one before (the oblongs)? */
    boolean inOrder() {
        return oblongs != null;
    }
}
