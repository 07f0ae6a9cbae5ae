package org.gridpuzzles.squares.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.ComputerPlayer;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.MoveAdvice;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.SquareGeometry;
import org.gridpuzzles.squares.game.PruningSolver;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;

/**
 * The 5 x 5 strategy that ships with the program, judged by code that did not write it: the certificate checker
 * replays it whole, the solver confirms its moves near the end, and games against random opponents end as the value
 * says.
 */
class StrategyBookProperties {

    private static final Game FIVE = Game.on(5, 5);
    private static final long[][] THROUGH = SquareGeometry.throughMasks(5, 5, false);

    private static StrategyBook book() {
        return StrategyBook.stored(FIVE).orElseThrow();
    }

    @Test
    void theStoredCertificateIsValid() throws IOException {
        try (InputStream in = StrategyBook.class.getResourceAsStream(
                "/org/gridpuzzles/squares/strategies/" + StrategyBook.storedName(FIVE))) {
            Verdict v = AvoidTheSquare.checkProof(in, "stored", 2);
            assertTrue(v.valid(), v.toString());
        }
        assertEquals(1, book().winner(), "5 x 5: the second player wins");
        assertTrue(book().size() > 100_000, "positions listed: " + book().size());
    }

    @Test
    void otherBoardsHaveNone() {
        assertTrue(StrategyBook.stored(Game.on(4, 5)).isEmpty());
        assertTrue(StrategyBook.stored(Game.on(5, 5).with(Rules.SquareKind.AXIS_PARALLEL)).isEmpty());
    }

    /** o, playing from the book, never completes a square; x, playing at random, eventually must. */
    @Property(tries = 60)
    void theComputerAsTheSecondPlayerWinsEveryGame(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        ComputerPlayer o = AvoidTheSquare.computer(FIVE, seed);
        assertTrue(o.playsPerfectly());
        GamePosition p = FIVE.start();
        while (true) {
            int x = randomMove(p, random);
            if (x < 0 || SquareGeometry.completes(p, x, THROUGH)) {
                assertNotEquals(-1, x, "a full board would be a draw: " + p);
                return; // x loses
            }
            p = p.play(x);
            int move = o.choose(p);
            assertTrue(p.isFree(move));
            assertTrue(!SquareGeometry.completes(p, move, THROUGH), "o completes a square at " + move + " in " + p);
            p = p.play(move);
        }
    }

    /** Where the book gives o's move with 12 to 15 fields free, the solver finds the position after it lost for x. */
    @Property(tries = 40)
    void bookMovesAreWinningMovesByTheSolver(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        PruningSolver solver = new PruningSolver(5, 5, false, Goal.AVOID, 18);
        int stop = 12 + random.nextInt(4);
        GamePosition p = FIVE.start();
        while (true) {
            int x = randomMove(p, random);
            if (x < 0 || SquareGeometry.completes(p, x, THROUGH)) {
                Statistics.label("game").collect("x lost early");
                return; // nothing to confirm in this game
            }
            p = p.play(x);
            int move = book().move(p);
            assertTrue(move >= 0, "the book answers every move of x: " + p);
            GamePosition after = p.play(move);
            if (Long.bitCount(after.free()) <= stop) {
                assertEquals(-1, solver.value(after), "x to move after o's book move loses: " + after);
                Statistics.label("game").collect("confirmed");
                return;
            }
            p = after;
        }
    }

    /** The advice is perfect at once where the book tells, with no time to search at all. */
    @Test
    void adviceFromTheBookNeedsNoSearch() {
        MoveAdvice empty = AvoidTheSquare.advise(FIVE, Board.empty(5, 5), "board", 1, Limits.timeout(Duration.ofNanos(1)));
        assertTrue(empty.perfect());
        assertEquals(GameValue.SECOND_PLAYER_WINS, empty.value());
        GamePosition afterX = FIVE.start().play(12);
        MoveAdvice reply = AvoidTheSquare.advise(FIVE, afterX.board(), "board", 1, Limits.timeout(Duration.ofNanos(1)));
        assertTrue(reply.perfect());
        assertEquals(GameValue.SECOND_PLAYER_WINS, reply.value());
        assertEquals(book().move(afterX), reply.move());
    }

    @Test
    void aDrawnOrForeignCertificateIsNoBook() {
        String draw = "avoid-the-square strategies 1\nboard 5x5\nsquares tilted\ngoal avoid\n"
                + "start ...../...../...../...../.....\nvalue draw\npositions up to symmetry\nendgames 10\n";
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> StrategyBook.read(stream(draw), "draw.txt", FIVE));
        assertTrue(e.getMessage().contains("not a win"), e.getMessage());
        e = assertThrows(InvalidInputException.class,
                () -> StrategyBook.read(stream(draw), "other.txt", Game.on(4, 5)));
        assertTrue(e.getMessage().contains("another game"), e.getMessage());
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A random free field, preferring those that complete no square of the mover's; -1 on a full board. */
    private static int randomMove(GamePosition p, SplittableRandom random) {
        int n = p.rows() * p.cols();
        int[] safe = new int[n];
        int[] any = new int[n];
        int ns = 0;
        int na = 0;
        for (int f = 0; f < n; f++) {
            if (p.isFree(f)) {
                any[na++] = f;
                if (!SquareGeometry.completes(p, f, THROUGH)) {
                    safe[ns++] = f;
                }
            }
        }
        return ns > 0 ? safe[random.nextInt(ns)] : na > 0 ? any[random.nextInt(na)] : -1;
    }
}
