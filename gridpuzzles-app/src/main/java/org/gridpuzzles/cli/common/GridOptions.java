package org.gridpuzzles.cli.common;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.ArgGroup;

/**
 * {@code --size n} for n x n, or {@code --rows R --cols C}: the same meaning in every engine. Picocli refuses the two
 * spellings together ({@link BoardSize} is an exclusive group); the checks here are of what each alone says.
 */
public final class GridOptions {

    @ArgGroup(exclusive = true)
    BoardSize board;

    public boolean given() {
        return BoardSize.given(board);
    }

    /** The grid asked for; the defaults apply where nothing was given. */
    public Grid grid(int defaultRows, int defaultCols) {
        return grid(board, defaultRows, defaultCols);
    }

    /** The grid of {@code board} (null: nothing given); the defaults apply where nothing was given. */
    public static Grid grid(BoardSize board, int defaultRows, int defaultCols) {
        Integer size = board == null ? null : board.size();
        Integer rows = board == null ? null : board.rows();
        Integer cols = board == null ? null : board.cols();
        int r;
        int c;
        if (size != null) {
            r = size;
            c = size;
        } else if ((rows == null) != (cols == null)) {
            throw new InvalidInputException(rows == null ? "--cols " + cols + " needs --rows too (or --size N)"
                    : "--rows " + rows + " needs --cols too (or --size N)");
        } else {
            r = rows != null ? rows : defaultRows;
            c = cols != null ? cols : defaultCols;
        }
        if (r < 1 || c < 1) {
            String what = size != null ? "--size " + size : (r < 1 ? "--rows " + r : "--cols " + c);
            throw new InvalidInputException(what + " is not a positive size");
        }
        return new Grid(r, c);
    }

    /** The grid asked for, which must be given. */
    public Grid grid() {
        return grid(board);
    }

    /** The grid of {@code board}, which must be given. */
    public static Grid grid(BoardSize board) {
        if (!BoardSize.given(board)) {
            throw new InvalidInputException("missing board size: give --size N or --rows R --cols C");
        }
        return grid(board, 0, 0);
    }
}
