package org.gridpuzzles.squares.play;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.MoveAdvice;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.board.SquareGeometry;
import org.gridpuzzles.squares.game.PruningSolver;
import org.gridpuzzles.squares.game.Solvers;

/**
 * Advice for one position: the solver where it finishes within the limits (a best move and the value), else a
 * heuristic move. The heuristic keeps fields for later: a free field where the opponent would complete a square but
 * the mover would not is a safe move the mover keeps in reserve, and the player who runs out of safe moves first
 * loses; so it plays the safe move that leaves the most such fields for itself and the fewest for the opponent,
 * ties broken by the seed.
 */
public final class MoveAdvisor {

    private MoveAdvisor() {
    }

    public static MoveAdvice advise(Game game, Board board, String source, long seed, Limits limits) {
        if (board.rows() != game.rows() || board.cols() != game.cols()) {
            throw new InvalidInputException(source + " is " + board.rows() + " x " + board.cols() + ", not "
                    + game.rows() + " x " + game.cols());
        }
        GamePosition p = GamePosition.of(board);
        int nx = Long.bitCount(p.x());
        int no = Long.bitCount(p.o());
        if (nx != no && nx != no + 1) {
            throw new InvalidInputException(source + " has " + nx + " x and " + no
                    + " o: x moves first, so x has as many counters as o or one more");
        }
        int mover = p.mover();
        int[] sq = BoardChecker.firstSquare(board, game.axisParallel());
        if (sq != null) {
            int colour = board.at(sq[0], sq[1]);
            // only the last move can have completed a square: the one who made it
            if (colour == mover) {
                throw new InvalidInputException(source + " has a square of " + Rules.letter(colour) + ", but "
                        + Rules.letter(1 - colour) + " moved last");
            }
            List<Integer> corners = new ArrayList<>();
            for (int i = 0; i < 8; i += 2) {
                corners.add(p.field(sq[i], sq[i + 1]));
            }
            return new MoveAdvice(p, mover, -1, false, List.of(), null, true, game.achieve() ? 1 - colour : colour,
                    corners);
        }
        if (p.free() == 0) {
            return new MoveAdvice(p, mover, -1, true, List.of(), GameValue.DRAW, true, -1, List.of());
        }
        long[][] through = SquareGeometry.throughMasks(game.rows(), game.cols(), game.axisParallel());
        List<Integer> losing = new ArrayList<>();
        List<Integer> completing = new ArrayList<>();
        for (int f = 0; f < p.rows() * p.cols(); f++) {
            if (p.isFree(f) && SquareGeometry.completes(p, f, through)) {
                completing.add(f);
            }
        }
        if (!game.achieve()) {
            losing.addAll(completing);
        }
        MoveAdvice stored = fromStoredStrategy(game, p, losing, through, seed);
        if (stored != null) {
            return stored;
        }
        PruningSolver solver = new PruningSolver(game.rows(), game.cols(), game.axisParallel(), game.goal(), 20);
        solver.limits(limits);
        try {
            int target = solver.value(p);
            int move;
            if (game.achieve()) {
                move = completing.isEmpty() ? -1 : completing.get(0);
                for (int f = 0; f < p.rows() * p.cols() && move < 0; f++) {
                    if (p.isFree(f) && -solver.value(p.play(f)) == target) {
                        move = f;
                    }
                }
            } else {
                // a best move that completes no square: a lost position is played on as long as it can be
                move = losing.isEmpty() ? -1 : losing.get(0);
                for (int f = 0; f < p.rows() * p.cols(); f++) {
                    if (p.isFree(f) && !losing.contains(f) && -solver.value(p.play(f)) == target) {
                        move = f;
                        break;
                    }
                }
            }
            return new MoveAdvice(p, mover, move, true, losing, Solvers.value(target, mover), false, -1,
                    List.of());
        } catch (LimitReachedException e) {
            int move = game.achieve() ? achieveHeuristic(p, through, seed) : heuristic(p, through, seed);
            return new MoveAdvice(p, mover, move, false, losing, null, false, -1, List.of());
        }
    }

    /**
     * Advice from the game's stored winning strategy, at once: the winner's move where the strategy lists the
     * position; for the loser, when every move that completes no square leads to a listed position, the value (any of
     * those moves is as good as another, so the heuristic picks one). Null where the strategy does not tell: endgames
     * it leaves out, or a position the winner's strategy never reaches.
     */
    private static MoveAdvice fromStoredStrategy(Game game, GamePosition p, List<Integer> losing, long[][] through,
            long seed) {
        StrategyBook book = StrategyBook.stored(game).orElse(null);
        int free = Long.bitCount(p.free());
        if (book == null || free <= book.endgames() + 1) {
            return null;
        }
        GameValue value = book.winner() == 0 ? GameValue.FIRST_PLAYER_WINS : GameValue.SECOND_PLAYER_WINS;
        if (p.mover() == book.winner()) {
            int move = book.move(p);
            return move < 0 ? null : new MoveAdvice(p, p.mover(), move, true, losing, value, false, -1, List.of());
        }
        boolean any = false;
        for (int f = 0; f < p.rows() * p.cols(); f++) {
            if (p.isFree(f) && !losing.contains(f)) {
                if (book.move(p.play(f)) < 0) {
                    return null;
                }
                any = true;
            }
        }
        return any ? new MoveAdvice(p, p.mover(), heuristic(p, through, seed), true, losing, value, false, -1,
                List.of()) : null;
    }

    /** Whether a winning strategy of the game ships with the program (5 x 5). */
    public static boolean hasStoredStrategy(Game game) {
        return StrategyBook.stored(game).isPresent();
    }

    /**
     * The computer's move from the game's stored winning strategy: the winner plays the strategy's move; the loser,
     * whose every move loses, plays on by the heuristic, seeded by the position so that every choice is a function of
     * the position, as perfect play is. -1 where no strategy ships or {@code p} lies in the endgames it leaves out,
     * which a search settles quickly.
     */
    public static int storedStrategyMove(Game game, GamePosition p, long[][] through) {
        StrategyBook book = StrategyBook.stored(game).orElse(null);
        if (book == null || Long.bitCount(p.free()) <= book.endgames() + 1) {
            return -1;
        }
        int move = p.mover() == book.winner() ? book.move(p) : -1;
        return move >= 0 ? move : heuristic(p, through, p.x() * 0x9E3779B97F4A7C15L ^ p.o());
    }

    /**
     * Achieve: complete a square of one's own if possible, else block the opponent's, else the field on the most
     * squares still open for the mover (ties by the seed).
     */
    public static int achieveHeuristic(GamePosition p, long[][] through, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long mine = p.mover() == 0 ? p.x() : p.o();
        long theirs = p.mover() == 0 ? p.o() : p.x();
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (int f = 0; f < p.rows() * p.cols(); f++) {
            if (!p.isFree(f)) {
                continue;
            }
            int score = 0;
            if (completes(mine, f, through)) {
                score = 1 << 20;
            } else if (completes(theirs, f, through)) {
                score = 1 << 19;
            } else {
                for (long m : through[f]) {
                    if ((m & theirs) == 0) {
                        score += 1 + Long.bitCount(m & mine);
                    }
                }
            }
            if (score > bestScore) {
                best = f;
                bestScore = score;
                ties = 1;
            } else if (score == bestScore && random.nextInt(++ties) == 0) {
                best = f;
            }
        }
        return best;
    }

    /** The safe move that keeps the most reserve fields for the mover and leaves the fewest for the opponent. */
    static int heuristic(GamePosition p, long[][] through, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = p.rows() * p.cols();
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (int f = 0; f < n; f++) {
            if (!p.isFree(f)) {
                continue;
            }
            // a move completing one's own square only when nothing else is left
            int score = SquareGeometry.completes(p, f, through) ? Integer.MIN_VALUE + 1 : reserve(p.play(f), through);
            if (score > bestScore) {
                best = f;
                bestScore = score;
                ties = 1;
            } else if (score == bestScore && random.nextInt(++ties) == 0) {
                best = f;
            }
        }
        return best;
    }

    /**
     * After a move (the opponent now to move): free fields safe for the one who just moved but losing for the
     * opponent, minus those safe for the opponent but losing for the one who moved.
     */
    private static int reserve(GamePosition after, long[][] through) {
        int score = 0;
        long opponent = after.mover() == 0 ? after.x() : after.o();
        long moved = after.mover() == 0 ? after.o() : after.x();
        for (int f = 0; f < after.rows() * after.cols(); f++) {
            if (!after.isFree(f)) {
                continue;
            }
            boolean opponentLoses = completes(opponent, f, through);
            boolean moverLoses = completes(moved, f, through);
            if (opponentLoses && !moverLoses) {
                score++;
            } else if (moverLoses && !opponentLoses) {
                score--;
            }
        }
        return score;
    }

    private static boolean completes(long mine, int field, long[][] through) {
        for (long m : through[field]) {
            if ((mine & m) == m) {
                return true;
            }
        }
        return false;
    }
}
