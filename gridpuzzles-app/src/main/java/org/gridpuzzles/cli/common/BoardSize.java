package org.gridpuzzles.cli.common;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * {@code --size N} or {@code --rows R --cols C}, never both: an exclusive argument group, so picocli refuses the two
 * together while parsing and the synopsis shows them as alternatives. Used as it is by {@link GridOptions} and as one
 * alternative among others where a board may also come from elsewhere (a maze file, a mask).
 */
public final class BoardSize {

    @Option(names = "--size", paramLabel = "N", description = "Board of N x N fields.")
    Integer size;

    @ArgGroup(exclusive = false)
    RowsAndCols rowsAndCols;

    /** {@code --rows R --cols C}: given together (each alone is refused by {@link GridOptions}, naming the other). */
    static final class RowsAndCols {

        @Option(names = "--rows", paramLabel = "R", description = "Number of rows (with --cols).")
        Integer rows;

        @Option(names = "--cols", paramLabel = "C", description = "Number of columns (with --rows).")
        Integer cols;
    }

    /** The side given with --size, or null. */
    public Integer size() {
        return size;
    }

    /** The rows given with --rows, or null. */
    public Integer rows() {
        return rowsAndCols == null ? null : rowsAndCols.rows;
    }

    /** The columns given with --cols, or null. */
    public Integer cols() {
        return rowsAndCols == null ? null : rowsAndCols.cols;
    }

    /** Whether any of the three was given; {@code group} may be null (picocli leaves a group none of whose options came). */
    public static boolean given(BoardSize group) {
        return group != null && (group.size != null || group.rows() != null || group.cols() != null);
    }
}
