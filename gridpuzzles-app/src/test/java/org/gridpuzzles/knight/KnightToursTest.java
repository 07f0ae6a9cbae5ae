package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.FigureRenderer;
import org.gridpuzzles.render.Format;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The entry point, as a library user sees it. */
class KnightToursTest {

    @TempDir
    Path dir;

    @Test
    void aStudysRowsAreBySizeEvenWhenWorkersFinishedThemOutOfOrder() {
        WarnsdorffStudyOptions o = new WarnsdorffStudyOptions(SquareBoardSizes.parse("5..9"), 2,
                TieBreakRule.random(), 1);
        WarnsdorffStudyResult r = new WarnsdorffStudyResult(o, List.of(new WarnsdorffStudyRow(9, 2, 1),
                new WarnsdorffStudyRow(6, 2, 2), new WarnsdorffStudyRow(8, 2, 0)), true);
        assertEquals("size,trials,successes,rate\n6,2,2,1.0000\n8,2,0,0.0000\n9,2,1,0.5000\n", r.csv());
    }

    @Test
    void theFiveByFiveTourOfWarnsdorffsRule() throws Exception {
        Tour t = KnightTours.tour(TourOptions.of(new Grid(5, 5)));
        // the tour of the build before the entry point, move types of the paper
        assertEquals("325476113568134671245783\n", KnightTours.moves(t));
        assertTrue(t.complete());
        assertFalse(t.closed());
        ByteArrayOutputStream streamed = new ByteArrayOutputStream();
        WalkSummary w = KnightTours.writeMoves(TourOptions.of(new Grid(5, 5)), streamed, Progress.none());
        assertEquals("325476113568134671245783\n", streamed.toString(StandardCharsets.US_ASCII));
        assertEquals(new WalkSummary(5, 5, 25, 3, 3), w);
        Verdict v = KnightTours.check(t);
        assertTrue(v.valid());
        assertEquals("open tour on 5 x 5", v.details().get("tour"));
    }

    @Test
    void jsonRoundTripsThroughTheChecker() throws Exception {
        Tour t = KnightTours.tour(TourOptions.of(new Grid(6, 6)).method(TourMethod.CLOSED).start(new Field(3, 4)));
        String json = KnightTours.json(t);
        assertTrue(json.startsWith("{\"rows\":6,\"cols\":6,\"start\":[3,4],\"complete\":true,\"closed\":true,"
                + "\"squares\":[[3,4],"), json);
        Path f = Files.writeString(dir.resolve("t.json"), json);
        Verdict v = KnightTours.check(f, TourCheckOptions.of().closedOnly());
        assertTrue(v.valid(), v.problem());
        assertEquals("closed tour on 6 x 6", v.details().get("tour"));
        Path open = Files.writeString(dir.resolve("o.json"), KnightTours.json(KnightTours.tour(
                TourOptions.of(new Grid(5, 5)))));
        assertEquals(Verdict.invalid("the tour is not closed"),
                KnightTours.check(open, TourCheckOptions.of().closedOnly()));
    }

    @Test
    void toursAreReadFromBothFormats() throws Exception {
        Path moves = Files.writeString(dir.resolve("t.txt"), "3254\n");
        Tour t = KnightTours.readTour(moves, TourCheckOptions.of().board(new Grid(5, 5)));
        assertEquals(List.of(1, 2, 1, 3, 5), java.util.Arrays.stream(t.rowsVisited()).boxed().toList());
        assertEquals(List.of(1, 3, 5, 4, 5), java.util.Arrays.stream(t.colsVisited()).boxed().toList());
        Path json = Files.writeString(dir.resolve("t.json"), KnightTours.json(t));
        assertEquals(KnightTours.json(t), KnightTours.json(KnightTours.readTour(json, TourCheckOptions.of())));
        Path off = Files.writeString(dir.resolve("o.txt"), "1\n");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> KnightTours.readTour(off, TourCheckOptions.of().board(new Grid(5, 5))));
        assertEquals(off + ": not a knight's path: square 2 (-1,2) is off the board", e.getMessage());
    }

    @Test
    void boardsWithoutATourAreRefusedWithTheReason() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> KnightTours.tour(TourOptions.of(new Grid(5, 5)).method(TourMethod.CLOSED)));
        assertTrue(e.getMessage().startsWith("no closed tour: "), e.getMessage());
        assertEquals("a 4 x 4 board has no knight's tour", KnightTours.whyNoOpenTour(new Grid(4, 4)).orElseThrow());
        assertThrows(InvalidInputException.class,
                () -> KnightTours.tour(TourOptions.of(new Grid(8, 8)).start(new Field(9, 9))));
        assertThrows(InvalidInputException.class, () -> TieBreakRule.parse("12345677"));
    }

    @Test
    void countsOfTheOeis() {
        assertEquals(1728, KnightTours.countOpenTours(new Grid(5, 5), Limits.none(), Progress.none()));
        assertEquals(304, KnightTours.countOpenToursFrom(new Grid(5, 5), new Field(1, 1), Limits.none()));
        assertEquals(9862, KnightTours.countClosedTours(new Grid(6, 6), Limits.none(), Progress.none()));
    }

    /** The chart of a study is a figure drawn as any figure: an SVG document and a PNG image of its size. */
    @Test
    void theRateChartIsDrawnAsSvgAndPng() throws Exception {
        WarnsdorffStudyResult r = new WarnsdorffStudyResult(WarnsdorffStudyOptions.of(new SquareBoardSizes(5, 7)),
                List.of(new WarnsdorffStudyRow(5, 4, 4), new WarnsdorffStudyRow(6, 4, 2),
                        new WarnsdorffStudyRow(7, 4, 3)), false);
        Figure chart = KnightTours.rateChart(r, "a <title> & more");
        java.io.StringWriter w = new java.io.StringWriter();
        FigureRenderer.svg(chart, w);
        String svg = w.toString();
        assertTrue(svg.startsWith("<?xml") && svg.endsWith("</svg>\n"), svg);
        assertTrue(svg.contains(">a &lt;title&gt; &amp; more</text>"), svg);
        // the rates 100%, 50% and 75% at x = 60, 420 and 780 of the 800 x 400 chart (plot 310 high from y = 40)
        assertTrue(svg.contains("points=\"60,40 420,195 780,117.50\""), svg);
        Path png = dir.resolve("c.png");
        FigureRenderer.write(chart, Format.PNG, png);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(800, image.getWidth());
        assertEquals(400, image.getHeight());
    }

    @Test
    void benchRowsGoToTheSink() {
        List<TourBenchRow> rows = new ArrayList<>();
        KnightTours.bench(new TourBenchOptions(new int[] {20, 30}, TourMethod.SQUIRREL, TieBreakRule.random(), 1),
                Limits.none(), r -> rows.add(r));
        assertEquals(List.of(20, 30), rows.stream().map(TourBenchRow::size).toList());
        assertEquals(900, rows.get(1).visited());
        assertThrows(InvalidInputException.class, () -> new TourBenchOptions(new int[] {4}, TourMethod.SQUIRREL,
                TieBreakRule.random(), 1));
    }
}
