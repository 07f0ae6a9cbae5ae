package org.gridpuzzles.squares.board;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzles.squares.Rules;

/**
 * The rotations and reflections of a board as permutations of its fields ({@code perm[i]} is where field i goes):
 * eight for a square board, four (identity, half turn, two mirrors) for a rectangle. All of them map squares to
 * squares, tilted or not.
 */
public final class BoardSymmetry {

    private BoardSymmetry() {
    }

    public static List<int[]> of(int rows, int cols) {
        List<int[]> out = new ArrayList<>();
        int kinds = rows == cols ? 8 : 4;
        for (int kind = 0; kind < kinds; kind++) {
            int[] perm = new int[rows * cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int nr;
                    int nc;
                    switch (kind) {
                        case 0 -> { nr = r; nc = c; }
                        case 1 -> { nr = rows - 1 - r; nc = cols - 1 - c; }
                        case 2 -> { nr = rows - 1 - r; nc = c; }
                        case 3 -> { nr = r; nc = cols - 1 - c; }
                        case 4 -> { nr = c; nc = r; }
                        case 5 -> { nr = cols - 1 - c; nc = rows - 1 - r; }
                        case 6 -> { nr = c; nc = rows - 1 - r; }
                        default -> { nr = cols - 1 - c; nc = r; }
                    }
                    perm[r * cols + c] = nr * cols + nc;
                }
            }
            out.add(perm);
        }
        return out;
    }

    /** Permutations of the colours that keep every colour's quota (only the identity unless swapping is asked). */
    /**
     * For each symmetry, the image of every byte of a board's bit set: {@code images[s][chunk][byte]} is the bits that
     * the fields {@code 8 chunk .. 8 chunk + 7} set in {@code byte} go to, so a board's image is eight lookups.
     */
    public static long[][][] byteImages(List<int[]> symmetries, int fields) {
        int chunks = (fields + 7) / 8;
        long[][][] images = new long[symmetries.size()][chunks][256];
        for (int s = 0; s < symmetries.size(); s++) {
            int[] perm = symmetries.get(s);
            for (int ch = 0; ch < chunks; ch++) {
                for (int b = 0; b < 256; b++) {
                    long img = 0;
                    for (int bit = 0; bit < 8; bit++) {
                        int f = ch * 8 + bit;
                        if ((b >>> bit & 1) != 0 && f < fields) {
                            img |= 1L << perm[f];
                        }
                    }
                    images[s][ch][b] = img;
                }
            }
        }
        return images;
    }

    /** A board's bit set under one symmetry, from that symmetry's table of {@link #byteImages byte images}. */
    public static long image(long[][] byteImages, long bits) {
        long img = 0;
        for (int ch = 0; ch < byteImages.length; ch++) {
            img |= byteImages[ch][(int) (bits >>> (ch * 8)) & 0xff];
        }
        return img;
    }

    /**
     * The canonical form of a position under the symmetries of {@link #byteImages}: the least image of {@code x}
     * (unsigned), ties broken by the least image of {@code o}. Writes the two images to {@code key} (a caller's scratch
     * pair, so that no key is allocated per position) and returns the index of the symmetry that gives them.
     */
    public static int canonical(long[][][] byteImages, long x, long o, long[] key) {
        long cx = x;
        long co = o;
        int sym = 0;
        for (int s = 1; s < byteImages.length; s++) {
            long ix = image(byteImages[s], x);
            if (Long.compareUnsigned(ix, cx) > 0) {
                continue;
            }
            long io = image(byteImages[s], o);
            if (Long.compareUnsigned(ix, cx) < 0 || Long.compareUnsigned(io, co) < 0) {
                cx = ix;
                co = io;
                sym = s;
            }
        }
        key[0] = cx;
        key[1] = co;
        return sym;
    }

    public static List<int[]> colourPermutations(Rules rules, boolean swap) {
        List<int[]> out = new ArrayList<>();
        int k = rules.colours();
        permute(new int[k], new boolean[k], 0, rules, swap, out);
        return out;
    }

    private static void permute(int[] p, boolean[] taken, int i, Rules rules, boolean swap, List<int[]> out) {
        if (i == p.length) {
            out.add(p.clone());
            return;
        }
        for (int c = 0; c < p.length; c++) {
            if (!taken[c] && (swap ? rules.quota(c) == rules.quota(i) : c == i)) {
                taken[c] = true;
                p[i] = c;
                permute(p, taken, i + 1, rules, swap, out);
                taken[c] = false;
            }
        }
    }
}
