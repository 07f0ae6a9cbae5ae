package org.gridpuzzles.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The entry point, against values known from Chris Milson's MPMP10 write-up (Avoid the Square) and the README. */
class AvoidTheSquareTest {

    @Test
    void theGameIsADrawOnTwoThreeAndFourSquareBoards() {
        for (int n = 2; n <= 4; n++) {
            Game game = Game.on(n, n);
            GameEvaluation e = AvoidTheSquare.evaluate(game, game.start(), SolveOptions.defaults().withTableBits(20));
            assertEquals(GameValue.DRAW, e.value(), n + " x " + n);
        }
        Game three = Game.on(3, 3);
        GameSolution s = AvoidTheSquare.solve(three, three.start(), SolveOptions.defaults().withTableBits(16));
        assertEquals(GameValue.DRAW, s.value());
        assertEquals(9, s.moves().size());
        assertEquals("board full, no square: draw", s.ending());
        assertEquals(0, s.end().free());
    }

    @Test
    void aSolveOutOfStepsStaysUnknownAndACancelledOneStops() {
        Game game = Game.on(4, 5); // 4 x 4 is now solved within the budget
        GameSolution pn = AvoidTheSquare.solve(game, game.start(), SolveOptions.defaults().withTableBits(16)
                .with(Limits.none().withSteps(20_000)).with(GameMethod.PROOF_NUMBER));
        assertFalse(pn.solved());
        GameSolution s = AvoidTheSquare.solve(game, game.start(),
                SolveOptions.defaults().withTableBits(16).with(Limits.none().withSteps(100_000)));
        assertFalse(s.solved());
        assertNull(s.value());
        assertTrue(s.positions() >= 100_000);
        Limits cancelled = Limits.none();
        cancelled.cancel();
        assertThrows(InterruptedRunException.class, () -> AvoidTheSquare.solve(game, game.start(),
                SolveOptions.defaults().withTableBits(16).with(cancelled)));
        assertThrows(InterruptedRunException.class, () -> AvoidTheSquare.count(Rules.twoColours(6, 6),
                CountOptions.defaults().withThreads(2).with(cancelled)));
    }

    @Test
    void tableRowsComeOneByOne() {
        List<TableRow> rows = new ArrayList<>();
        AvoidTheSquare.table(Rules.twoColours(1, 1), 5, CountOptions.defaults().withThreads(2)
                .with(Equivalence.SYMMETRY), rows::add);
        assertEquals(List.of(1L, 6L, 92L, 2094L, 2704L), rows.stream().map(TableRow::count).toList());
        assertEquals(List.of(1L, 2L, 15L, 266L, 340L), rows.stream().map(TableRow::classes).toList());
    }

    @Test
    void listStopsWhenTheSinkSaysSo() {
        List<Board> boards = new ArrayList<>();
        AvoidTheSquare.list(Rules.twoColours(5, 5), Limits.none(), b -> {
            boards.add(b);
            return boards.size() < 3;
        });
        assertEquals(3, boards.size());
        for (Board b : boards) {
            assertTrue(AvoidTheSquare.checkFinal(b, Rules.twoColours(5, 5)).valid(), b.compact());
        }
    }

    @Test
    void theLargestBoardIsSixBySix() {
        LargestBoard r = AvoidTheSquare.largest(Rules.twoColours(1, 1), LargestOptions.defaults(), s -> true);
        assertEquals(6, r.largest());
        assertTrue(r.nextProvedImpossible());
        assertTrue(r.allLargerImpossible());
        assertTrue(AvoidTheSquare.checkFinal(r.witness(), Rules.twoColours(6, 6)).valid());
    }

    @Test
    void positionsThatCannotOccurAreRefused() {
        Game game = Game.on(3, 3);
        assertEquals("p has 2 x and 0 o: x moves first, so x has as many counters as o or one more",
                assertThrows(InvalidInputException.class, () -> AvoidTheSquare.position(
                        AvoidTheSquare.board("xx./.../...", "p"), game, "p")).getMessage());
        assertEquals("p already has a one-coloured square: the game is over",
                assertThrows(InvalidInputException.class, () -> AvoidTheSquare.position(
                        AvoidTheSquare.board("x.x/ooo/x.x", "p"), game, "p")).getMessage());
        GamePosition p = AvoidTheSquare.position(AvoidTheSquare.board("xox/..o/.ox", "p"), game, "p");
        assertEquals(0, p.mover());
        assertTrue(game.completesSquare(p, p.field(3, 1)));
    }

    @Test
    void boardFilesNameTheFileAndLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("b.json");
        Files.writeString(file, "{\"rows\": 2, \"cols\": 2,\n\"boards\": [\n[\"xo\", \"ox\"],\n[\"xo\"]\n]}\n");
        assertEquals(file + ":4: board 2 is 1 x 2, but the file says 2 x 2",
                assertThrows(InvalidInputException.class, () -> AvoidTheSquare.readBoards(file)).getMessage());
        Files.writeString(file, "xo/ox\n\nxo/o\n");
        assertEquals(file + ":3: row 2 'o' has 1 fields, row 1 has 2",
                assertThrows(InvalidInputException.class, () -> AvoidTheSquare.readBoards(file)).getMessage());
        assertEquals(dir + ": is a directory",
                assertThrows(InvalidInputException.class, () -> AvoidTheSquare.readBoards(dir)).getMessage());
        Files.writeString(file, "{\"board\": [\"xox\", \"xxo\", \"oox\"], \"note\": \"any other member is kept out\"}");
        assertEquals(List.of(AvoidTheSquare.board("xox/xxo/oox", "b")), AvoidTheSquare.readBoards(file));
    }

    @Test
    void aCertificateWithoutLineEndsStopsAtTheFirstOverlongLine() {
        // /dev/zero on standard input: a line that never ends is refused, not read until memory runs out
        long[] taken = new long[1];
        java.io.InputStream endless = new java.io.InputStream() {
            @Override
            public int read() {
                taken[0]++;
                return 'x';
            }
        };
        String m = assertThrows(InvalidInputException.class,
                () -> AvoidTheSquare.checkProof(endless, "<stdin>")).getMessage();
        assertTrue(m.startsWith("<stdin>:1: a line longer than "), m);
        assertTrue(taken[0] < 1 << 20, "read " + taken[0]);
    }
}
