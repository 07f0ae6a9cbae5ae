package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameSolution;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.ProvedGame;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.SolveOptions;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class ParallelGameSolverProperties {

    /**
     * Threads over one table answer as one thread does, for both goals and both kinds of square, from positions with
     * enough free fields for the threads to be used; the table is small, so entries are replaced while the threads
     * read them.
     */
    @Property(tries = 40)
    void agreesWithOneThread(@ForAll @IntRange(min = 3, max = 4) int rows, @ForAll @IntRange(min = 4, max = 5) int cols,
            @ForAll long seed, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll @IntRange(min = 2, max = 3) int threads, @ForAll @IntRange(min = 0, max = 3) int placed) {
        int free = rows * cols - placed;
        Assume.that(free >= ParallelGameSolver.MIN_FREE && free <= 17);
        GamePosition p = PruningSolverProperties.randomPosition(rows, cols, axis, seed, free);
        Assume.that(p != null);
        Goal goal = achieve ? Goal.ACHIEVE : Goal.AVOID;
        int expected = new PruningSolver(rows, cols, axis, goal, 16).value(p);
        try (ParallelGameSolver team = new ParallelGameSolver(rows, cols, axis, goal, 12, threads, Limits.none())) {
            assertEquals(expected, team.value(p), p.board().compact());
            for (int t = -1; t <= 1; t++) {
                assertEquals(expected >= t, team.atLeast(p, t), p.board().compact() + " at least " + t);
            }
            assertTrue(team.nodes() > 0);
        }
    }

    /**
     * Questions answered on all threads and questions small enough for one thread follow each other: the threads a
     * question stopped do not stop the next one, however many positions it takes (they are checked every 65,536).
     */
    @Test
    void smallQuestionsAfterLargeOnesRun() {
        GamePosition empty = GamePosition.empty(4, 4);
        try (ParallelGameSolver team = new ParallelGameSolver(4, 4, false, Goal.AVOID, 10, 2, Limits.none())) {
            long seed = 1;
            while (team.nodes() < 4 * 65_536) {
                assertEquals(0, team.value(empty));
                for (int k = 0; k < 50; k++) {
                    GamePosition p = PruningSolverProperties.randomPosition(4, 4, false, seed++,
                            ParallelGameSolver.MIN_FREE - 1);
                    if (p != null) {
                        assertEquals(new PruningSolver(4, 4, false, Goal.AVOID, 12).value(p), team.value(p));
                    }
                }
            }
        }
    }

    /** The value from the empty board with two threads is the plain alpha-beta solver's, up to 4 x 4. */
    @Test
    void agreesWithAlphaBetaOnEmptyBoards() {
        int[][] sizes = {{3, 5}, {4, 4}};
        for (int[] s : sizes) {
            for (boolean axis : new boolean[] {false, true}) {
                GamePosition empty = GamePosition.empty(s[0], s[1]);
                int expected = new AlphaBetaSolver(s[0], s[1], axis, 20).value(empty);
                try (ParallelGameSolver team = new ParallelGameSolver(s[0], s[1], axis, Goal.AVOID, 16, 2,
                        Limits.none())) {
                    assertEquals(expected, team.value(empty), s[0] + "x" + s[1] + " " + axis);
                }
            }
        }
    }

    /**
     * Through the engine's entry point: two threads give the one thread's value and a principal variation that ends
     * as it says; a step budget ends both threads with the value unknown.
     */
    @Test
    void solvesThroughTheEntryPointAndStopsAtTheBudget() {
        Game game = new Game(4, 4, Rules.SquareKind.ALL, Goal.AVOID);
        SolveOptions two = SolveOptions.defaults().withThreads(2);
        GameSolution one = AvoidTheSquare.solve(game, game.start(), SolveOptions.defaults());
        GameSolution both = AvoidTheSquare.solve(game, game.start(), two);
        assertTrue(both.solved());
        assertEquals(one.value(), both.value());
        assertEquals(one.ending(), both.ending());
        Game larger = new Game(4, 5, Rules.SquareKind.ALL, Goal.AVOID);
        GameSolution cut = AvoidTheSquare.solve(larger, larger.start(), two.with(Limits.none().withSteps(200_000)));
        assertFalse(cut.solved());
    }

    /**
     * Certificates written on several threads (the positions past the first moves shared out among them) pass the
     * checker, for both goals, both kinds of square and any endgames left out, and list each position once.
     */
    @Property(tries = 25)
    void certificatesWrittenOnSeveralThreadsPassTheChecker(@ForAll @IntRange(min = 3, max = 4) int rows,
            @ForAll @IntRange(min = 4, max = 4) int cols, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll @IntRange(min = 2, max = 3) int threads, @ForAll @IntRange(min = -1, max = 8) int endgames)
            throws IOException {
        Game game = new Game(rows, cols, axis ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                achieve ? Goal.ACHIEVE : Goal.AVOID);
        Path proof = Files.createTempFile("squares", ".txt");
        try {
            ProvedGame g = AvoidTheSquare.solveWithProof(game, game.start(),
                    SolveOptions.defaults().withThreads(threads), proof, endgames);
            assertTrue(g.solution().solved());
            String text = Files.readString(proof);
            Verdict v = AvoidTheSquare.checkProof(text, "cert");
            assertTrue(v.valid(), v.problem() + "\n" + text);
            long lines = text.lines().filter(l -> l.indexOf(',') > 0).count();
            assertEquals(lines, text.lines().filter(l -> l.indexOf(',') > 0).distinct().count());
            assertEquals(g.strategyPositions(), lines);
        } finally {
            Files.deleteIfExists(proof);
        }
    }
}
