package org.gridpuzzles.frontier;

/**
 * The states the closed lines' sweep ({@link GridLineStep#cycles}) is foreseen to hold, and the size of the tables
 * ({@link RowTables}) it is swept along: measured, not guessed. Per width from 2 to 16, on a board tall enough for the
 * steps to settle ({@link #measuredRows}): the most states that hold lines at one step, the widest column's set, the
 * states of all columns' sets and the ways into them (the predecessor lists). ClosedGrowthTest measures widths 2 to
 * 10 again and must find these figures; {@code -Dgridpuzzles.measureClosed=16} prints them all (how they were made).
 * A step's states follow the shape of the lines from corner to corner ({@link GridGrowth}: the rise of the first rows,
 * a row's columns), scaled to the closed lines' peak; wider boards grow as the lines from corner to corner do from the
 * widest measured width of the same parity. On odd widths only half of a column's set holds lines at any one step (a
 * closed line needs an even number of rows there).
 */
final class ClosedGrowth {

    private ClosedGrowth() {
    }

    /** The most states that hold lines at one step, by width (a board of {@link #measuredRows} rows). */
    private static final long[] PEAK = {1, 1, 2, 3, 11, 19, 59, 113, 341, 706, 2120, 4647, 13943, 31886, 95660,
        225969, 677909};
    /** The states of the widest column's set of the tables. */
    private static final long[] WIDEST = {1, 1, 3, 6, 11, 38, 59, 226, 341, 1412, 2120, 9294, 13943, 63772, 95660,
        451938, 677909};
    /** The states of all columns' sets. */
    private static final long[] SETS = {1, 1, 5, 16, 40, 163, 321, 1410, 2515, 11627, 19810, 95128, 157903, 780316,
        1273323, 6433766, 10372152};
    /** The ways into all columns' states (the predecessor lists' entries). */
    private static final long[] LINKS = {1, 1, 5, 18, 51, 206, 429, 1876, 3440, 15852, 27447, 131478, 220544, 1087793,
        1788226, 9021710, 14624233};

    /** The widest board measured. */
    static final int MEASURED = PEAK.length - 1;

    /**
     * Processor time a state of a set swept by a pass, a lane (a residue or the estimate), in nanoseconds: 13.6 ns
     * for one residue and the estimate 16 fields across, one thread.
     */
    static final double PASS_NANOS = 7;
    /** Processor time a state of the sets takes to find and link: 107 to 173 ns at 15 and 16 fields across. */
    static final double TABLE_NANOS = 150;

    /** The rows of the boards measured: tall enough for the steps to settle, even for a closed line. */
    static int measuredRows(int width) {
        return (Math.max(13, width + 3) + 1) & ~1;
    }

    /** {@code figures} at {@code width}, wider ones grown as the peak of the lines from corner to corner grows. */
    private static double at(long[] figures, int width) {
        if (width <= MEASURED) {
            return figures[Math.max(0, width)];
        }
        int w = MEASURED - (width - MEASURED) % 2;
        return figures[w] * (GridGrowth.peak(width) / GridGrowth.peak(w));
    }

    static long peak(int width) {
        return Math.round(at(PEAK, width));
    }

    static long widest(int width) {
        return Math.round(at(WIDEST, width));
    }

    static long setStates(int width) {
        return Math.round(at(SETS, width));
    }

    static long links(int width) {
        return Math.round(at(LINKS, width));
    }

    /**
     * The states foreseen for each step of the closed lines of a whole board of {@code rows} rows swept across
     * {@code width} fields: the shape of the lines from corner to corner, scaled to the closed lines' peak.
     */
    static long[] states(int rows, int width) {
        long[] paths = GridGrowth.states(rows, width);
        if (width < 2) {
            return paths;
        }
        double scale = at(PEAK, width) / GridGrowth.peak(width);
        long[] out = new long[paths.length];
        for (int v = 0; v < paths.length; v++) {
            out[v] = paths[v] == 0 ? 0 : Math.max(1, Math.round(paths[v] * scale));
        }
        return out;
    }

    /**
     * The most heap the tables take while made: every set's keys (and as much again while a set's arrays merge), the
     * predecessor lists and their starts, the last row's ways, and the widest column's successors sorted (a key and
     * an index, twice, about 1.5 a state, a quarter spare).
     */
    static long tableBytes(int width) {
        double sets = at(SETS, width);
        double widest = at(WIDEST, width);
        return (long) (16 * sets + 4 * (sets + width + at(LINKS, width)) + 8 * widest
                + Foresight.SPARE * Foresight.SUCCESSORS * 24 * widest);
    }

    /** The heap a pass along the tables takes at most: the tables, and two steps' counts in the widest set. */
    static long passBytes(int width, int lanes) {
        double sets = at(SETS, width);
        return (long) (4 * (sets + width + at(LINKS, width)) + 8 * at(WIDEST, width) * (1 + 2 * lanes));
    }

    /** Whether the tables of {@code width} are made in a heap of {@code heap} bytes: within half of it. */
    static boolean tablesFit(int width, long heap) {
        return Math.max(tableBytes(width), passBytes(width, 7)) <= heap / 2;
    }

    /** The processor seconds of the tables and of one pass with {@code lanes} lanes over {@code rows} rows. */
    static double seconds(int rows, int width, int lanes) {
        double sets = at(SETS, width);
        return (sets * TABLE_NANOS + Math.max(0, rows - 2) * sets * lanes * PASS_NANOS) * 1e-9;
    }
}
