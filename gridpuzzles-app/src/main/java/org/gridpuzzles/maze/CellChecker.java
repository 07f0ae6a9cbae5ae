package org.gridpuzzles.maze;

import org.gridpuzzles.core.Verdict;

/**
 * The independent check of a maze on any grid, from its list of passages alone (not from the generators' data): each
 * passage joins two fields that are neighbours in the grid's geometry, none is listed twice, a passage under a field
 * (weave) crosses a field whose only two passages run straight over it at right angles, and every field is reached.
 * Loops are the passages beyond fields - 1: none in a perfect maze. A connected maze is unicursal when no field has
 * more than two passages: then it is one path through every field (a Hamiltonian path of the grid; with one loop, a
 * cycle), as a labyrinth is.
 */
final class CellChecker {

    private CellChecker() {
    }

    /** Checks {@code pairs} (two fields a passage, flattened) on a grid. */
    static Verdict check(CellGrid grid, int[] pairs) {
        int n = grid.cells();
        int passages = pairs.length / 2;
        int slots = grid.slots();
        // each field's open slots, rebuilt from the list: also finds passages listed twice
        byte[] open = new byte[n];
        for (int i = 0; i < passages; i++) {
            int a = pairs[2 * i];
            int b = pairs[2 * i + 1];
            String where = "passage " + (i + 1) + " [" + a + ", " + b + "]";
            if (a < 0 || a >= n || b < 0 || b >= n) {
                return Verdict.invalid(where + " names a field outside 0.." + (n - 1));
            }
            int slot = -1;
            for (int s = 0; s < slots && slot < 0; s++) {
                if (grid.neighbour(a, s) == b) {
                    slot = s;
                }
            }
            if (slot < 0) {
                return Verdict.invalid(where + " joins fields " + grid.name(a) + " and " + grid.name(b)
                        + " that are not neighbours");
            }
            if ((open[a] & (1 << slot)) != 0) {
                return Verdict.invalid(where + " is listed twice");
            }
            open[a] |= (byte) (1 << slot);
            for (int s = 0; s < slots; s++) {
                if (grid.neighbour(b, s) == a) {
                    open[b] |= (byte) (1 << s);
                    break;
                }
            }
        }
        if (grid.shape() == GridShape.WEAVE) {
            for (int a = 0; a < n; a++) {
                for (int d = 0; d < 4; d++) {
                    if ((open[a] & (1 << (2 * d + 1))) == 0) {
                        continue;
                    }
                    int m = grid.neighbour(a, 2 * d);
                    int straight = (1 << (2 * ((d + 1) & 3))) | (1 << (2 * ((d + 3) & 3)));
                    if ((open[m] & 0xff) != straight) {
                        return Verdict.invalid("the passage under field " + grid.name(m) + " (from " + grid.name(a)
                                + ") needs a bridge there: only a straight passage over it, at right angles");
                    }
                }
            }
        }
        // its own flood fill over the rebuilt openings, sharing nothing with the generators' union-find
        int trees = 0;
        int away = -1;
        int[] part = new int[n];
        int[] queue = new int[n];
        for (int start = 0; start < n; start++) {
            if (part[start] != 0) {
                continue;
            }
            trees++;
            if (trees == 2) {
                away = start;
            }
            int tail = 0;
            queue[tail++] = start;
            part[start] = trees;
            for (int head = 0; head < tail; head++) {
                int c = queue[head];
                for (int s = 0; s < slots; s++) {
                    if ((open[c] & (1 << s)) != 0) {
                        int o = grid.neighbour(c, s);
                        if (part[o] == 0) {
                            part[o] = trees;
                            queue[tail++] = o;
                        }
                    }
                }
            }
        }
        if (trees > 1) {
            return Verdict.invalid("not connected: " + trees + " separate parts; field " + grid.name(away)
                    + " is not reached from " + grid.name(0)).with("fields", (long) n)
                    .with("passages", (long) passages);
        }
        // unicursal: one path through every field (or one cycle), so connected with no field of three passages
        int branch = -1;
        for (int c = 0; c < n && branch < 0; c++) {
            branch = Integer.bitCount(open[c] & 0xff) > 2 ? c : -1;
        }
        Verdict ok = Verdict.ok().with("fields", (long) n).with("passages", (long) passages)
                .with("loops", (long) passages - (n - 1)).with("unicursal", branch < 0);
        return branch < 0 ? ok : ok.with("branch", grid.name(branch));
    }

    /** The passages of a maze in memory as the list the checker reads, each once (smaller field first). */
    static int[] pairs(CellMaze maze) {
        CellGrid grid = maze.grid();
        long count = maze.passages();
        int[] pairs = new int[(int) (2 * count)];
        int k = 0;
        for (int c = 0; c < grid.cells(); c++) {
            for (int s = 0; s < grid.slots(); s++) {
                if (maze.isOpen(c, s)) {
                    int o = grid.neighbour(c, s);
                    if (o > c && k < pairs.length) {
                        pairs[k++] = c;
                        pairs[k++] = o;
                    }
                }
            }
        }
        return k == pairs.length ? pairs : java.util.Arrays.copyOf(pairs, k);
    }
}
