package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.AsciiRenderer;
import org.junit.jupiter.api.Test;

/** The entry point as a library user sees it. */
class LabyrinthsTest {

    private static final Labyrinth FIVE = Labyrinth.cornerToCorner(Grid.square(5));

    @Test
    void countsAreTheKnownNumbers() {
        // 104 walkthroughs of 5 x 5 corner to corner, half of them starting to the right (mirror symmetry)
        WalkthroughCount c = Labyrinths.countByFirstMove(FIVE, Limits.none(), Progress.none());
        assertEquals(BigInteger.valueOf(104), c.count());
        assertEquals(Map.of("R", BigInteger.valueOf(52), "D", BigInteger.valueOf(52)), c.byFirstMove());
        assertEquals(null, c.impossibleReason());
        assertEquals(Map.of(), Labyrinths.count(FIVE).byFirstMove());
    }

    @Test
    void enumerationGivesLinesToASinkAndEndsIt() {
        List<String> lines = new ArrayList<>();
        boolean[] ended = {false};
        long n = Labyrinths.enumerate(Labyrinth.cornerToCorner(Grid.square(3)), EnumerationOptions.all(),
                new org.gridpuzzles.core.Sink<>() {
                    @Override
                    public boolean accept(CharSequence line) {
                        lines.add(line.toString());
                        return true;
                    }

                    @Override
                    public void end() {
                        ended[0] = true;
                    }
                });
        assertEquals(2, n);
        assertEquals(List.of("RRDLLDRR", "DDRUURDD"), lines);
        assertTrue(ended[0]);
        assertEquals(104, Labyrinths.countByEnumeration(FIVE, EnumerationOptions.all().threads(2)));
        assertEquals(7, Labyrinths.countByEnumeration(FIVE, EnumerationOptions.all().limit(7)));
    }

    @Test
    void theLineWriterWritesAsciiLines() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MoveLineWriter writer = MoveLineWriter.to(bytes);
        assertEquals(3, Labyrinths.enumerate(FIVE, EnumerationOptions.all().limit(3), writer));
        assertEquals("RRRRDDDLLLURRULLLDDDRRRR\nRRRRDDDLLURULLLDRDLDRRRR\nRRRRDDDLUULDDLUULDDDRRRR\n",
                bytes.toString(StandardCharsets.US_ASCII));
        assertEquals(3, writer.lines());
    }

    @Test
    void optionsOutOfRangeAreBadInput() {
        assertThrows(InvalidInputException.class, () -> EnumerationOptions.all().limit(-2));
        assertThrows(InvalidInputException.class, () -> EnumerationOptions.all().threads(0));
        assertThrows(InvalidInputException.class, () -> DrawOptions.seed(1).budget(-5));
        assertThrows(InvalidInputException.class, () -> DrawOptions.seed(1).runs(0));
        assertThrows(InvalidInputException.class, () -> Labyrinths.draw(Labyrinth.cornerToCorner(Grid.square(4)),
                DrawOptions.seed(1)));
        assertThrows(InvalidInputException.class, () -> Labyrinths.draw(Labyrinth.cornerToCorner(Grid.square(13)),
                DrawOptions.seed(1).choice(LineChoice.EVERY_WALKTHROUGH_EQUAL)));
    }

    @Test
    void drawingsAreWalkthroughsAndRepeatWithTheSeed() {
        List<DrawnLine> lines = Labyrinths.drawAll(FIVE, DrawOptions.seed(1).runs(2));
        assertEquals("DDRRULURRRDLDRDLLLLDRRRR", lines.get(0).moves());
        assertEquals("RRDRURDDLLDLUULDDDRRRURD", lines.get(1).moves());
        assertEquals(lines.get(0), Labyrinths.draw(FIVE, DrawOptions.seed(1)));
        for (DrawnLine l : lines) {
            assertTrue(Labyrinths.check(FIVE, l.moves()).valid());
            assertEquals(25, l.fields().length);
        }
        DrawingStatistics s = Labyrinths.statistics(FIVE, DrawOptions.seed(3).runs(4), Progress.none());
        assertEquals(4, s.completed());
        assertTrue(s.allCompleted());
    }

    @Test
    void aCancelledDrawingStops() {
        Limits limits = Limits.none();
        limits.cancel();
        assertThrows(InterruptedRunException.class, () -> Labyrinths.draw(FIVE, DrawOptions.seed(1).limits(limits)));
        assertThrows(InterruptedRunException.class, () -> Labyrinths.count(Labyrinth.cornerToCorner(Grid.square(7)),
                limits, Progress.none()));
        assertThrows(InterruptedRunException.class, () -> Labyrinths.countByEnumeration(
                Labyrinth.cornerToCorner(Grid.square(7)), EnumerationOptions.all().limits(limits)));
    }

    @Test
    void checkSaysWhyNot() {
        Verdict v = Labyrinths.check(Labyrinth.cornerToCorner(Grid.square(3)), "RRRR");
        assertFalse(v.valid());
        assertEquals("move 3 'R' leaves the grid at field 1,3", v.problem());
        assertTrue(Labyrinths.check(Labyrinth.cornerToCorner(Grid.square(3)), " RRDLLDRR\n").valid());
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Labyrinths.check(FIVE, "RRd"));
        assertEquals("moves: character 3 'd' is not one of U, D, L, R", e.getMessage());
    }

    @Test
    void explanationAndItsPicture() {
        Explanation ex = Labyrinths.explain(FIVE, "DDDDRUUU");
        assertEquals(8, ex.moves());
        assertEquals(FIVE.grid().index(2, 2), ex.liveEnd());
        assertEquals(List.of(new NextField('U', "1,2", "available", "a completion exists (exact)"),
                new NextField('R', "2,3", "forbidden", "C-shape at field 1,2"),
                new NextField('D', "3,2", "forbidden", "taken"),
                new NextField('L', "2,1", "forbidden", "taken")), ex.neighbours());
        String ascii = AsciiRenderer.render(Labyrinths.picture(ex));
        assertTrue(ascii.contains("5 x 5 after 8 moves"), ascii);
    }
}
