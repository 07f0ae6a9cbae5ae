package org.gridpuzzles.squares;

import java.util.ArrayList;
import java.util.List;

/**
 * The rotations and reflections of a board as permutations of its fields ({@code perm[i]} is where field i goes):
 * eight for a square board, four (identity, half turn, two mirrors) for a rectangle. All of them map squares to
 * squares, tilted or not.
 */
final class BoardSymmetry {

    private BoardSymmetry() {
    }

    static List<int[]> of(int rows, int cols) {
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
    static List<int[]> colourPermutations(Rules rules, boolean swap) {
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
