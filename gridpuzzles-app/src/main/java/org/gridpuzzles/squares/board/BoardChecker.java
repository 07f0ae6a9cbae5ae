package org.gridpuzzles.squares.board;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;

/**
 * Checks a board without the search's square masks: for every ordered pair of fields of one colour it turns the
 * vector between them by a right angle and looks at the two far corners. A board is a drawn final position when it
 * is full, has the asked numbers of counters and no one-coloured square; a position (a partial board) only needs
 * known colours and no one-coloured square.
 */
public final class BoardChecker {

    private BoardChecker() {
    }

    /**
     * Checks a final board: full, balanced unless any balance is allowed, square-free. Every problem found is named,
     * joined by "; ", in the verdict's problem; the details hold the list.
     */
    public static Verdict checkFinal(Board board, Rules rules) {
        return verdict(finalProblems(board, rules));
    }

    static List<String> finalProblems(Board board, Rules rules) {
        List<String> problems = new ArrayList<>();
        if (board.rows() != rules.rows() || board.cols() != rules.cols()) {
            problems.add("board is " + board.rows() + " x " + board.cols() + ", expected " + rules.rows() + " x "
                    + rules.cols());
            return problems;
        }
        int[] counts = new int[rules.colours()];
        int empty = 0;
        for (int v : board.cells()) {
            if (v == Board.EMPTY) {
                empty++;
            } else if (v >= rules.colours()) {
                problems.add(unknownColour(v, rules));
                return problems;
            } else {
                counts[v]++;
            }
        }
        if (empty > 0) {
            problems.add(empty + " empty field" + (empty == 1 ? "" : "s"));
        }
        if (!rules.anyBalance()) {
            for (int c = 0; c < rules.colours(); c++) {
                if (counts[c] != rules.quota(c)) {
                    problems.add(Rules.letter(c) + " has " + counts[c] + " counters, expected " + rules.quota(c));
                }
            }
        }
        int[] sq = firstSquare(board, rules.axisParallel());
        if (sq != null) {
            problems.add("one-coloured square of " + Rules.letter(board.at(sq[0], sq[1])) + " at " + corners(sq));
        }
        return problems;
    }

    /** Checks a position: empty fields and any numbers of counters are fine, a one-coloured square is not. */
    public static Verdict checkPosition(Board board, Rules rules) {
        String problem = null;
        int[] sq = firstSquare(board, rules.axisParallel());
        if (sq != null) {
            problem = "one-coloured square at " + corners(sq);
        }
        // a counter of a colour the rules do not have is the problem to name (the last one, as it is read)
        for (int v : board.cells()) {
            if (v >= rules.colours()) {
                problem = unknownColour(v, rules);
            }
        }
        return problem == null ? Verdict.ok() : Verdict.invalid(problem);
    }

    private static Verdict verdict(List<String> problems) {
        return problems.isEmpty() ? Verdict.ok()
                : Verdict.invalid(String.join("; ", problems)).with("problems", List.copyOf(problems));
    }

    private static String unknownColour(int v, Rules rules) {
        return "counter '" + Rules.letter(v) + "' is not one of the " + rules.colours() + " colours";
    }

    private static String corners(int[] sq) {
        return sq[0] + "," + sq[1] + " " + sq[2] + "," + sq[3] + " " + sq[4] + "," + sq[5] + " " + sq[6] + ","
                + sq[7];
    }

    /**
     * The corners (row,col pairs, 1-based) of a one-coloured square on the board, or null. Only pairs of fields of one
     * colour are tried (in row-major order, so the square named is always the same one), which keeps large, sparse
     * boards quick.
     */
    public static int[] firstSquare(Board board, boolean axisParallel) {
        int rows = board.rows();
        int cols = board.cols();
        int[] cells = board.cells();
        int[][] ofColour = fieldsByColour(cells);
        for (int f1 = 0; f1 < cells.length; f1++) {
            int v = cells[f1];
            if (v == Board.EMPTY) {
                continue;
            }
            int r1 = f1 / cols + 1;
            int c1 = f1 % cols + 1;
            for (int f2 : ofColour[v]) {
                if (f2 == f1) {
                    continue;
                }
                int r2 = f2 / cols + 1;
                int c2 = f2 % cols + 1;
                int dr = r2 - r1;
                int dc = c2 - c1;
                if (axisParallel && dr != 0 && dc != 0) {
                    continue;
                }
                // side (r1,c1)->(r2,c2), the square on its left: turn (dr,dc) to (-dc,dr)
                int r3 = r2 - dc;
                int c3 = c2 + dr;
                int r4 = r1 - dc;
                int c4 = c1 + dr;
                if (r3 >= 1 && r3 <= rows && c3 >= 1 && c3 <= cols && r4 >= 1 && r4 <= rows && c4 >= 1
                        && c4 <= cols && board.at(r3, c3) == v && board.at(r4, c4) == v) {
                    return new int[] {r1, c1, r2, c2, r3, c3, r4, c4};
                }
            }
        }
        return null;
    }

    /** For each colour, its fields in row-major order. */
    private static int[][] fieldsByColour(int[] cells) {
        int colours = 0;
        for (int v : cells) {
            colours = Math.max(colours, v + 1);
        }
        int[] counts = new int[colours];
        for (int v : cells) {
            if (v != Board.EMPTY) {
                counts[v]++;
            }
        }
        int[][] out = new int[colours][];
        for (int c = 0; c < colours; c++) {
            out[c] = new int[counts[c]];
        }
        int[] next = new int[colours];
        for (int f = 0; f < cells.length; f++) {
            int v = cells[f];
            if (v != Board.EMPTY) {
                out[v][next[v]++] = f;
            }
        }
        return out;
    }
}
