package org.gridpuzzles.squares.game;

import org.gridpuzzles.squares.board.BoardSymmetry;

/**
 * The order the pruning search tries a position's moves in, best first: the table's move, then moves that take a
 * field the opponent could still use and create the fewest new poisoned fields for the mover (avoid), or the most
 * open squares (achieve). For avoid, the moves after which the race of supplies one move ahead already bounds the
 * opponent come first; the answer by point reflection (x's last move mirrored through the centre) is tried by o (the
 * second player) right after them, since answering so o never completes a square first (x's extra centre aside);
 * moves that refuted the opponent elsewhere (the history heuristic) come next. Apart from the search because the
 * order changes how many positions a search visits, never its value, and is tuned on its own (BENCHMARKS.md).
 */
final class MoveOrder {

    /** For each player (0: x), how often a move on each field refuted the opponent. */
    private final int[][] history = new int[2][64];
    private final boolean achieve;
    /** The race one move ahead only with more free fields than this (see {@code PruningSolver}). */
    private final int lookMinFree;
    private final long[][] through;
    /** For each field, the squares through it as a set of square indices; null with more than 64 squares. */
    private final long[] squaresOf;
    /** Scratch for {@link SupplyRace#countCorners}. */
    private final long[] cornerCounts = new long[2];
    private final SupplyRace race;
    private final long[][][] lookup;
    /** The drawn final boards that agree with the positions on the search path, or null when not kept. */
    private final DrawnFinals.Path finals;

    MoveOrder(boolean achieve, int lookMinFree, long[][] through, SupplyRace race, PositionKeys keys,
            DrawnFinals.Path finals) {
        this.achieve = achieve;
        this.lookMinFree = lookMinFree;
        this.through = through;
        this.race = race;
        this.squaresOf = race.squaresOf();
        this.lookup = keys.lookup;
        this.finals = finals;
    }

    /** Move {@code f} of player {@code colour} refuted the opponent among {@code count} moves. */
    void refuted(int colour, int f, int count) {
        int[] h = history[colour];
        h[f] = Math.min(1 << 30, h[f] + count * count);
    }

    /** Fills {@code list} with the moves, best first; returns how many. */
    int order(long moves, long me, long op, long mine, long theirs, long free, int ttMove, int[] list, long[] score,
            boolean drawGone, int finalsRow, int moverColour) {
        int[] hist = history[moverColour];
        int n = 0;
        long theirSafe = free & ~theirs;
        // o answering x's last move by its point reflection keeps the board symmetric, and o, answering so, never
        // completes a square first (the centre aside, see mirrorAnswers); tried right after the table's move and the
        // moves after which the race already bounds x. For x
        // (the reflection of o's move, or the centre) it cost positions on 4 x 5 and 5 x 5 (BENCHMARKS.md)
        long mirror = BoardSymmetry.image(lookup[1], op) & ~me & free;
        int mirrorMove = !achieve && moverColour == 1 && Long.bitCount(mirror) == 1
                ? Long.numberOfTrailingZeros(mirror) : -1;
        boolean bySets = !achieve && squaresOf != null;
        long freshSquares = bySets ? freshSquares(me, op, mine) : 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            long s;
            if (achieve) {
                s = 0;
                for (long t : through[f]) {
                    if ((t & op) == 0) {
                        s += 1 + Long.bitCount(t & me);
                    }
                    if ((t & me) == 0) {
                        s += Long.bitCount(t & op);
                    }
                }
            } else {
                int fresh = bySets ? Long.bitCount(squaresOf[f] & freshSquares) : freshByLoop(f, me, free, mine);
                s = ((theirSafe >>> f & 1) != 0 ? 8 : 0) - 4 * fresh + through[f].length / 4;
            }
            // moves that refuted the opponent elsewhere first (the history heuristic), the static score breaking ties
            if (!achieve) {
                s = ((long) Math.min(1 << 30, hist[f]) << 8) + s + 128;
                if (finalsRow >= 0) {
                    // a player out to win tries first the moves that leave the fewest drawn final boards (keeping
                    // them first for the player out to draw was measured too: it costs more positions)
                    // (bits 39-54, below the answer by reflection)
                    s += (long) (65535 - Math.min(65535, finals.countWith(finalsRow, moverColour, f))) << 39;
                }
                if (Long.bitCount(free) > lookMinFree) {
                    // one move ahead: a move after which the race already bounds the opponent comes first
                    long bit = 1L << f;
                    long free2 = free & ~bit;
                    // the mover's poisoned fields after the move: those before, and those the move adds
                    long meSafe2 = free2 & ~(mine | EndgameSolver.completedBy(through, me, f, free2));
                    int r = race.bounds(op, me | bit, theirSafe & ~bit, meSafe2, free2, Long.bitCount(free2),
                            drawGone);
                    int childHi = (r >>> 2) - 1;
                    int childLo = (r & 3) - 1;
                    s += (long) ((1 - childHi) * 2 + (1 - childLo)) << 56;
                }
            }
            if (f == mirrorMove) {
                // below the race one move ahead (bits 56-59), above all else
                s += 1L << 55;
            }
            if (f == ttMove) {
                s += 1L << 61;
            }
            // insertion sort, best first
            int i = n++;
            while (i > 0 && score[i - 1] < s) {
                score[i] = score[i - 1];
                list[i] = list[i - 1];
                i--;
            }
            score[i] = s;
            list[i] = f;
        }
        return n;
    }

    /**
     * The squares (as a set, at most 64 squares) in which a move of the mover makes a field newly poisoned for them:
     * two corners of the mover, none of the opponent, and two free corners that are both safe for the mover (the one
     * played and the one it poisons).
     */
    private long freshSquares(long me, long op, long poisoned) {
        SupplyRace.countCorners(squaresOf, me, cornerCounts);
        long once = cornerCounts[0];
        long twice = cornerCounts[1];
        long blocked = 0;
        for (long m = op | poisoned; m != 0; m &= m - 1) {
            blocked |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        // exactly two (a square with three corners of the mover has its last one poisoned, so it is blocked)
        return twice & ~once & ~blocked;
    }

    /** How many squares through {@code f} would give the mover a newly poisoned field, square by square. */
    private int freshByLoop(int f, long me, long free, long poisoned) {
        int fresh = 0;
        for (long t : through[f]) {
            long my = t & me;
            if (Long.bitCount(my) == 2) {
                long rest = t & ~my;
                if ((rest & free & ~poisoned) != 0) {
                    fresh++;
                }
            }
        }
        return fresh;
    }

    /** Moves the first {@code by} of the {@code count} moves to the end, keeping the order of the rest. */
    static void rotate(int[] list, int count, int by) {
        if (by <= 0 || by >= count) {
            return;
        }
        int[] head = java.util.Arrays.copyOf(list, by);
        System.arraycopy(list, by, list, 0, count - by);
        System.arraycopy(head, 0, list, count - by, by);
    }
}
