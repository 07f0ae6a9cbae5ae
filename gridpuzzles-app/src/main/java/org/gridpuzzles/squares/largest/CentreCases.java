package org.gridpuzzles.squares.largest;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardSymmetry;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * A board's drawn colourings split into cases by the colours of its central {@code side x side} fields, one case per
 * class of those colourings under the board's symmetries (and the swap of the two colours where the balance allows
 * it). Every symmetry of the board maps the central block to itself and a drawn board to a drawn board, so a drawn
 * board exists exactly when one exists whose centre is coloured as one of the cases: deciding the cases in turn (or in
 * parallel) decides the board. On 15 x 15 with a 3 x 3 centre that is 51 cases instead of one hard formula.
 */
public final class CentreCases {

    /** The largest central block: 2^16 colourings to sort into classes. */
    public static final int MAX_SIDE = 4;

    final int side;
    /** The board field of each block field, row by row through the block. */
    final int[] fields;
    /** One colouring per case, the least of its class: bit k set when block field k holds x. */
    final long[] patterns;
    final boolean swap;

    private CentreCases(int side, int[] fields, long[] patterns, boolean swap) {
        this.side = side;
        this.fields = fields;
        this.patterns = patterns;
        this.swap = swap;
    }

    /** The cases of a two-colour board; fails with a clear message when the block does not fit the board. */
    static CentreCases of(Rules rules, int side) {
        requireFits(rules, side);
        int[] fields = block(rules.rows(), rules.cols(), side);
        boolean swap = rules.quota(0) == rules.quota(1);
        int[][] maps = blockMaps(rules, fields);
        int bits = fields.length;
        long all = (1L << bits) - 1;
        LongArrayList reps = new LongArrayList();
        for (long p = 0; p <= all; p++) {
            if (isLeast(p, maps, swap, all)) {
                reps.add(p);
            }
        }
        return new CentreCases(side, fields, reps.toLongArray(), swap);
    }

    /** Whether a block of {@code side} is a centre of the board that its symmetries keep. */
    static void requireFits(Rules rules, int side) {
        if (side < 1 || side > MAX_SIDE) {
            throw new InvalidInputException("cases must be 1.." + MAX_SIDE + ", got " + side);
        }
        if (rules.colours() != 2) {
            throw new InvalidInputException("cases work with two colours, not " + rules.colours());
        }
        if (side > Math.min(rules.rows(), rules.cols()) || (rules.rows() - side) % 2 != 0
                || (rules.cols() - side) % 2 != 0) {
            throw new InvalidInputException("cases " + side + ": a central " + side + " x " + side + " block needs "
                    + "a board at least that large with the same parity, not " + rules.rows() + " x " + rules.cols());
        }
    }

    /** Whether {@code side} fits the board (see {@link #requireFits}). */
    static boolean fits(Rules rules, int side) {
        return side >= 1 && side <= Math.min(rules.rows(), rules.cols()) && (rules.rows() - side) % 2 == 0
                && (rules.cols() - side) % 2 == 0;
    }

    /** The literals of case {@code c}: block field k is x (positive) or o (negative). */
    int[] units(int c) {
        int[] u = new int[fields.length];
        for (int k = 0; k < fields.length; k++) {
            u[k] = ((patterns[c] >>> k) & 1) != 0 ? fields[k] + 1 : -(fields[k] + 1);
        }
        return u;
    }

    int size() {
        return patterns.length;
    }

    /** The colouring of case {@code c} as rows of x and o, e.g. {@code xox/o.../...}. */
    String describe(int c) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < fields.length; k++) {
            if (k > 0 && k % side == 0) {
                sb.append('/');
            }
            sb.append(((patterns[c] >>> k) & 1) != 0 ? 'x' : 'o');
        }
        return sb.toString();
    }

    static int[] block(int rows, int cols, int side) {
        int r0 = (rows - side) / 2;
        int c0 = (cols - side) / 2;
        int[] f = new int[side * side];
        for (int i = 0; i < side; i++) {
            for (int j = 0; j < side; j++) {
                f[i * side + j] = (r0 + i) * cols + c0 + j;
            }
        }
        return f;
    }

    /** For each symmetry of the board, where each block field goes, as a block index. */
    private static int[][] blockMaps(Rules rules, int[] fields) {
        List<int[]> syms = BoardSymmetry.of(rules.rows(), rules.cols());
        int[] indexOf = new int[rules.fields()];
        java.util.Arrays.fill(indexOf, -1);
        for (int k = 0; k < fields.length; k++) {
            indexOf[fields[k]] = k;
        }
        int[][] maps = new int[syms.size()][fields.length];
        for (int s = 0; s < syms.size(); s++) {
            for (int k = 0; k < fields.length; k++) {
                int to = indexOf[syms.get(s)[fields[k]]];
                if (to < 0) {
                    throw new IllegalStateException("a symmetry moves the central block off itself");
                }
                maps[s][k] = to;
            }
        }
        return maps;
    }

    private static boolean isLeast(long p, int[][] maps, boolean swap, long all) {
        for (int[] map : maps) {
            long img = 0;
            for (int k = 0; k < map.length; k++) {
                img |= ((p >>> k) & 1) << map[k];
            }
            if (img < p || (swap && (img ^ all) < p)) {
                return false;
            }
        }
        return true;
    }
}
