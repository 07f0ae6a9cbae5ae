package org.gridpuzzles.squares.game;

import java.util.List;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * What the solvers know of a position before searching it, built once from the board's geometry: the key it is stored
 * under (the least image under the board's symmetries, {@link PositionKeys}), the free fields completing a square
 * ({@link CompletingFields}), and for avoid its bounds without search ({@link StaticBounds}), with the drawn final
 * boards along the search path. The alpha-beta search uses it, and df-pn borrows the same bounds and keys.
 */
final class PositionAnalysis {

    final int fields;
    final long full;
    final boolean achieve;
    final long[][] through;
    final SupplyRace race;
    final PositionKeys keys;
    /** The key of the position last looked up, as {@link PositionKeys} leaves it (the same array). */
    final long[] key;
    final CompletingFields completing;
    final StaticBounds bounds;
    /** The drawn final boards that agree with the positions on the search path, or null when not kept. */
    final DrawnFinals.Path finals;

    /** The position {@link #staticBounds} reduced to (the same one when no inert pair was filled). */
    long reducedX;
    long reducedO;

    /**
     * Keys by the future when {@code byFuture} (see {@link PositionKeys}), inert pairs filled when {@code inertPairs},
     * and the drawn final boards kept when the board has at most {@code finalsCap} of them (0: never).
     */
    PositionAnalysis(int rows, int cols, boolean axisParallel, Goal goal, boolean byFuture, boolean inertPairs,
            int finalsCap) {
        fields = rows * cols;
        if (fields > 64) {
            throw new IllegalArgumentException("the game solver works on at most 64 fields");
        }
        full = fields == 64 ? -1L : (1L << fields) - 1;
        achieve = goal == Goal.ACHIEVE;
        List<int[]> sq = SquareGeometry.squares(rows, cols, axisParallel);
        long[] squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        through = SquareGeometry.throughMasks(rows, cols, axisParallel);
        race = new SupplyRace(squares, through);
        keys = new PositionKeys(fields, sq, BoardSymmetry.of(rows, cols), byFuture);
        key = keys.key;
        int centre = rows % 2 == 1 && cols % 2 == 1 ? fields / 2 : -1;
        DrawnFinals drawn = finalsCap > 0 ? DrawnFinals.of(rows, cols, axisParallel, finalsCap) : null;
        finals = drawn == null ? null : new DrawnFinals.Path(drawn);
        completing = new CompletingFields(squares, through);
        bounds = new StaticBounds(fields, completing, new PairingBounds(centre, through, keys),
                inertPairs ? new InertPairs(through, race.squaresOf()) : null, race, finals);
    }

    /** Writes the canonical key of a position to {@link #key} and returns the symmetry that gives it. */
    int canonical(long x, long o) {
        return keys.canonical(x, o);
    }

    /**
     * Writes to {@link #key} the key the search stores the position under (avoid: with its inert pairs filled) and
     * returns the symmetry that gives it.
     */
    int canonicalAsStored(GamePosition p) {
        long x = p.x();
        long o = p.o();
        if (!achieve) {
            // a window that every bound settles: the bounds stop right after the inert pairs are filled, which
            // does not depend on the window
            bounds.of(x, o, 2, -2);
            x = bounds.reducedX;
            o = bounds.reducedO;
        }
        return canonical(x, o);
    }

    /**
     * What an avoid position's value is known to be without a search, as {@code (lo + 1) | (hi + 1) << 2} for the
     * player to move (see {@link StaticBounds#of(long, long)}); the position the bounds are about is left in
     * {@link #reducedX} and {@link #reducedO}.
     */
    int staticBounds(long x, long o) {
        int b = bounds.of(x, o);
        reducedX = bounds.reducedX;
        reducedO = bounds.reducedO;
        return b;
    }

    /**
     * The race's bounds of the value of an avoid position for its mover, {@code {lo, hi}} (each -1, 0 or 1), or null
     * when the mover has no safe field (see {@link StaticBounds#raceBounds}).
     */
    int[] raceBounds(GamePosition p) {
        return bounds.raceBounds(p);
    }

    /** For a position with x to move, what o's answers by point reflection make sure of (see {@link StaticBounds}). */
    int mirrorBound(GamePosition p) {
        return bounds.mirrorBound(p);
    }
}
