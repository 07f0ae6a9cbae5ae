package org.gridpuzzles.maze;

/**
 * The rings of a polar grid: how many fields each ring has (split as Mazes for Programmers splits them), and the
 * neighbours of a field among them; {@link CellGrid} documents the slots.
 */
final class PolarRings {

    private PolarRings() {
    }

    /** The first field of each of {@code rings} rings, and one past the last field. */
    static int[] starts(int rings) {
        int[] start = new int[rings + 1];
        long size = 1;
        long total = 1;
        start[1] = 1;
        for (int r = 1; r < rings; r++) {
            // a ring's fields are about as wide as they are deep: split each field of the ring inside when wider
            long ratio = Math.round(2 * Math.PI * r / size);
            size *= Math.max(1, ratio);
            total += size;
            CellGrid.requireCells(total, rings + " rings");
            start[r + 1] = (int) total;
        }
        return start;
    }

    /** The neighbour of a polar field in a slot, or -1. */
    static int neighbour(CellGrid g, int cell, int slot) {
        int r = g.ring(cell);
        int n = g.ringStart(r + 1) - g.ringStart(r);
        int k = cell - g.ringStart(r);
        if (r == 0) {
            return g.rows() > 1 && slot < g.ringSize(1) ? g.ringStart(1) + slot : -1;
        }
        switch (slot) {
            case 0, 1 -> {
                if (r == g.rows() - 1) {
                    return -1;
                }
                int ratio = g.ringSize(r + 1) / n;
                return slot < ratio ? g.ringStart(r + 1) + k * ratio + slot : -1;
            }
            case 2 -> {
                return g.ringStart(r) + (k + 1 == n ? 0 : k + 1);
            }
            case 3 -> {
                return g.ringStart(r - 1) + k / (n / g.ringSize(r - 1));
            }
            case 4 -> {
                return g.ringStart(r) + (k == 0 ? n - 1 : k - 1);
            }
            default -> {
                return -1;
            }
        }
    }

    /** The slot of {@code neighbour(cell, slot)} that leads back to {@code cell}. */
    static int opposite(CellGrid g, int cell, int slot) {
        int r = g.ring(cell);
        if (r == 0) {
            return 3;
        }
        return switch (slot) {
            case 0, 1 -> 3;
            case 2 -> 4;
            case 4 -> 2;
            default -> r == 1 ? cell - g.ringStart(1) : (cell - g.ringStart(r)) % (g.ringSize(r) / g.ringSize(r - 1));
        };
    }
}
