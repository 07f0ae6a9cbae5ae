package org.gridpuzzles.squares.board;

import java.util.List;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;

/**
 * Boards and games as one {@link Picture}: x as red discs, o as blue rings, every one-coloured square outlined in its
 * player's colour, the square that decided the game drawn thick, move numbers as labels, and fields to point out
 * (the computer's move, fields that lose at once) marked; a legend says what each means.
 */
public final class BoardPicture {

    static final Mark X = new Mark(Mark.Shape.DISC, Colour.RED, 'x');
    static final Mark O = new Mark(Mark.Shape.RING, Colour.BLUE, 'o');
    private static final Mark MOVE = new Mark(Mark.Shape.STAR, Colour.GREEN, '*');
    private static final Mark LOSING = new Mark(Mark.Shape.CROSS, Colour.ORANGE, '!');

    private BoardPicture() {
    }

    /**
     * @param decisive the corners of the square that ended the game (or empty), {@code decisiveText} its legend
     * @param order    the fields in the order they were played (labelled 1, 2, ...), or empty
     * @param move     a field to point out as the suggested move, or -1
     * @param losing   free fields that lose at once for the player to move
     */
    /** The four corners in order around the square (by their angle about its centre). */
    private static int[] cyclic(List<Integer> corners, int cols) {
        double r = 0;
        double c = 0;
        for (int f : corners) {
            r += f / cols;
            c += f % cols;
        }
        double cr = r / corners.size();
        double cc = c / corners.size();
        return corners.stream().sorted(java.util.Comparator.comparingDouble(
                f -> Math.atan2(f / cols - cr, f % cols - cc))).mapToInt(Integer::intValue).toArray();
    }

    /** The corners of a one-coloured square through the field, or an empty list. */
    public static List<Integer> squareThrough(Board board, int field, boolean axisParallel) {
        int[] cells = board.cells();
        for (int[] q : SquareGeometry.squares(board.rows(), board.cols(), axisParallel)) {
            int c = cells[q[0]];
            boolean through = q[0] == field || q[1] == field || q[2] == field || q[3] == field;
            if (through && c >= 0 && cells[q[1]] == c && cells[q[2]] == c && cells[q[3]] == c) {
                return List.of(q[0], q[1], q[2], q[3]);
            }
        }
        return List.of();
    }

    public static Picture of(Board board, boolean axisParallel, String title, List<Integer> decisive,
            String decisiveText, List<Integer> order, int move, List<Integer> losing) {
        Picture pic = new Picture(new Grid(board.rows(), board.cols())).board().title(title);
        int[] cells = board.cells();
        boolean anyX = false;
        boolean anyO = false;
        for (int f = 0; f < cells.length; f++) {
            if (cells[f] == 0) {
                pic.mark(f, X);
                anyX = true;
            } else if (cells[f] == 1) {
                pic.mark(f, O);
                anyO = true;
            } else if (cells[f] > 1) {
                pic.label(f, String.valueOf(Rules.letter(cells[f])));
            }
        }
        for (int i = 0; i < order.size(); i++) {
            pic.label(order.get(i), String.valueOf(i + 1));
        }
        boolean anySquare = false;
        for (int[] q : SquareGeometry.squares(board.rows(), board.cols(), axisParallel)) {
            int c = cells[q[0]];
            if (c >= 0 && c <= 1 && cells[q[1]] == c && cells[q[2]] == c && cells[q[3]] == c) {
                pic.line(new Line(q, c == 0 ? Colour.RED : Colour.BLUE, 0.08, ' ', true, false));
                anySquare = true;
            }
        }
        if (!decisive.isEmpty()) {
            pic.line(new Line(cyclic(decisive, board.cols()), Colour.BLACK, 0.18, ' ', true, false));
        }
        if (move >= 0) {
            pic.mark(move, MOVE);
        }
        for (int f : losing) {
            if (f != move) {
                pic.mark(f, LOSING);
            }
        }
        if (anyX) {
            pic.legend(LegendEntry.mark(X, "x"));
        }
        if (anyO) {
            pic.legend(LegendEntry.mark(O, "o"));
        }
        if (anySquare) {
            pic.legend(LegendEntry.line(Colour.GREY, "one-coloured square"));
        }
        if (!decisive.isEmpty()) {
            pic.legend(LegendEntry.line(Colour.BLACK, decisiveText));
        }
        if (move >= 0) {
            pic.legend(LegendEntry.mark(MOVE, "computer's move"));
        }
        if (!losing.isEmpty()) {
            pic.legend(LegendEntry.mark(LOSING, "completes a square of the mover's"));
        }
        if (!order.isEmpty()) {
            pic.legend(LegendEntry.fill(Colour.WHITE, "numbers: order of the moves"));
        }
        return pic;
    }
}
