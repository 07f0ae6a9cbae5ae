package org.gridpuzzles.labyrinth;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;

/** Move strings over U, D, L, R and the fields they visit. */
final class Walkthrough {

    private Walkthrough() {
    }

    /**
     * The fields visited by {@code moves} from {@code start}, start included. Bad input (other letters, leaving the
     * grid, visiting a field twice) is an {@link InvalidInputException} naming the move.
     */
    static int[] fields(Grid grid, int start, String moves) {
        String m = requireMoveLetters(moves);
        // a line longer than the grid revisits a field before its end: no need to hold more than the grid
        int[] out = new int[Math.min(m.length(), grid.size()) + 1];
        boolean[] seen = new boolean[grid.size()];
        out[0] = start;
        seen[start] = true;
        int at = start;
        for (int i = 0; i < m.length(); i++) {
            char ch = m.charAt(i);
            Direction d = Direction.ofLetter(ch);
            int next = grid.neighbour(at, d);
            if (next < 0) {
                throw new InvalidInputException("moves: move " + (i + 1) + " '" + ch + "' leaves the grid at field "
                        + grid.field(at));
            }
            if (seen[next]) {
                throw new InvalidInputException("moves: move " + (i + 1) + " '" + ch + "' revisits field "
                        + grid.field(next));
            }
            seen[next] = true;
            out[i + 1] = next;
            at = next;
        }
        return out;
    }

    /**
     * The move string without surrounding white space, after checking that every character is one of U, D, L, R;
     * another character is bad input naming it and its position.
     */
    static String requireMoveLetters(String moves) {
        String m = moves.strip();
        for (int i = 0; i < m.length(); i++) {
            char ch = m.charAt(i);
            if (ch != 'U' && ch != 'D' && ch != 'L' && ch != 'R') {
                throw new InvalidInputException("moves: character " + (i + 1) + " " + shown(ch)
                        + " is not one of U, D, L, R");
            }
        }
        return m;
    }

    /** A character as a message can show it on one line. */
    private static String shown(char ch) {
        return ch >= 0x20 && ch < 0x7f ? "'" + ch + "'" : String.format("U+%04X", (int) ch);
    }

    /** The move string of a line given by its fields. */
    static String moves(Grid grid, int[] fields, int length) {
        StringBuilder sb = new StringBuilder(Math.max(0, length - 1));
        for (int i = 1; i < length; i++) {
            sb.append(letter(grid, fields[i - 1], fields[i]));
        }
        return sb.toString();
    }

    /** The move between neighbours; vertical first, since on a grid one column wide the field below is the next. */
    static char letter(Grid grid, int from, int to) {
        int d = to - from;
        if (d == grid.cols()) {
            return 'D';
        }
        if (d == -grid.cols()) {
            return 'U';
        }
        if (d == 1) {
            return 'R';
        }
        if (d == -1) {
            return 'L';
        }
        return d > 0 ? 'D' : 'U';
    }
}
