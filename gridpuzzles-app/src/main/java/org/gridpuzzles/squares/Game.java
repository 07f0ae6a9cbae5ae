package org.gridpuzzles.squares;

import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * The two-player game on a {@code rows x cols} board: x and o put counters in turn, x first, and whoever completes
 * a square of their own counters (of the given kind) loses ({@link Goal#AVOID}) or wins ({@link Goal#ACHIEVE}); a
 * full board without one is a draw.
 */
public record Game(int rows, int cols, Rules.SquareKind squares, Goal goal) {

    public Game {
        if (squares == null || goal == null) {
            throw new IllegalArgumentException("a game needs a kind of square and a goal");
        }
        GamePosition.empty(rows, cols); // the same size limits as its positions
    }

    /** The game where completing a square loses. */
    public Game(int rows, int cols, Rules.SquareKind squares) {
        this(rows, cols, squares, Goal.AVOID);
    }

    public Game with(Goal g) {
        return new Game(rows, cols, squares, g);
    }

    public boolean achieve() {
        return goal == Goal.ACHIEVE;
    }

    /** The game on every square, tilted ones included. */
    public static Game on(int rows, int cols) {
        return new Game(rows, cols, Rules.SquareKind.ALL);
    }

    public Game with(Rules.SquareKind kind) {
        return new Game(rows, cols, kind, goal);
    }

    public boolean axisParallel() {
        return squares == Rules.SquareKind.AXIS_PARALLEL;
    }

    /** The empty board, x to move. */
    public GamePosition start() {
        return GamePosition.empty(rows, cols);
    }

    /** The squares of this game's kind one counter short in a position, in the order of the fields' numbers. */
    public java.util.List<ShortSquare> shortSquares(GamePosition p) {
        java.util.List<ShortSquare> out = new java.util.ArrayList<>();
        long free = p.free();
        for (int[] q : SquareGeometry.squares(rows, cols, axisParallel())) {
            long all = 0;
            for (int f : q) {
                all |= 1L << f;
            }
            if (Long.bitCount(all & free) != 1) {
                continue;
            }
            for (int player = 0; player < 2; player++) {
                long mine = player == 0 ? p.x() : p.o();
                if (Long.bitCount(all & mine) == 3) {
                    out.add(new ShortSquare(player, java.util.List.of(q[0], q[1], q[2], q[3])));
                }
            }
        }
        return out;
    }

    /** Whether the player to move completes a square of their own by playing on the (free) field. */
    public boolean completesSquare(GamePosition p, int field) {
        return p.completesSquare(field, SquareGeometry.throughMasks(rows, cols, axisParallel()));
    }
}
