package org.gridpuzzles.labyrinth;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;

/** Move strings over U, D, L, R and the fields they visit. */
public final class Walkthrough {

    private Walkthrough() {
    }

    /**
     * The fields visited by {@code moves} from {@code start}, start included. Bad input (other letters, leaving the
     * grid, visiting a field twice) is an {@link InvalidInputException} naming the move.
     */
    public static int[] fields(Grid grid, int start, String moves) {
        String m = moves.strip();
        int[] out = new int[m.length() + 1];
        boolean[] seen = new boolean[grid.size()];
        out[0] = start;
        seen[start] = true;
        int at = start;
        for (int i = 0; i < m.length(); i++) {
            char ch = m.charAt(i);
            Direction d = Direction.ofLetter(ch);
            if (d == null) {
                throw new InvalidInputException("moves: character " + (i + 1) + " '" + ch
                        + "' is not one of U, D, L, R");
            }
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

    /** The move string of a line given by its fields. */
    public static String moves(Grid grid, int[] fields, int length) {
        StringBuilder sb = new StringBuilder(Math.max(0, length - 1));
        for (int i = 1; i < length; i++) {
            sb.append(letter(grid, fields[i - 1], fields[i]));
        }
        return sb.toString();
    }

    public static char letter(Grid grid, int from, int to) {
        int d = to - from;
        if (d == 1) {
            return 'R';
        }
        if (d == -1) {
            return 'L';
        }
        return d > 0 ? 'D' : 'U';
    }
}
