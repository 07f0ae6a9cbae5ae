package org.gridpuzzles.squares;

import java.util.SplittableRandom;

/**
 * The computer's moves: perfect play with the solver on boards of up to 16 fields (solving larger ones takes too
 * long for a game); on larger boards a random move, seeded, among those that do not complete its own square.
 */
public final class ComputerPlayer {

    private final AlphaBetaSolver solver;
    private final long[][] through;
    private final SplittableRandom random;

    public ComputerPlayer(int rows, int cols, boolean axisParallel, long seed) {
        this.solver = rows * cols <= 16 ? new AlphaBetaSolver(rows, cols, axisParallel, 20) : null;
        this.through = SquareGeometry.throughMasks(rows, cols, axisParallel);
        this.random = new SplittableRandom(seed);
    }

    public long[][] through() {
        return through;
    }

    public int choose(Position p) {
        int n = p.rows() * p.cols();
        long free = p.free();
        if (solver != null) {
            int target = solver.value(p);
            for (int f = 0; f < n; f++) {
                if ((free >>> f & 1) != 0) {
                    int v = p.completesSquare(f, through) ? -1 : -solver.value(p.play(f));
                    if (v == target) {
                        return f;
                    }
                }
            }
        }
        int[] safe = new int[n];
        int ns = 0;
        int[] any = new int[n];
        int na = 0;
        for (int f = 0; f < n; f++) {
            if ((free >>> f & 1) != 0) {
                any[na++] = f;
                if (!p.completesSquare(f, through)) {
                    safe[ns++] = f;
                }
            }
        }
        return ns > 0 ? safe[random.nextInt(ns)] : any[random.nextInt(na)];
    }
}
