package org.gridpuzzles.squares.largest;

import java.util.List;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import org.gridpuzzles.squares.board.BoardSymmetry;

/**
 * Checks a split into cases by the central fields without trusting how the cases were chosen: every colouring of the
 * central block must be carried onto a listed case by some symmetry of the board (with the colour swap when it is
 * allowed), so that refuting the listed cases refutes every board. The block is found here anew, as the fields whose
 * doubled distance from the board's centre line is below the block's side in both directions.
 */
final class CaseCoverChecker {

    private CaseCoverChecker() {
    }

    /** Null when the cases cover every colouring of the block; otherwise what is missing. */
    static String check(int rows, int cols, int side, boolean swap, long[] cases) {
        int[] block = new int[side * side];
        int n = 0;
        for (int f = 0; f < rows * cols; f++) {
            int r = f / cols;
            int c = f % cols;
            if (Math.abs(2 * r - (rows - 1)) < side && Math.abs(2 * c - (cols - 1)) < side) {
                if (n == block.length) {
                    return "the central block holds more than " + block.length + " fields";
                }
                block[n++] = f;
            }
        }
        if (n != block.length) {
            return "the central block holds " + n + " fields, not " + block.length;
        }
        LongOpenHashSet listed = new LongOpenHashSet(cases);
        List<int[]> syms = BoardSymmetry.of(rows, cols);
        long all = (1L << n) - 1;
        for (long q = 0; q <= all; q++) {
            if (!covered(q, block, syms, swap, all, listed)) {
                return "no case stands for the colouring " + Long.toBinaryString(q) + " of the central fields";
            }
        }
        return null;
    }

    private static boolean covered(long q, int[] block, List<int[]> syms, boolean swap, long all,
            LongOpenHashSet listed) {
        images:
        for (int[] perm : syms) {
            long img = 0;
            for (int k = 0; k < block.length; k++) {
                int to = java.util.Arrays.binarySearch(block, perm[block[k]]);
                if (to < 0) {
                    // this symmetry does not keep the block: its images prove nothing
                    continue images;
                }
                img |= ((q >>> k) & 1) << to;
            }
            if (listed.contains(img) || (swap && listed.contains(img ^ all))) {
                return true;
            }
        }
        return false;
    }
}
