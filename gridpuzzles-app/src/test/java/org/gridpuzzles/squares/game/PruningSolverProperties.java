package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.board.SquareGeometry;
import org.gridpuzzles.squares.proof.StrategyChecker;
import org.gridpuzzles.squares.proof.StrategyWriter;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class PruningSolverProperties {

    /** The pruning solver and the plain alpha-beta solver agree from the empty board, up to 4 x 4 and 3 x 5. */
    @Test
    void agreesWithAlphaBetaOnEmptyBoards() {
        int[][] sizes = {{1, 1}, {2, 2}, {2, 3}, {3, 3}, {2, 5}, {3, 4}, {4, 4}, {3, 5}};
        for (int[] s : sizes) {
            for (boolean axis : new boolean[] {false, true}) {
                int expected = new AlphaBetaSolver(s[0], s[1], axis, 20).value(GamePosition.empty(s[0], s[1]));
                PruningSolver solver = new PruningSolver(s[0], s[1], axis, Goal.AVOID, 20);
                assertEquals(expected, solver.value(GamePosition.empty(s[0], s[1])), s[0] + "x" + s[1] + " " + axis);
            }
        }
    }

    /** Plain minimax for both goals: no table, no symmetry, squares found by the board checker. */
    static int minimax(int rows, int cols, int[] cells, int mover, boolean axis, boolean achieve) {
        int best = Integer.MIN_VALUE;
        boolean any = false;
        for (int f = 0; f < cells.length; f++) {
            if (cells[f] != Board.EMPTY) {
                continue;
            }
            any = true;
            cells[f] = mover;
            int v;
            if (BoardChecker.firstSquare(new Board(rows, cols, cells), axis) != null) {
                v = achieve ? 1 : -1;
            } else {
                v = -minimax(rows, cols, cells, 1 - mover, axis, achieve);
            }
            cells[f] = Board.EMPTY;
            best = Math.max(best, v);
        }
        return any ? best : 0;
    }

    /** A random position without a square, with at most {@code free} empty fields, or null when the game ended. */
    static GamePosition randomPosition(int rows, int cols, boolean axis, long seed, int free) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = rows * cols;
        GamePosition p = GamePosition.empty(rows, cols);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        int tries = 0;
        while (Long.bitCount(p.free()) > Math.min(free, n - 1)) {
            int f = random.nextInt(n);
            if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                p = p.play(f);
            } else if (++tries > 1000) {
                return null;
            }
        }
        return p;
    }

    @Property(tries = 60)
    void agreesWithPlainMinimaxFromRandomPositions(@ForAll @IntRange(min = 2, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll boolean achieve) {
        GamePosition p = randomPosition(rows, cols, axis, seed, 8);
        Assume.that(p != null);
        int expected = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, achieve);
        PruningSolver solver = new PruningSolver(rows, cols, axis, achieve ? Goal.ACHIEVE : Goal.AVOID, 14);
        assertEquals(expected, solver.value(p), p.board().compact());
        for (int t = -1; t <= 1; t++) {
            assertEquals(expected >= t, solver.atLeast(p, t));
        }
    }

    /**
     * The race of supplies never excludes the true value: its bounds hold the plain minimax value of random avoid
     * positions.
     */
    @Property(tries = 150)
    void raceBoundsHoldTheValue(@ForAll @IntRange(min = 3, max = 4) int rows,
            @ForAll @IntRange(min = 3, max = 5) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll @IntRange(min = 3, max = 8) int free) {
        GamePosition p = randomPosition(rows, cols, axis, seed, free);
        Assume.that(p != null);
        int[] bounds = new PruningSolver(rows, cols, axis, Goal.AVOID, 10).analysis().raceBounds(p);
        Assume.that(bounds != null);
        int expected = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, false);
        assertTrue(bounds[0] <= expected && expected <= bounds[1],
                () -> p.board().compact() + " value " + expected + " outside " + bounds[0] + ".." + bounds[1]);
    }

    /** The race narrows the value of some positions on its own, so the property above does not hold trivially. */
    @Test
    void raceBoundsNarrowSomePositions() {
        int decided = 0;
        for (long seed = 0; seed < 200; seed++) {
            GamePosition p = randomPosition(4, 4, false, seed, 7);
            if (p == null) {
                continue;
            }
            int[] b = new PruningSolver(4, 4, false, Goal.AVOID, 10).analysis().raceBounds(p);
            if (b != null && (b[0] > -1 || b[1] < 1)) {
                decided++;
            }
        }
        assertTrue(decided > 0, "the race bounds never narrowed the value of 200 positions");
    }

    /**
     * Positions where a player can keep the board symmetric (o answering each move of x by its point reflection, or
     * on a board with a centre x holding it and answering o) are where the pairing bounds act: the solver's values
     * there agree with plain minimax.
     */
    @Property(tries = 60)
    void mirroredPositionsAgreeWithMinimax(@ForAll @IntRange(min = 2, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll boolean oneMore) {
        SplittableRandom random = new SplittableRandom(seed);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        GamePosition p = GamePosition.empty(rows, cols);
        int n = rows * cols;
        boolean centre = n % 2 == 1;
        if (centre) {
            p = p.play(n / 2); // x takes the centre and answers o's moves
        }
        int tries = 0;
        while (Long.bitCount(p.free()) > 8 || (oneMore && p.mover() == (centre ? 1 : 0))) {
            Assume.that(++tries < 10_000);
            int f = random.nextInt(n);
            if (!p.isFree(f) || SquareGeometry.completes(p, f, through)) {
                continue;
            }
            p = p.play(f);
            if (Long.bitCount(p.free()) > 7) {
                if (SquareGeometry.completes(p, n - 1 - f, through)) {
                    Assume.that(centre); // without a centre the answer never completes a square
                    break;
                }
                p = p.play(n - 1 - f);
            }
        }
        int expected = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, false);
        PruningSolver solver = new PruningSolver(rows, cols, axis, Goal.AVOID, 12);
        assertEquals(expected, solver.value(p), p.board().compact());
        for (int t = -1; t <= 1; t++) {
            assertEquals(expected >= t, solver.atLeast(p, t));
        }
    }

    /**
     * A game where o answers x's moves by their point reflection, except when the reflection is taken or would
     * complete a square of o, and now and then anyway (moves of o that x's never asked for); it stops with x to move
     * and at most {@code free} free fields, or null when a player runs out of safe moves first. With
     * {@code centreFirst} (a board with a centre field) x opens in the centre, so o's first move is one x never asked
     * for.
     */
    static GamePosition mirrorGame(int rows, int cols, boolean axis, long seed, int free, boolean centreFirst) {
        SplittableRandom random = new SplittableRandom(seed);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        int n = rows * cols;
        GamePosition p = GamePosition.empty(rows, cols);
        int last = -1;
        if (centreFirst && n % 2 == 1) {
            p = p.play(n / 2);
            last = n / 2;
        }
        while (Long.bitCount(p.free()) > free || p.mover() == 1) {
            int f = -1;
            if (p.mover() == 1 && last >= 0 && random.nextInt(6) > 0) {
                int answer = n - 1 - last;
                if (p.isFree(answer) && !SquareGeometry.completes(p, answer, through)) {
                    f = answer;
                }
            }
            for (int tries = 0; f < 0 && tries < 200; tries++) {
                int g = random.nextInt(n);
                if (p.isFree(g) && !SquareGeometry.completes(p, g, through)) {
                    f = g;
                }
            }
            if (f < 0) {
                return null;
            }
            last = f;
            p = p.play(f);
        }
        return p;
    }

    /**
     * The bound from o's answers by point reflection (x loses, or x does not win) holds the plain minimax value, on
     * boards with and without a centre field; the solver that uses it agrees with minimax there.
     */
    @Property(tries = 150)
    void mirrorAnswersBoundTheValue(@ForAll @IntRange(min = 3, max = 5) int rows,
            @ForAll @IntRange(min = 3, max = 5) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll boolean centreFirst) {
        GamePosition p = mirrorGame(rows, cols, axis, seed, 8, centreFirst);
        Assume.that(p != null);
        PruningSolver solver = new PruningSolver(rows, cols, axis, Goal.AVOID, 12);
        int bound = solver.analysis().mirrorBound(p);
        int expected = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, false);
        assertTrue(bound == 1 || expected <= bound, () -> p.board().compact() + " value " + expected + ", bound " + bound);
        assertEquals(expected, solver.value(p), p.board().compact());
    }

    /**
     * The bound decides some such positions on 5 x 5 and 3 x 5, also with a counter of o that answers no move of x
     * (after x's opening in the centre), so the property above does not hold trivially.
     */
    @Test
    void mirrorAnswersDecideSomePositions() {
        int lost = 0;
        int lostWithExtra = 0;
        for (long seed = 0; seed < 300; seed++) {
            for (int[] size : new int[][] {{5, 5}, {3, 5}}) {
                for (boolean centreFirst : new boolean[] {false, true}) {
                    GamePosition p = mirrorGame(size[0], size[1], false, seed, 8, centreFirst);
                    if (p != null && new PruningSolver(size[0], size[1], false, Goal.AVOID, 10).analysis()
                            .mirrorBound(p) < 0) {
                        lost++;
                        if ((p.x() >>> (size[0] * size[1] / 2) & 1) != 0) {
                            lostWithExtra++;
                        }
                    }
                }
            }
        }
        assertTrue(lost > 0, "o's answers by reflection never decided a position");
        assertTrue(lostWithExtra > 0, "o's answers by reflection never decided a position with x in the centre");
    }

    /**
     * The checker's search of the endgames a certificate leaves out agrees with plain minimax, for either player
     * and either claim.
     */
    @Property(tries = 200)
    void theCheckersEndgameSearchAgreesWithPlainMinimax(@ForAll @IntRange(min = 0, max = 15) int size,
            @ForAll long seed, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll @IntRange(min = 1, max = 9) int free) {
        // boards of 2 to 5 rows by 2 to 5 columns
        int rows = 2 + size % 4;
        int cols = 2 + size / 4;
        GamePosition p = randomPosition(rows, cols, axis, seed, free);
        Assume.that(p != null);
        int value = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, achieve);
        for (int player = 0; player <= 1; player++) {
            int theirs = player == p.mover() ? value : -value;
            for (boolean win : new boolean[] {false, true}) {
                assertEquals(win ? theirs == 1 : theirs >= 0, StrategyChecker.endgameSecured(rows, cols, axis,
                        achieve, p.x(), p.o(), player == 0, win), p.board().compact() + " player " + player);
            }
        }
    }

    /** Proof-number search, a different method, reaches the same values (avoid rules). */
    @Property(tries = 40)
    void proofNumberSearchAgrees(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll long seed, @ForAll boolean axis) {
        GamePosition p = randomPosition(rows, cols, axis, seed, 10);
        Assume.that(p != null);
        int expected = new PruningSolver(rows, cols, axis, Goal.AVOID, 14).value(p);
        assertEquals(expected, new ProofNumberSolver(rows, cols, axis, 14).value(p), p.board().compact());
    }

    /**
     * Keys by the position's future and filled inert pairs change no value: the solver with them agrees with the
     * solver without them on random positions with more free fields than plain minimax could take.
     */
    @Property(tries = 40)
    void futureKeysAndInertPairsKeepTheValues(@ForAll @IntRange(min = 3, max = 4) int rows,
            @ForAll @IntRange(min = 3, max = 5) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll boolean achieve, @ForAll @IntRange(min = 6, max = 14) int free) {
        GamePosition p = randomPosition(rows, cols, axis, seed, free);
        Assume.that(p != null);
        Goal goal = achieve ? Goal.ACHIEVE : Goal.AVOID;
        int expected = new PruningSolver(rows, cols, axis, goal, 16, false, false).value(p);
        assertEquals(expected, new PruningSolver(rows, cols, axis, goal, 16, true, true).value(p), p.board().compact());
        assertEquals(expected, new PruningSolver(rows, cols, axis, goal, 16).value(p), p.board().compact());
    }

    /** df-pn with the pruning solver's bounds and keys agrees with plain minimax (avoid rules). */
    @Property(tries = 50)
    void dfpnAgreesWithPlainMinimax(@ForAll @IntRange(min = 2, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll long seed, @ForAll boolean axis) {
        GamePosition p = randomPosition(rows, cols, axis, seed, 8);
        Assume.that(p != null);
        int expected = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis, false);
        DfpnSolver solver = new DfpnSolver(rows, cols, axis, 12);
        assertEquals(expected, solver.value(p), p.board().compact());
        for (int t = -1; t <= 1; t++) {
            assertEquals(expected >= t, solver.atLeast(p, t));
        }
    }

    /** df-pn and alpha-beta agree from the empty board, up to 3 x 4, both kinds of square. */
    @Test
    void dfpnAgreesWithAlphaBetaOnEmptyBoards() {
        int[][] sizes = {{1, 1}, {2, 2}, {2, 3}, {3, 3}, {2, 5}, {3, 4}};
        for (int[] s : sizes) {
            for (boolean axis : new boolean[] {false, true}) {
                GamePosition empty = GamePosition.empty(s[0], s[1]);
                int expected = new PruningSolver(s[0], s[1], axis, Goal.AVOID, 20).value(empty);
                assertEquals(expected, new DfpnSolver(s[0], s[1], axis, 20).value(empty),
                        s[0] + "x" + s[1] + " " + axis);
            }
        }
    }

    /** Certificates written from df-pn's answers pass the independent checker too. */
    @Property(tries = 30)
    void dfpnCertificatesPassTheChecker(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll boolean axis, @ForAll long seed,
            @ForAll boolean fromEmpty) throws IOException {
        Game game = new Game(rows, cols, axis ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL, Goal.AVOID);
        GamePosition start = fromEmpty && rows * cols <= 12 ? game.start()
                : randomPosition(rows, cols, axis, seed, Math.min(10, rows * cols - 2));
        Assume.that(start != null);
        DfpnSolver solver = new DfpnSolver(rows, cols, axis, 14);
        GameValue value = AlphaBetaSolver.asResult(solver.value(start), start.mover());
        StringWriter w = new StringWriter();
        new StrategyWriter(solver, game).write(start, value, w);
        Verdict v = new StrategyChecker().check(w.toString(), "cert");
        assertTrue(v.valid(), () -> v.problem() + "\n" + w);
    }

    @Test
    void proofNumberSearchFindsTheDrawOnThreeByFour() {
        assertEquals(0, new ProofNumberSolver(3, 4, false, 16).value(GamePosition.empty(3, 4)));
    }

    /** Every certificate the solver writes passes the independent checker, over small boards and both goals. */
    @Property(tries = 40)
    void certificatesPassTheChecker(@ForAll @IntRange(min = 1, max = 3) int rows,
            @ForAll @IntRange(min = 1, max = 4) int cols, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll long seed, @ForAll boolean fromEmpty) throws IOException {
        Game game = new Game(rows, cols, axis ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                achieve ? Goal.ACHIEVE : Goal.AVOID);
        GamePosition start = fromEmpty ? game.start() : randomPosition(rows, cols, axis, seed, rows * cols - 2);
        Assume.that(start != null);
        String cert = certificate(game, start);
        Verdict v = new StrategyChecker().check(cert, "cert");
        assertTrue(v.valid(), () -> v.problem() + "\n" + cert);
    }

    private static String certificate(Game game, GamePosition start) throws IOException {
        PruningSolver solver = new PruningSolver(game.rows(), game.cols(), game.axisParallel(), game.goal(), 14);
        GameValue value = AlphaBetaSolver.asResult(solver.value(start), start.mover());
        StringWriter w = new StringWriter();
        new StrategyWriter(solver, game).write(start, value, w);
        return w.toString();
    }

    /** Certificates written up to symmetry pass the checker, and lose their validity when a position is dropped. */
    @Property(tries = 30)
    void symmetricCertificatesPassTheChecker(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll long seed) throws IOException {
        String cert = writtenCertificate(rows, cols, axis, achieve, seed, true, false, -1);
        assertTrue(cert.contains("\npositions up to symmetry\n"));
        Verdict v = new StrategyChecker().check(cert, "cert");
        assertTrue(v.valid(), () -> v.problem() + "\n" + cert);
        String[] lines = cert.split("\n");
        if (lines.length > 10 && lines[8].matches("[xo./]+ \\d+,\\d+")) {
            assertFalse(new StrategyChecker().check(cert.replace(lines[8] + "\n", ""), "cert").valid());
        }
    }

    /**
     * Certificates whose moves are the solver's own where they keep the value (as on boards larger than 4 x 5) pass
     * the checker too.
     */
    @Property(tries = 30)
    void certificatesWithTheSolversMovesPassTheChecker(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll long seed, @ForAll boolean symmetric) throws IOException {
        String cert = writtenCertificate(rows, cols, axis, achieve, seed, symmetric, true, -1);
        Verdict v = new StrategyChecker().check(cert, "cert");
        assertTrue(v.valid(), () -> v.problem() + "\n" + cert);
    }

    /**
     * Certificates that leave the endgames to the checker pass it, and a draw claimed as a win is refuted by the
     * checker's own search of those endgames.
     */
    @Property(tries = 60)
    void endgamesLeftOutAreSearchedByTheChecker(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll long seed, @ForAll boolean symmetric, @ForAll @IntRange(min = 0, max = 16) int endgames)
            throws IOException {
        int cut = Math.min(endgames, rows * cols);
        String cert = writtenCertificate(rows, cols, axis, achieve, seed, symmetric, endgames % 2 == 0, cut);
        assertTrue(cert.contains("\nendgames " + cut + "\n"), cert);
        Verdict v = new StrategyChecker().check(cert, "cert");
        assertTrue(v.valid(), () -> v.problem() + "\n" + cert);
        // on three threads taking one endgame at a time: the same verdict, the same endgames
        Verdict threaded = new StrategyChecker(3, 1).check(cert, "cert");
        assertTrue(threaded.valid(), threaded::problem);
        assertEquals(v.details().get("endgames searched"), threaded.details().get("endgames searched"));
        if (cert.contains("\nvalue draw\n")) {
            String claim = cert.replace("value draw", "value first player wins").replace("strategy x draw",
                    "strategy x win");
            Verdict wrong = new StrategyChecker().check(claim, "cert");
            assertFalse(wrong.valid(), claim);
            // the first endgame that fails, in the order reached, on any number of threads
            assertEquals(wrong.problem(), new StrategyChecker(3, 1).check(claim, "cert").problem());
        }
    }

    /** A move kept as proved reaches the value it was kept for, by plain minimax; both goals. */
    @Property(tries = 80)
    void provedMovesKeepTheirValue(@ForAll @IntRange(min = 2, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll boolean achieve, @ForAll @IntRange(min = 4, max = 9) int free) {
        GamePosition p = randomPosition(rows, cols, axis, seed, free);
        Assume.that(p != null);
        PruningSolver solver = new PruningSolver(rows, cols, axis, achieve ? Goal.ACHIEVE : Goal.AVOID, 14);
        solver.keepProvedMoves(-1);
        solver.value(p);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        // the position and its children: each kept move against the minimax value of what it leads to
        List<GamePosition> asked = new ArrayList<>(List.of(p));
        for (int f = 0; f < rows * cols; f++) {
            if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                asked.add(p.play(f));
            }
        }
        for (GamePosition q : asked) {
            for (int t = 0; t <= 1; t++) {
                int m = solver.provedMove(q, t);
                if (m < 0) {
                    continue;
                }
                assertTrue(q.isFree(m) && !SquareGeometry.completes(q, m, through), q.board().compact() + " " + m);
                GamePosition c = q.play(m);
                int childValue = Long.bitCount(c.free()) == 0 ? 0
                        : minimax(rows, cols, c.board().cells().clone(), c.mover(), axis, achieve);
                assertTrue(-childValue >= t, q.board().compact() + " move " + m + " kept for " + t);
            }
        }
    }

    @Test
    void aDrawClaimedAsAWinFailsTheEndgameSearch() throws IOException {
        Game game = Game.on(3, 3);
        PruningSolver solver = new PruningSolver(3, 3, false, Goal.AVOID, 14);
        StringWriter w = new StringWriter();
        new StrategyWriter(solver, game, true, 9).write(game.start(), GameValue.DRAW, w);
        String cert = w.toString();
        // nothing is listed: the checker searches the whole game
        assertFalse(cert.contains(","), cert);
        assertTrue(new StrategyChecker().check(cert, "c").valid());
        Verdict v = new StrategyChecker().check(cert.replace("value draw", "value first player wins")
                .replace("strategy x draw", "strategy x win"), "c");
        assertFalse(v.valid());
        assertTrue(v.problem().contains("is not a win for x (by exhaustive search)"), v.problem());
        assertThrows(InvalidInputException.class,
                () -> new StrategyChecker().check(cert.replace("endgames 9", "endgames 10"), "c"));
        assertThrows(InvalidInputException.class,
                () -> new StrategyChecker().check(cert.replace("endgames 9", "endgames nine"), "c"));
    }

    /** A certificate of the start (or, beyond 12 fields, of a random position) as the writer makes it. */
    /**
     * A certificate up to symmetry may list a position under any of its images (the checker looks up every image):
     * each line turned by a random symmetry, its move alike, still passes.
     */
    @Property(tries = 40)
    void positionsListedUnderAnyImagePassTheChecker(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 2, max = 4) int cols, @ForAll boolean axis, @ForAll boolean achieve,
            @ForAll long seed) throws IOException {
        String cert = writtenCertificate(rows, cols, axis, achieve, seed, true, true, -1);
        List<int[]> perms = BoardSymmetry.of(rows, cols);
        java.util.Random random = new java.util.Random(seed);
        StringBuilder turned = new StringBuilder();
        int changed = 0;
        for (String line : cert.split("\n")) {
            if (!line.matches("[.xo/]+ \\d+,\\d+")) {
                turned.append(line).append('\n');
                continue;
            }
            String[] parts = line.split(" ");
            char[] board = parts[0].replace("/", "").toCharArray();
            String[] rc = parts[1].split(",");
            int field = (Integer.parseInt(rc[0]) - 1) * cols + Integer.parseInt(rc[1]) - 1;
            int[] perm = perms.get(random.nextInt(perms.size()));
            char[] image = new char[board.length];
            for (int f = 0; f < board.length; f++) {
                image[perm[f]] = board[f];
            }
            StringBuilder rowsText = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                rowsText.append(r > 0 ? "/" : "").append(image, r * cols, cols);
            }
            int moved = perm[field];
            String out = rowsText + " " + (moved / cols + 1) + "," + (moved % cols + 1);
            changed += out.equals(line) ? 0 : 1;
            turned.append(out).append('\n');
        }
        Verdict v = new StrategyChecker().check(turned.toString(), "cert");
        assertTrue(v.valid(), () -> v.problem() + "\n" + turned);
        Assume.that(changed > 0);
    }

    private static String writtenCertificate(int rows, int cols, boolean axis, boolean achieve, long seed,
            boolean symmetric, boolean solversMovesFirst, int endgames) throws IOException {
        Game game = new Game(rows, cols, axis ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                achieve ? Goal.ACHIEVE : Goal.AVOID);
        GamePosition start = rows * cols <= 12 ? game.start()
                : randomPosition(rows, cols, axis, seed, Math.min(10, rows * cols - 2));
        Assume.that(start != null);
        PruningSolver solver = new PruningSolver(rows, cols, axis, game.goal(), 14);
        if (endgames >= 0) {
            // as solve --proof does: the writer takes the moves the search proved
            solver.keepProvedMoves(endgames);
        }
        GameValue value = AlphaBetaSolver.asResult(solver.value(start), start.mover());
        StringWriter w = new StringWriter();
        StrategyWriter writer = new StrategyWriter(solver, game, symmetric, endgames);
        writer.suggestFirst = solversMovesFirst;
        writer.write(start, value, w);
        return w.toString();
    }

    @Test
    void theCheckerRejectsWrongCertificates() throws IOException {
        String cert = certificate(Game.on(3, 3), GamePosition.empty(3, 3));
        assertTrue(cert.contains("value draw"));
        // a draw claimed as a win lacks the winner's strategy
        assertFalse(new StrategyChecker().check(cert.replace("value draw", "value first player wins"), "c").valid());
        // a move onto an occupied field names its line
        String[] lines = cert.split("\n");
        int k = 8; // a position with counters, x to move or o to move
        String[] parts = lines[k].split(" ");
        int occupied = parts[0].replace("/", "").indexOf('x') < 0 ? parts[0].replace("/", "").indexOf('o')
                : parts[0].replace("/", "").indexOf('x');
        Assume.that(occupied >= 0);
        lines[k] = parts[0] + " " + (occupied / 3 + 1) + "," + (occupied % 3 + 1);
        Verdict v = new StrategyChecker().check(String.join("\n", lines) + "\n", "c");
        assertFalse(v.valid());
        assertTrue(v.problem().contains("line " + (k + 1)), v.problem());
        // a missing position is found
        String dropped = cert.replace(lines[7] + "\n", "");
        assertFalse(new StrategyChecker().check(dropped, "c").valid());
        // unreadable text fails as bad input
        assertThrows(InvalidInputException.class,
                () -> new StrategyChecker().check(cert.replace("end\n", ""), "c"));
        assertThrows(InvalidInputException.class, () -> new StrategyChecker().check("hello\n", "c"));
    }

    /** Jenrich's 2012 paper: with axis-parallel squares and the goal of completing one, 3 x 3 and 4 x 4 are draws. */
    @Test
    void achievingAnAxisParallelSquareIsADrawUpToFourByFour() {
        for (int n = 3; n <= 4; n++) {
            PruningSolver s = new PruningSolver(n, n, true, Goal.ACHIEVE, 18);
            assertEquals(0, s.value(GamePosition.empty(n, n)));
        }
    }
}
