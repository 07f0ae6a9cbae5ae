package org.gridpuzzles.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RendererTest {

    private static Picture sample() {
        Picture p = new Picture(new Grid(3, 4)).board();
        p.label(0, "1").mark(5, new Mark(Mark.Shape.DISC, Colour.RED, 'o'));
        p.line(Line.of(new int[] {0, 1, 2, 6}, Colour.BLUE));
        p.pipes(11, 1 | 2);
        return p;
    }

    @Test
    void asciiDrawsTheBoardInTheSeedsStyle() {
        String text = AsciiRenderer.render(sample());
        String[] lines = text.split("\n");
        assertEquals(7, lines.length);
        assertEquals("+---+---+---+---+", lines[0]);
        assertEquals("| * | * | * |   |", lines[1]);
        assertEquals("|   | o | * |   |", lines[3]);
        assertTrue(lines[5].endsWith(" └─|"), lines[5]);
    }

    @Test
    void svgHasEveryLayer() {
        String svg = Renderer.svg(sample());
        assertTrue(svg.startsWith("<?xml"));
        assertTrue(svg.contains("<polyline"));
        assertTrue(svg.contains("<circle"));
        assertTrue(svg.trim().endsWith("</svg>"));
    }

    @Test
    void pngIsDrawnHeadless() {
        BufferedImage img = Renderer.png(sample());
        assertTrue(img.getWidth() > 4 * 3 && img.getHeight() > 3 * 3);
    }

    @Test
    void filesAreWrittenWhole(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.svg");
        Renderer.write(sample(), Format.SVG, f);
        assertTrue(Files.readString(f).contains("</svg>"));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
        assertThrows(InvalidInputException.class,
                () -> Renderer.write(sample(), Format.SVG, dir.resolve("missing/p.svg")));
        assertFalse(Files.exists(dir.resolve("missing")));
    }

    @Test
    void hugePngsAreRefusedWithTheLimit() {
        Picture p = new Picture(new Grid(10_000, 10_000));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Renderer.png(p));
        assertTrue(e.getMessage().contains("svg"));
    }
}
