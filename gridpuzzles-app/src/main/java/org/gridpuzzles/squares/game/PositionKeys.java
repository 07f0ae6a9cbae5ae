package org.gridpuzzles.squares.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzles.squares.board.BoardSymmetry;

/**
 * The keys the pruning search stores positions under: the least image of a position under the board's symmetries,
 * by its counters or by its future (see {@link #canonical}), and the symmetries as permutations of the fields to map
 * moves to and from the stored position. Apart from the search because the same keys serve df-pn, and because the
 * choice of key is a question of its own (measured in BENCHMARKS.md).
 */
final class PositionKeys {

    private final int fields;
    private final long full;
    private final long[] squares;
    /** For each symmetry, the byte images of a set of fields (see {@link BoardSymmetry#byteImages}). */
    final long[][][] lookup;
    /** For each symmetry, the byte images of a set of squares (bit i: square i), as {@code lookup} is for fields. */
    private final long[][][] squareLookup;
    /**
     * Whether positions are keyed by what decides their future (the free fields and, for each square that meets
     * them, whether x and whether o can still complete it) rather than by the counters themselves: it fits in 128
     * bits when the board has at most (128 - fields) / 2 squares.
     */
    private final boolean futureKeys;
    /** The symmetries as permutations of the fields, and their inverses (to store best moves canonically). */
    final int[][] perms;
    final int[][] inverses;
    /** The canonical key of the position last looked up. */
    final long[] key = new long[2];
    /** Scratch: the free fields' image under each symmetry. */
    private final long[] imageOfFree = new long[8];

    /** For the squares {@code sq} of a board of {@code fields} fields with the symmetries {@code syms}. */
    PositionKeys(int fields, List<int[]> sq, List<int[]> syms, boolean byFuture) {
        this.fields = fields;
        this.full = fields == 64 ? -1L : (1L << fields) - 1;
        squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        perms = syms.toArray(new int[0][]);
        inverses = new int[perms.length][fields];
        for (int s = 0; s < perms.length; s++) {
            for (int f = 0; f < fields; f++) {
                inverses[s][perms[s][f]] = f;
            }
        }
        lookup = BoardSymmetry.byteImages(syms, fields);
        futureKeys = byFuture && fields + 2 * squares.length <= 128;
        squareLookup = futureKeys ? squareImages(sq, syms) : null;
    }

    /** Whether the keys are the positions' futures rather than their counters. */
    boolean byFuture() {
        return futureKeys;
    }

    /**
     * The symmetries that pair up the fields (involutions without a fixed field), for the mirror strategy: a player
     * who answers every move by its image under one never completes a square first.
     */
    int[] mirrors() {
        List<Integer> pairings = new ArrayList<>();
        for (int s = 1; s < perms.length; s++) {
            boolean pairs = true;
            for (int f = 0; f < fields && pairs; f++) {
                pairs = perms[s][f] != f && perms[s][perms[s][f]] == f;
            }
            if (pairs) {
                pairings.add(s);
            }
        }
        return pairings.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Writes the canonical key of a position to {@link #key} and returns the symmetry that gives it. With
     * {@link #futureKeys}, the key is the least image under the symmetries of (free fields, squares meeting them that
     * x can still complete, the same for o): whether a move completes a square of its player depends only on these
     * (a square is completed by the last of its free fields when it has no counter of the opponent), so positions
     * reached by different counters with the same future share one entry. A square that meets the free fields in two
     * or more fields, one of which its player may never play, is left out: it can never be completed first.
     */
    int canonical(long x, long o) {
        if (!futureKeys) {
            return BoardSymmetry.canonical(lookup, x, o, key);
        }
        long free = full & ~(x | o);
        long lx = 0;
        long lo = 0;
        long poisonX = 0;
        long poisonO = 0;
        for (int i = 0; i < squares.length; i++) {
            long q = squares[i];
            long f = q & free;
            if (f == 0) {
                continue;
            }
            boolean single = (f & (f - 1)) == 0;
            if ((q & o) == 0) {
                lx |= 1L << i;
                if (single) {
                    poisonX |= f;
                }
            }
            if ((q & x) == 0) {
                lo |= 1L << i;
                if (single) {
                    poisonO |= f;
                }
            }
        }
        for (long m = lx | lo; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            long f = squares[i] & free;
            if ((f & (f - 1)) != 0) {
                if ((f & poisonX) != 0) {
                    lx &= ~(1L << i);
                }
                if ((f & poisonO) != 0) {
                    lo &= ~(1L << i);
                }
            }
        }
        // least image of the free fields first (four lookups each); the squares only among the symmetries that tie
        long leastFree = free;
        int ties = 1;
        imageOfFree[0] = free;
        for (int s = 1; s < lookup.length; s++) {
            long f = BoardSymmetry.image(lookup[s], free);
            imageOfFree[s] = f;
            int c = Long.compareUnsigned(f, leastFree);
            if (c < 0) {
                leastFree = f;
                ties = 1;
            } else if (c == 0) {
                ties++;
            }
        }
        long best0 = 0;
        long best1 = 0;
        int sym = -1;
        int nsq = squares.length;
        for (int s = 0; s < lookup.length; s++) {
            if (imageOfFree[s] != leastFree) {
                continue;
            }
            long f = leastFree;
            long a = s == 0 ? lx : BoardSymmetry.image(squareLookup[s], lx);
            long b = s == 0 ? lo : BoardSymmetry.image(squareLookup[s], lo);
            long w0 = f;
            long w1 = 0;
            w0 |= a << fields;
            if (fields + nsq > 64) {
                w1 |= a >>> (64 - fields);
            }
            int pos = fields + nsq;
            if (pos < 64) {
                w0 |= b << pos;
                if (pos + nsq > 64) {
                    w1 |= b >>> (64 - pos);
                }
            } else {
                w1 |= b << (pos - 64);
            }
            if (sym < 0 || Long.compareUnsigned(w0, best0) < 0
                    || (w0 == best0 && Long.compareUnsigned(w1, best1) < 0)) {
                best0 = w0;
                best1 = w1;
                sym = s;
            }
            if (ties == 1) {
                break;
            }
        }
        key[0] = best0;
        key[1] = best1;
        return sym;
    }

    /** For each symmetry, byte images of square sets: where each square goes. */
    private static long[][][] squareImages(List<int[]> sq, List<int[]> syms) {
        Map<Long, Integer> index = new HashMap<>();
        long[] masks = new long[sq.size()];
        for (int i = 0; i < masks.length; i++) {
            for (int f : sq.get(i)) {
                masks[i] |= 1L << f;
            }
            index.put(masks[i], i);
        }
        List<int[]> perms = new ArrayList<>();
        for (int[] perm : syms) {
            int[] p = new int[masks.length];
            for (int i = 0; i < masks.length; i++) {
                long img = 0;
                for (long m = masks[i]; m != 0; m &= m - 1) {
                    img |= 1L << perm[Long.numberOfTrailingZeros(m)];
                }
                p[i] = index.get(img);
            }
            perms.add(p);
        }
        return BoardSymmetry.byteImages(perms, masks.length);
    }
}
