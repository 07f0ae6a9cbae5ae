package org.gridpuzzles.squares.draw;

import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * One board search, prepared: the square masks, the quotas, and optionally a symmetry (g, sigma) that the boards
 * must be fixed by, i.e. colour(g(i)) = sigma(colour(i)). Fields are filled in index order; on a cycle of g only the
 * lowest field (its representative) is chosen, the others follow from it.
 */
final class DrawProblem {

    final Rules rules;
    final int fields;
    final int colours;
    final long[][] completing;
    final int[] quota;
    /**
     * For field i, the squares through i whose highest corner is another field: the mask of the two corners that
     * are neither i nor the highest, and the highest corner's bit. Once i and those two have one colour, that
     * colour is forbidden on the highest corner.
     */
    long[][] pairs;
    long[][] tops;
    /** Representative of each field's cycle under g (itself when the field is free). */
    final int[] rep;
    /** colourOf[i][c]: the colour field i must have when its representative has colour c. */
    final int[][] colourOf;
    /** allowed[r][c]: a representative r may take colour c (the cycle closes up under sigma). */
    final boolean[][] allowed;

    DrawProblem(Rules rules, int[] g, int[] sigma) {
        rules.requireBitBoard("this search");
        this.rules = rules;
        this.fields = rules.fields();
        this.colours = rules.colours();
        this.completing = SquareGeometry.completingMasks(rules.rows(), rules.cols(), rules.axisParallel());
        buildPairs();
        this.quota = new int[colours];
        for (int c = 0; c < colours; c++) {
            quota[c] = rules.quota(c);
        }
        rep = new int[fields];
        colourOf = new int[fields][colours];
        allowed = new boolean[fields][colours];
        java.util.Arrays.fill(rep, -1);
        for (int r = 0; r < fields; r++) {
            if (rep[r] >= 0) {
                continue;
            }
            int[] power = identity(colours);
            int f = r;
            int length = 0;
            do {
                rep[f] = r;
                colourOf[f] = power.clone();
                power = compose(sigma, power);
                f = g[f];
                length++;
            } while (f != r);
            // after a full cycle the colour must come back to itself
            for (int c = 0; c < colours; c++) {
                allowed[r][c] = power[c] == c;
            }
        }
    }

    private void buildPairs() {
        java.util.List<java.util.List<long[]>> lists = new java.util.ArrayList<>();
        for (int i = 0; i < fields; i++) {
            lists.add(new java.util.ArrayList<>());
        }
        for (int[] q : SquareGeometry.squares(rules.rows(), rules.cols(), rules.axisParallel())) {
            int top = Math.max(Math.max(q[0], q[1]), Math.max(q[2], q[3]));
            for (int f : q) {
                if (f == top) {
                    continue;
                }
                long two = 0;
                for (int h : q) {
                    if (h != top && h != f) {
                        two |= 1L << h;
                    }
                }
                lists.get(f).add(new long[] {two, 1L << top});
            }
        }
        pairs = new long[fields][];
        tops = new long[fields][];
        for (int i = 0; i < fields; i++) {
            var l = lists.get(i);
            pairs[i] = new long[l.size()];
            tops[i] = new long[l.size()];
            for (int j = 0; j < l.size(); j++) {
                pairs[i][j] = l.get(j)[0];
                tops[i][j] = l.get(j)[1];
            }
        }
    }

    /** The plain problem: every full board, no symmetry asked. */
    static DrawProblem plain(Rules rules) {
        return new DrawProblem(rules, identity(rules.fields()), identity(rules.colours()));
    }

    private static int[] identity(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        return p;
    }

    private static int[] compose(int[] outer, int[] inner) {
        int[] p = new int[inner.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = outer[inner[i]];
        }
        return p;
    }

    boolean isPlain() {
        for (int i = 0; i < fields; i++) {
            if (rep[i] != i) {
                return false;
            }
            for (int c = 0; c < colours; c++) {
                if (colourOf[i][c] != c || !allowed[i][c]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** All colours are interchangeable: the same quota for each (so a plain count may fix the first field). */
    boolean coloursInterchangeable() {
        for (int c = 1; c < colours; c++) {
            if (quota[c] != quota[0]) {
                return false;
            }
        }
        return true;
    }
}
