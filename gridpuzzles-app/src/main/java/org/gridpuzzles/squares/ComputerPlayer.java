package org.gridpuzzles.squares;

import java.util.SplittableRandom;
import org.gridpuzzles.squares.board.SquareGeometry;
import org.gridpuzzles.squares.game.PruningSolver;
import org.gridpuzzles.squares.play.MoveAdvisor;

/**
 * The computer's moves: perfect play with the solver on boards of up to 16 fields (solving larger ones takes too
 * long for a game); on larger boards a random move, seeded, among those that do not complete its own square. It keeps
 * what it has solved (and its random choices follow one seeded sequence), so one player serves a whole game.
 */
public final class ComputerPlayer {

    private final PruningSolver solver;
    private final long[][] through;
    private final boolean achieve;
    private final SplittableRandom random;

    /** Boards of at most this many fields are played perfectly. */
    static final int PERFECT_FIELDS = 16;

    ComputerPlayer(int rows, int cols, boolean axisParallel, Goal goal, long seed) {
        this.solver = rows * cols <= PERFECT_FIELDS ? new PruningSolver(rows, cols, axisParallel, goal, 20) : null;
        this.achieve = goal == Goal.ACHIEVE;
        this.through = SquareGeometry.throughMasks(rows, cols, axisParallel);
        this.random = new SplittableRandom(seed);
    }

    /** Whether every move is a best move (small boards), rather than a random safe one. */
    public boolean playsPerfectly() {
        return solver != null;
    }

    /** The field the computer plays in the position (the player to move is the computer). */
    public int choose(GamePosition p) {
        int n = p.rows() * p.cols();
        long free = p.free();
        if (free == 0) {
            throw new IllegalArgumentException("the board is full: no move left");
        }
        if (solver != null) {
            int target = solver.value(p);
            for (int f = 0; f < n; f++) {
                if ((free >>> f & 1) != 0) {
                    int v = p.completesSquare(f, through) ? (achieve ? 1 : -1) : -solver.value(p.play(f));
                    if (v == target) {
                        return f;
                    }
                }
            }
        }
        if (achieve) {
            return MoveAdvisor.achieveHeuristic(p, through, random.nextLong());
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
