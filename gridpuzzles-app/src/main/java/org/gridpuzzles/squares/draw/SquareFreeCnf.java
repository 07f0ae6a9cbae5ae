package org.gridpuzzles.squares.draw;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * The two-colour drawn-board problem as a formula in conjunctive normal form: variable i + 1 is true when field i
 * holds x. One clause per square and colour forbids a one-coloured square. With symmetry breaking, lex-leader
 * constraints keep only the assignments that are lexicographically least (false before true, fields in row-major
 * order) among their images under every symmetry of the board combined with swapping the colours where the rules allow
 * it, so each class of equivalent boards keeps at least its least member and the answer does not change. The balance
 * of a game is kept apart as a cardinality constraint ({@link #atLeast}, {@link #atMost} on the x variables) that a
 * solver may take natively or as a sequential counter ({@link #withCounters}).
 */
final class SquareFreeCnf {

    final int fields;
    int vars;
    final List<int[]> clauses = new ArrayList<>();
    /** Bounds on the number of x counters, or -1 when free. */
    final int atLeast;
    final int atMost;
    /** Non-identity symmetries (board symmetry with or without the colour swap) broken by lex-leader constraints. */
    final int symmetriesBroken;

    SquareFreeCnf(Rules rules, boolean breakSymmetries) {
        this(rules, breakSymmetries, null);
    }

    /**
     * The formula of one case of {@code CentreCases}: no symmetry clauses at all (the cases already stand for whole
     * classes of boards, and lex-leader constraints would pick other members), and one unit clause per literal of
     * {@code units}.
     */
    static SquareFreeCnf forCase(Rules rules, int[] units) {
        return new SquareFreeCnf(rules, false, units);
    }

    private SquareFreeCnf(Rules rules, boolean breakSymmetries, int[] units) {
        if (rules.colours() != 2) {
            throw new IllegalArgumentException("the formula is for two colours");
        }
        fields = rules.fields();
        vars = fields;
        for (int[] q : SquareGeometry.squares(rules.rows(), rules.cols(), rules.axisParallel())) {
            clauses.add(new int[] {-(q[0] + 1), -(q[1] + 1), -(q[2] + 1), -(q[3] + 1)});
            clauses.add(new int[] {q[0] + 1, q[1] + 1, q[2] + 1, q[3] + 1});
        }
        if (rules.anyBalance()) {
            atLeast = -1;
            atMost = -1;
        } else {
            atLeast = rules.quota(0);
            atMost = rules.quota(0);
        }
        boolean swap = rules.quota(0) == rules.quota(1);
        int broken = 0;
        if (breakSymmetries) {
            List<int[]> syms = BoardSymmetry.of(rules.rows(), rules.cols());
            for (int s = 0; s < syms.size(); s++) {
                for (int sw = 0; sw < (swap ? 2 : 1); sw++) {
                    if (s == 0 && sw == 0) {
                        continue;
                    }
                    lexLeader(syms.get(s), sw == 1);
                    broken++;
                }
            }
        } else if (units != null) {
            for (int u : units) {
                clauses.add(new int[] {u});
            }
        } else if (swap) {
            // the colours are interchangeable: x on the first field
            clauses.add(new int[] {1});
        }
        symmetriesBroken = broken;
    }

    /**
     * The assignment is at most its image under the field permutation (and colour swap), comparing fields in order:
     * e (true while the prefix so far is equal) forces the next field to be at most its image there.
     */
    private void lexLeader(int[] perm, boolean swap) {
        int[] inverse = new int[fields];
        for (int i = 0; i < fields; i++) {
            inverse[perm[i]] = i;
        }
        int equal = 0; // 0: the (empty) prefix is equal for certain
        for (int j = 0; j < fields; j++) {
            int v = j + 1;
            int w = swap ? -(inverse[j] + 1) : inverse[j] + 1;
            if (v == w) {
                continue;
            }
            clauses.add(prefixed(equal, -v, w));
            if (w == -v) {
                // v <= not v leaves v false, and the two can never be equal: the comparison ends here
                return;
            }
            int next = ++vars;
            clauses.add(prefixed(equal, v, w, next));
            clauses.add(prefixed(equal, -v, -w, next));
            equal = next;
        }
    }

    private static int[] prefixed(int equal, int... lits) {
        if (equal == 0) {
            return lits;
        }
        int[] c = new int[lits.length + 1];
        c[0] = -equal;
        System.arraycopy(lits, 0, c, 1, lits.length);
        return c;
    }

    /** The clauses with the cardinality bounds as Sinz's sequential counters (for solvers that read only DIMACS). */
    List<int[]> withCounters() {
        List<int[]> out = new ArrayList<>(clauses);
        int[] x = new int[fields];
        int[] notX = new int[fields];
        for (int i = 0; i < fields; i++) {
            x[i] = i + 1;
            notX[i] = -(i + 1);
        }
        if (atMost >= 0) {
            atMostK(x, atMost, out);
        }
        if (atLeast >= 0) {
            atMostK(notX, fields - atLeast, out);
        }
        return out;
    }

    /** Sinz's sequential counter: s(i, j) says at least j + 1 of the first i + 1 literals are true. */
    private void atMostK(int[] lits, int k, List<int[]> out) {
        int n = lits.length;
        if (k >= n) {
            return;
        }
        if (k == 0) {
            for (int l : lits) {
                out.add(new int[] {-l});
            }
            return;
        }
        int[][] s = new int[n - 1][k];
        for (int i = 0; i < n - 1; i++) {
            for (int j = 0; j < k; j++) {
                s[i][j] = ++vars;
            }
        }
        out.add(new int[] {-lits[0], s[0][0]});
        for (int j = 1; j < k; j++) {
            out.add(new int[] {-s[0][j]});
        }
        for (int i = 1; i < n - 1; i++) {
            out.add(new int[] {-lits[i], s[i][0]});
            out.add(new int[] {-s[i - 1][0], s[i][0]});
            for (int j = 1; j < k; j++) {
                out.add(new int[] {-lits[i], -s[i - 1][j - 1], s[i][j]});
                out.add(new int[] {-s[i - 1][j], s[i][j]});
            }
            out.add(new int[] {-lits[i], -s[i - 1][k - 1]});
        }
        out.add(new int[] {-lits[n - 1], -s[n - 2][k - 1]});
    }

    /** Writes clauses in DIMACS with the header for {@link #vars} variables. */
    void writeDimacs(List<int[]> cs, Writer w) throws IOException {
        w.write("p cnf " + vars + " " + cs.size() + "\n");
        StringBuilder sb = new StringBuilder();
        for (int[] c : cs) {
            sb.setLength(0);
            for (int l : c) {
                sb.append(l).append(' ');
            }
            sb.append("0\n");
            w.write(sb.toString());
        }
    }

    /** The board of a model (true = x), given as the values of variables 1..fields. */
    static Board board(Rules rules, boolean[] truth) {
        int[] cells = new int[rules.fields()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = truth[i + 1] ? 0 : 1;
        }
        return new Board(rules.rows(), rules.cols(), cells);
    }
}
