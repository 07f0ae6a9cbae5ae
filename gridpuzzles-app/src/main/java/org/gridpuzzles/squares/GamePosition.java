package org.gridpuzzles.squares;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * A position of the two-player game: the fields of x and of o as bit masks (at most 64 fields). x moves first, so
 * x is to move when both have the same number of counters.
 */
public record GamePosition(int rows, int cols, long x, long o) {

    public GamePosition {
        if (rows < 1 || cols < 1 || (long) rows * cols > 64) {
            throw new InvalidInputException("the game solver works on at most 64 fields");
        }
    }

    public static GamePosition empty(int rows, int cols) {
        return new GamePosition(rows, cols, 0L, 0L);
    }

    public static GamePosition of(Board board) {
        long x = 0;
        long o = 0;
        int[] cells = board.cells();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == 0) {
                x |= 1L << i;
            } else if (cells[i] == 1) {
                o |= 1L << i;
            } else if (cells[i] != Board.EMPTY) {
                throw new InvalidInputException("the game has two players, x and o");
            }
        }
        return new GamePosition(board.rows(), board.cols(), x, o);
    }

    public long full() {
        int n = rows * cols;
        return n == 64 ? -1L : (1L << n) - 1;
    }

    public long free() {
        return full() & ~(x | o);
    }

    /** 0 when x is to move, 1 for o. */
    public int mover() {
        return Long.bitCount(x) == Long.bitCount(o) ? 0 : 1;
    }

    /** The number of the field at a row and column, both counted from 1 (1,1 is top left). */
    public int field(int row, int col) {
        return (row - 1) * cols + (col - 1);
    }

    /** The field as "row,col", both counted from 1. */
    public String name(int field) {
        return (field / cols + 1) + "," + (field % cols + 1);
    }

    public boolean isFree(int field) {
        return (free() >>> field & 1) != 0;
    }

    /** Whether the player to move completes a square of their own by playing on the field. */
    boolean completesSquare(int field, long[][] through) {
        return SquareGeometry.completes(this, field, through);
    }

    public GamePosition play(int field) {
        long bit = 1L << field;
        return mover() == 0 ? new GamePosition(rows, cols, x | bit, o) : new GamePosition(rows, cols, x, o | bit);
    }

    public Board board() {
        Board b = Board.empty(rows, cols);
        for (int i = 0; i < rows * cols; i++) {
            if ((x >>> i & 1) != 0) {
                b.cells()[i] = 0;
            } else if ((o >>> i & 1) != 0) {
                b.cells()[i] = 1;
            }
        }
        return b;
    }
}
