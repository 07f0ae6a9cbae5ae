package org.gridpuzzles.cli.common;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/** {@code --size n} for n x n, or {@code --rows R --cols C}: the same meaning in every engine. */
public final class GridOptions {

    @Option(names = "--size", paramLabel = "N", description = "Board of N x N fields.")
    Integer size;

    @Option(names = "--rows", paramLabel = "R", description = "Number of rows (with --cols).")
    Integer rows;

    @Option(names = "--cols", paramLabel = "C", description = "Number of columns (with --rows).")
    Integer cols;

    public boolean given() {
        return size != null || rows != null || cols != null;
    }

    /** The grid asked for; the defaults apply where nothing was given. */
    public Grid grid(int defaultRows, int defaultCols) {
        if (size != null && (rows != null || cols != null)) {
            throw new InvalidInputException("give either --size or --rows/--cols, not both");
        }
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
        if (!given()) {
            throw new InvalidInputException("missing board size: give --size N or --rows R --cols C");
        }
        return grid(0, 0);
    }
}
