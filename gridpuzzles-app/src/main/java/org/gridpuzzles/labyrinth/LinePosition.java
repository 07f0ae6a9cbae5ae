package org.gridpuzzles.labyrinth;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/** A line being drawn: the fields taken so far, in order, with the live end last. Steps can be taken back. */
final class LinePosition {

    final Labyrinth lab;
    final Grid grid;
    final boolean[] taken;
    final int[] line;
    int length;
    /** Taken-field counts by colour, to check black/white balance incrementally. */
    int freeBlack;
    int freeWhite;
    /** Neighbour indices per field and direction (-1 off the grid), precomputed for the hot loops. */
    final int[] nb;
    /** Per field, how many of its neighbours are not taken, kept up to date by push and pop. */
    final int[] freeNeighbours;

    public LinePosition(Labyrinth lab) {
        this.lab = lab;
        this.grid = lab.grid();
        int n = grid.size();
        taken = new boolean[n];
        line = new int[n];
        nb = new int[4 * n];
        freeNeighbours = new int[n];
        for (int i = 0; i < n; i++) {
            for (Direction d : Direction.values()) {
                nb[4 * i + d.ordinal()] = grid.neighbour(i, d);
                if (nb[4 * i + d.ordinal()] >= 0) {
                    freeNeighbours[i]++;
                }
            }
            if (lab.isBlack(i)) {
                freeBlack++;
            } else {
                freeWhite++;
            }
        }
        push(lab.start());
    }

    public static LinePosition after(Labyrinth lab, String moves) {
        LinePosition p = new LinePosition(lab);
        int[] f = Walkthrough.fields(lab.grid(), lab.start(), moves);
        for (int i = 1; i < f.length; i++) {
            p.push(f[i]);
        }
        return p;
    }

    public Labyrinth labyrinth() {
        return lab;
    }

    public int liveEnd() {
        return line[length - 1];
    }

    public int length() {
        return length;
    }

    public boolean isTaken(int field) {
        return taken[field];
    }

    public boolean complete() {
        return length == taken.length;
    }

    public int freeCount() {
        return taken.length - length;
    }

    public int[] line() {
        return java.util.Arrays.copyOf(line, length);
    }

    public String moves() {
        return Walkthrough.moves(grid, line, length);
    }

    void push(int field) {
        taken[field] = true;
        line[length++] = field;
        for (int d = 0; d < 4; d++) {
            int g = nb[4 * field + d];
            if (g >= 0) {
                freeNeighbours[g]--;
            }
        }
        if (lab.isBlack(field)) {
            freeBlack--;
        } else {
            freeWhite--;
        }
    }

    void pop() {
        int field = line[--length];
        taken[field] = false;
        for (int d = 0; d < 4; d++) {
            int g = nb[4 * field + d];
            if (g >= 0) {
                freeNeighbours[g]++;
            }
        }
        if (lab.isBlack(field)) {
            freeBlack++;
        } else {
            freeWhite++;
        }
    }

    /** The free neighbour fields of the live end (candidates), in direction order U R D L. */
    public int[] candidates() {
        int p = liveEnd();
        int[] out = new int[4];
        int k = 0;
        for (int d = 0; d < 4; d++) {
            int q = nb[4 * p + d];
            if (q >= 0 && !taken[q]) {
                out[k++] = q;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }
}
