package org.gridpuzzles.squares;

import java.util.SplittableRandom;
import org.gridpuzzles.squares.board.SquareGeometry;
import org.gridpuzzles.squares.game.PruningSolver;
import org.gridpuzzles.squares.play.MoveAdvisor;

/**
 * The computer's moves: perfect play with the solver on boards of up to 16 fields (solving larger ones takes too
 * long for a game), and from the stored winning strategy on boards that ship one (5 x 5); on other boards a random
 * move, seeded, among those that do not complete its own square. It keeps what it has solved (and its random choices
 * follow one seeded sequence), so one player serves a whole game.
 */
public final class ComputerPlayer {

    private final PruningSolver solver;
    private final long[][] through;
    private final boolean achieve;
    private final SplittableRandom random;
    /** Whether the board's winning strategy ships with the program. */
    private final boolean book;
    /** The endgame solver of a board with a stored strategy, made on first use. */
    private PruningSolver endgames;
    private final Game game;

    /** Boards of at most this many fields are played perfectly. */
    static final int PERFECT_FIELDS = 16;

    ComputerPlayer(Game game, long seed) {
        this.game = game;
        this.solver = game.rows() * game.cols() <= PERFECT_FIELDS
                ? new PruningSolver(game.rows(), game.cols(), game.axisParallel(), game.goal(), 20) : null;
        this.achieve = game.achieve();
        this.through = SquareGeometry.throughMasks(game.rows(), game.cols(), game.axisParallel());
        this.random = new SplittableRandom(seed);
        this.book = solver == null && MoveAdvisor.hasStoredStrategy(game);
    }

    /**
     * Whether every move is a best move (small boards and boards with a stored strategy), rather than a random safe
     * one.
     */
    public boolean playsPerfectly() {
        return solver != null || book;
    }

    /** The field the computer plays in the position (the player to move is the computer). */
    public int choose(GamePosition p) {
        int n = p.rows() * p.cols();
        long free = p.free();
        if (free == 0) {
            throw new IllegalArgumentException("the board is full: no move left");
        }
        if (book) {
            return fromBook(p);
        }
        return best(solver, p);
    }

    /** The stored strategy's move; in the endgames the strategy leaves out, the solver's (quick there). */
    private int fromBook(GamePosition p) {
        int move = MoveAdvisor.storedStrategyMove(game, p, through);
        if (move >= 0) {
            return move;
        }
        if (endgames == null) {
            endgames = new PruningSolver(p.rows(), p.cols(), game.axisParallel(), game.goal(), 20);
        }
        return best(endgames, p);
    }

    private int best(PruningSolver solver, GamePosition p) {
        int n = p.rows() * p.cols();
        long free = p.free();
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
