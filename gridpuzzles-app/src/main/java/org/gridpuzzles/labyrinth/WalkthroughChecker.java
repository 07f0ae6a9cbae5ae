package org.gridpuzzles.labyrinth;

import org.gridpuzzles.core.Verdict;

/**
 * Checks a complete walkthrough from its move string alone, independently of every generator: it walks the moves
 * with its own coordinates and bookkeeping.
 */
final class WalkthroughChecker {

    private WalkthroughChecker() {
    }

    /** Valid when {@code moves} is a walkthrough of the labyrinth, else the first reason it is not. */
    static Verdict check(Labyrinth lab, String moves) {
        String problem = problem(lab, moves);
        return problem == null ? Verdict.ok().with("fields", lab.grid().size()) : Verdict.invalid(problem);
    }

    /** Null when {@code moves} is a walkthrough of the labyrinth, else the reason it is not. */
    static String problem(Labyrinth lab, String moves) {
        int rows = lab.grid().rows();
        int cols = lab.grid().cols();
        int r = lab.start() / cols;
        int c = lab.start() % cols;
        boolean[][] seen = new boolean[rows][cols];
        seen[r][c] = true;
        int count = 1;
        for (int i = 0; i < moves.length(); i++) {
            char ch = moves.charAt(i);
            switch (ch) {
                case 'U' -> r--;
                case 'D' -> r++;
                case 'L' -> c--;
                case 'R' -> c++;
                default -> {
                    return "move " + (i + 1) + " '" + ch + "' is not one of U, D, L, R";
                }
            }
            if (r < 0 || r >= rows || c < 0 || c >= cols) {
                return "move " + (i + 1) + " '" + ch + "' leaves the grid at field " + (r - dr(ch) + 1) + ","
                        + (c - dc(ch) + 1);
            }
            if (seen[r][c]) {
                return "move " + (i + 1) + " '" + ch + "' revisits field " + (r + 1) + "," + (c + 1);
            }
            seen[r][c] = true;
            count++;
        }
        int total = rows * cols;
        if (count != total) {
            return "the line visits " + count + " of " + total + " fields";
        }
        if (r * cols + c != lab.end()) {
            return "the line ends at " + (r + 1) + "," + (c + 1) + ", not at the end field " + lab.endField();
        }
        return null;
    }

    private static int dr(char move) {
        return move == 'U' ? -1 : move == 'D' ? 1 : 0;
    }

    private static int dc(char move) {
        return move == 'L' ? -1 : move == 'R' ? 1 : 0;
    }
}
