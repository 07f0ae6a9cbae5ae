package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.board.SquareGeometry;

class EndgameSolverProperties {

    /**
     * The plain endgame search keeps the fail-soft promise against plain minimax on random avoid positions, for every
     * window, asked in turn of one solver so that later questions meet the bounds earlier ones stored.
     */
    @Property(tries = 150)
    void agreesWithPlainMinimaxInEveryWindow(@ForAll @IntRange(min = 0, max = 15) int size, @ForAll long seed,
            @ForAll boolean axis, @ForAll @IntRange(min = 1, max = 10) int free) {
        // boards of 2 to 5 rows by 2 to 5 columns
        int rows = 2 + size % 4;
        int cols = 2 + size / 4;
        GamePosition p = PruningSolverProperties.randomPosition(rows, cols, axis, seed, free);
        Assume.that(p != null);
        int value = PruningSolverProperties.minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, false);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        long me = p.mover() == 0 ? p.x() : p.o();
        long op = p.mover() == 0 ? p.o() : p.x();
        EndgameSolver solver = new EndgameSolver(rows * cols, through);
        int[][] windows = {{-1, 0}, {0, 1}, {-2, 2}, {-2, -1}, {1, 2}, {-1, 1}};
        for (int[] w : windows) {
            int v = solver.search(p.x(), p.o(), completing(me, p.free(), through), completing(op, p.free(), through),
                    w[0], w[1]);
            String at = p.board().compact() + " window " + w[0] + "," + w[1];
            if (v <= w[0]) {
                assertTrue(value <= v, at);
            } else if (v >= w[1]) {
                assertTrue(value >= v, at);
            } else {
                assertEquals(value, v, at);
            }
        }
        assertTrue(solver.takePositions() > 0);
        assertEquals(0, solver.takePositions());
    }

    /** The free fields that complete a square of {@code mine}, field by field. */
    private static long completing(long mine, long free, long[][] through) {
        long out = 0;
        for (int f = 0; f < through.length; f++) {
            for (long t : through[f]) {
                if ((free >>> f & 1) != 0 && (t & mine) == t) {
                    out |= 1L << f;
                }
            }
        }
        return out;
    }
}
