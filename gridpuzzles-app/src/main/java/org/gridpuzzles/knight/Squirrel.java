package org.gridpuzzles.knight;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Squirrel's algorithm (as analysed by Ganzfried and Cull): Warnsdorff's rule from (1,1) on an m x m board, ties
 * broken by a move-ordering that changes on the switching squares of Table 1, chosen by m mod 8 (and for
 * m = 5 mod 8 by m mod 16). The raw table fails on m = 74 only; {@link #tour} uses the ordering 21345678 there, as
 * the paper says.
 */
final class Squirrel implements TourAlgorithm {

    /** The one board where the raw table fails, and the ordering that works there. */
    static final int EXCEPTION = 74;
    static final Ordering EXCEPTION_ORDERING = Ordering.parse("21345678");

    private final boolean raw;

    private Squirrel(boolean raw) {
        this.raw = raw;
    }

    /** The algorithm with the m = 74 exception. */
    static Squirrel tour() {
        return new Squirrel(false);
    }

    /** Table 1 alone, also on m = 74. */
    static Squirrel rawTable() {
        return new Squirrel(true);
    }

    /** Move-orderings and switching squares of one row of Table 1: switch[i] ends the use of orderings[i]. */
    record Schedule(Ordering[] orderings, int[][] switches) {
    }

    /** Table 1 for an m x m board. */
    static Schedule schedule(int m) {
        int h = m; // readability of the formulas below
        return switch (m % 8) {
            case 0 -> of(new String[] {"34261578", "87642135", "51867342", "51342678", "21435678"},
                    new int[][] {{h - 1, h - 2}, {2, 2}, {h - 8, 1}, {7, h - 3}});
            case 1 -> of(new String[] {"34261578", "87642135", "51324678", "32481765"},
                    new int[][] {{h - 1, h - 2}, {2, 2}, {h - 6, (h + 9) / 2}});
            case 2 -> of(new String[] {"34261578", "87642135", "54132678", "52431678", "85647123", "15746823"},
                    new int[][] {{6, 1}, {3, 1}, {h - 15, 4}, {10, h - 2}, {5, (h - 6) / 2}});
            case 3 -> of(new String[] {"34625718", "42681357", "86512347", "51867342", "61825437", "71642538"},
                    new int[][] {{h - 1, h - 2}, {h - 6, h}, {2, 5}, {h - 10, 3}, {(h + 1) / 2, h - 2}});
            case 4 -> of(new String[] {"34261578", "87642135", "51867342", "51342678", "86753421", "78563421"},
                    new int[][] {{h - 1, h - 2}, {2, 2}, {h - 8, 1}, {10, h - 5}, {13, (h + 2) / 2}});
            case 5 -> of(new String[] {"34261578", "87642135", "51324678", "15234678"},
                    new int[][] {{h - 1, h - 2}, {2, 2},
                        m % 16 == 5 ? new int[] {h - 2, (h - 5) / 2} : new int[] {h - 2, (h - 13) / 2}});
            case 6 -> of(new String[] {"34261578", "87642135", "54132678", "52431678", "85647123", "12453678"},
                    new int[][] {{6, 1}, {3, 1}, {h - 10, 1}, {10, h - 2}, {3, (h + 8) / 2}});
            default -> of(new String[] {"34625718", "42681357", "86512347", "51867342", "61825437", "61357284"},
                    new int[][] {{h - 1, h - 2}, {h - 6, h}, {2, 5}, {h - 6, 3}, {(h + 1) / 2, h - 2}});
        };
    }

    private static Schedule of(String[] orderings, int[][] switches) {
        Ordering[] o = new Ordering[orderings.length];
        for (int i = 0; i < o.length; i++) {
            o[i] = Ordering.parse(orderings[i]);
        }
        return new Schedule(o, switches);
    }

    /**
     * The switching tie-break: on landing on the current switching square the next ordering is taken, already for
     * the move out of it. Only the next switching square is watched, so one that is off the board or never reached
     * never fires (and neither do the ones after it).
     */
    static TieBreak switching(Schedule s) {
        return new TieBreak() {
            private int t;

            @Override
            public void arrive(int row, int col) {
                if (t < s.switches().length && row == s.switches()[t][0] && col == s.switches()[t][1]) {
                    t++;
                }
            }

            @Override
            public int choose(KnightBoard board, int at, int[] types, int n) {
                return TieBreaks.first(s.orderings()[t], types, n);
            }

            @Override
            public String name() {
                return "squirrel";
            }
        };
    }

    @Override
    public WalkSummary walk(int rows, int cols, int startRow, int startCol, TourSink sink) {
        if (rows != cols) {
            throw new InvalidInputException("Squirrel's algorithm needs a square board, not " + rows + " x " + cols);
        }
        if (startRow != 1 || startCol != 1) {
            throw new InvalidInputException("Squirrel's algorithm starts in the corner (1,1), not (" + startRow + ","
                    + startCol + ")");
        }
        int m = rows;
        if (m < 5) {
            throw new InvalidInputException("Squirrel's algorithm needs m >= 5: a " + m + " x " + m
                    + " board has no knight's tour");
        }
        TieBreak tb = tieBreak(m);
        // beyond one array's reach, the same walk on a board of one array per row
        return KnightBoard.fits(m, m) ? Warnsdorff.walk(new KnightBoard(m, m), tb, 1, 1, sink)
                : RowBoardWalk.walk(m, m, tb, 1, 1, sink);
    }

    /** The walk on the board of one array per row, at any size m >= 5 (so that both boards can be compared). */
    WalkSummary walkByRows(int m, TourSink sink) {
        return RowBoardWalk.walk(m, m, tieBreak(m), 1, 1, sink);
    }

    private TieBreak tieBreak(int m) {
        return !raw && m == EXCEPTION ? TieBreaks.ordering(EXCEPTION_ORDERING) : switching(schedule(m));
    }
}
