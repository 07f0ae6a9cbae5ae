package org.gridpuzzles.squares.proof;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * The certificate checker's own board, built without the solver's code: its squares (every pair of fields as one
 * side, the other two corners by turning that side a right angle), its rotations and reflections, the key a position
 * is listed under, and boards as text. Apart from the checker so that the rules it checks against are in one place,
 * shared by the replay of the strategies and the search of the endgames.
 */
final class CertificateBoard {

    final int rows;
    final int cols;
    /** Whether positions are listed once per class under rotations and reflections. */
    private final boolean symmetric;
    /** The rotations and reflections as maps of fields ({@code maps[s][f]} is where f goes), the identity first. */
    int[][] maps;
    /** For each field, the other three corners of every square through it, as bit masks. */
    private long[][] cornersThrough;
    /** The four corners of every square, as bit masks. */
    private long[] squareCorners;

    CertificateBoard(int rows, int cols, boolean axisParallel, boolean symmetric) {
        this.rows = rows;
        this.cols = cols;
        this.symmetric = symmetric;
        buildSquares(axisParallel);
        buildSymmetries();
        buildImages();
    }

    /** Every field set: the full board. */
    long all() {
        return rows * cols == 64 ? -1L : (1L << rows * cols) - 1;
    }

    private void buildSquares(boolean axisParallel) {
        Set<String> seen = new HashSet<>();
        LongArrayList corners = new LongArrayList();
        List<LongArrayList> per = new ArrayList<>();
        for (int f = 0; f < rows * cols; f++) {
            per.add(new LongArrayList());
        }
        for (int a = 0; a < rows * cols; a++) {
            for (int b = 0; b < rows * cols; b++) {
                if (a == b) {
                    continue;
                }
                int dr = b / cols - a / cols;
                int dc = b % cols - a % cols;
                if (axisParallel && dr != 0 && dc != 0) {
                    continue;
                }
                // turn the side a->b by a right angle: the corners b + t and a + t
                int tr = -dc;
                int tc = dr;
                int r3 = b / cols + tr;
                int c3 = b % cols + tc;
                int r4 = a / cols + tr;
                int c4 = a % cols + tc;
                if (r3 < 0 || r3 >= rows || c3 < 0 || c3 >= cols || r4 < 0 || r4 >= rows || c4 < 0 || c4 >= cols) {
                    continue;
                }
                int[] q = {a, b, r3 * cols + c3, r4 * cols + c4};
                int[] sorted = q.clone();
                Arrays.sort(sorted);
                if (seen.add(Arrays.toString(sorted))) {
                    long square = (1L << a) | (1L << b) | (1L << q[2]) | (1L << q[3]);
                    corners.add(square);
                    for (int k = 0; k < 4; k++) {
                        per.get(q[k]).add(square & ~(1L << q[k]));
                    }
                }
            }
        }
        squareCorners = corners.toLongArray();
        cornersThrough = new long[rows * cols][];
        for (int f = 0; f < rows * cols; f++) {
            cornersThrough[f] = per.get(f).toLongArray();
        }
    }

    /**
     * The rotations and reflections of the board as maps of fields ({@code maps[s][f]} is where f goes): the identity
     * first; eight on a square board, four on other rectangles. Each keeps distances, so it maps squares to squares.
     */
    private void buildSymmetries() {
        List<int[]> out = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            boolean swap = (t & 4) != 0;
            if (swap && rows != cols) {
                continue;
            }
            int[] m = new int[rows * cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int nr = swap ? c : r;
                    int nc = swap ? r : c;
                    if ((t & 1) != 0) {
                        nr = rows - 1 - nr;
                    }
                    if ((t & 2) != 0) {
                        nc = cols - 1 - nc;
                    }
                    m[r * cols + c] = nr * cols + nc;
                }
            }
            out.add(m);
        }
        maps = out.toArray(new int[0][]);
    }

    /**
     * The image tables of the maps: {@code images[s][8 * 256 * ... ]}, the image under map s of the fields of one
     * byte of a set (byte k, value v at {@code k * 256 + v}), so that a set's image is a few lookups.
     */
    private long[][] images;
    /** For each map, its inverse: {@code inverses[s][g]} is the field that map s takes to g. */
    int[][] inverses;
    /** The key found by the last {@link #classOf}. */
    long keyX;
    long keyO;

    private void buildImages() {
        int bytes = (rows * cols + 7) / 8;
        images = new long[maps.length][bytes * 256];
        inverses = new int[maps.length][rows * cols];
        for (int s = 0; s < maps.length; s++) {
            for (int k = 0; k < bytes; k++) {
                for (int v = 0; v < 256; v++) {
                    images[s][k * 256 + v] = image((long) v << 8 * k, maps[s]);
                }
            }
            for (int f = 0; f < rows * cols; f++) {
                inverses[s][maps[s][f]] = f;
            }
        }
    }

    /** The image of a set of fields (bit f: field f) under a map of the fields, field by field. */
    private long image(long fields, int[] map) {
        long img = 0;
        for (long m = fields; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            if (f >= rows * cols) {
                break;
            }
            img |= 1L << map[f];
        }
        return img;
    }

    /** The image of a set of fields under map s, by bytes. */
    private long image(long fields, int s) {
        long[] t = images[s];
        long img = 0;
        for (int k = 0; fields != 0; k += 256, fields >>>= 8) {
            img |= t[k + (int) (fields & 0xff)];
        }
        return img;
    }

    /**
     * Sets {@link #keyX} and {@link #keyO} to the key under which a position counts as replayed and its move is kept:
     * the position itself, or with symmetry the least of its images; returns the map that gives the key.
     */
    int classOf(long x, long o) {
        long bx = x;
        long bo = o;
        int best = 0;
        if (symmetric) {
            for (int s = 1; s < maps.length; s++) {
                long ix = image(x, s);
                if (ix < bx || (ix == bx && image(o, s) < bo)) {
                    bx = ix;
                    bo = image(o, s);
                    best = s;
                }
            }
        }
        keyX = bx;
        keyO = bo;
        return best;
    }

    char[] board(long x, long o) {
        char[] b = new char[rows * cols];
        for (int f = 0; f < b.length; f++) {
            b[f] = (x >>> f & 1) != 0 ? 'x' : (o >>> f & 1) != 0 ? 'o' : '.';
        }
        return b;
    }

    /** The position (x and o as masks) as text. */
    String text(long x, long o) {
        return text(board(x, o));
    }

    String text(char[] b) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('/');
            }
            sb.append(b, r * cols, cols);
        }
        return sb.toString();
    }

    /** The fields that complete a square of {@code mine} (whether free or not). */
    long completingFields(long mine) {
        long t = 0;
        for (long q : squareCorners) {
            long rest = q & ~mine;
            if (Long.bitCount(rest) == 1) {
                t |= rest;
            }
        }
        return t;
    }

    /** The fields that complete a square of {@code mine} through its field {@code f}. */
    long completedBy(long mine, int f) {
        long t = 0;
        for (long q : cornersThrough[f]) {
            long rest = q & ~mine;
            // one corner missing: that field (none missing cannot happen, as the game would be over)
            t |= (rest & rest - 1) == 0 ? rest : 0;
        }
        return t;
    }

    /** Whether field f completes a square of the fields {@code mine}. */
    boolean completes(long mine, int f) {
        for (long q : cornersThrough[f]) {
            if ((mine & q) == q) {
                return true;
            }
        }
        return false;
    }
}
