package org.gridpuzzles.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

/**
 * Pictures compared with golden files (regenerate with -Dgolden.update=DIR after a deliberate change, and look at
 * them), plus facts about them that are computed here, not by the renderer.
 */
class GoldenPictureTest {

    /** A 2 x 3 maze-like picture: one wall inside, a fill, a label, a mark, a line and a title. */
    static Picture maze() {
        Picture p = new Picture(new Grid(2, 3)).title("golden");
        p.walls(new Walls() {
            @Override
            public boolean openRight(int index) {
                return index != 0; // the only inner wall on the right: between fields 0 and 1
            }

            @Override
            public boolean openDown(int index) {
                return index == 0; // only field 0 opens downward
            }
        });
        p.fill(4, Colour.RED).label(2, "7").mark(5, new Mark(Mark.Shape.DISC, Colour.BLUE, 'x'));
        p.line(Line.of(new int[] {0, 3, 4, 5}, Colour.BLUE));
        return p;
    }

    static Picture board() {
        Picture p = new Picture(new Grid(3, 3)).board().checkerboard(true);
        p.label(0, "1").label(8, "9").pipes(4, 1 | 4);
        return p;
    }

    private static String golden(String name, String actual) throws IOException {
        String update = System.getProperty("golden.update");
        if (update != null) {
            Files.writeString(Path.of(update, name), actual, StandardCharsets.UTF_8);
        }
        try (InputStream in = GoldenPictureTest.class.getResourceAsStream(name)) {
            assertNotNull(in, "golden file " + name + " is missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void mazeSvgMatchesItsGoldenFile() throws IOException {
        String svg = Renderer.svg(maze());
        assertEquals(golden("maze.svg", svg), svg);
    }

    @Test
    void boardSvgMatchesItsGoldenFile() throws IOException {
        String svg = Renderer.svg(board());
        assertEquals(golden("board.svg", svg), svg);
    }

    @Test
    void mazeAsciiMatchesItsGoldenFile() throws IOException {
        String text = AsciiRenderer.render(maze());
        assertEquals(golden("maze.txt", text), text);
    }

    @Test
    void svgSizeFollowsTheGridAndTheTitle() {
        String svg = Renderer.svg(maze());
        // a small grid is drawn 600 units on its long side: 200 a field, a margin of 20 on each side, a title of 28
        assertSize(svg, 3 * 200 + 40, 2 * 200 + 40 + 28);
        assertTrue(svg.contains(">golden<"), "the title is drawn");
        assertTrue(svg.contains(">7<"), "the label is drawn");
        // a larger one keeps 24 units a field, with half a field of margin
        assertSize(Renderer.svg(new Picture(new Grid(40, 30)).board()), 30 * 24 + 24, 40 * 24 + 24);
    }

    @Test
    void aLegendSaysWhatColoursMeanBelowThePicture() {
        Picture p = board().legend(LegendEntry.fill(Colour.PALE_GREEN, "available"))
                .legend(LegendEntry.mark(new Mark(Mark.Shape.CROSS, Colour.RED, 'x'), "forbidden"));
        String svg = Renderer.svg(p);
        Matcher size = assertSize(svg, 3 * 200 + 40, -1);
        assertTrue(Double.parseDouble(size.group(2)) > 3 * 200 + 40, "the legend adds a band below the board");
        assertTrue(svg.contains(">available<") && svg.contains(">forbidden<"), svg);
        assertTrue(svg.contains("fill=\"" + Colour.PALE_GREEN.hex() + "\""), "the swatch has the colour");
        assertEquals(AsciiRenderer.render(board()), AsciiRenderer.render(p), "text pictures have no legend");
    }

    private static Matcher assertSize(String svg, double width, double height) {
        Matcher m = Pattern.compile("<svg[^>]*width=\"([0-9.]+)\"[^>]*height=\"([0-9.]+)\"").matcher(svg);
        assertTrue(m.find(), svg);
        assertEquals(width, Double.parseDouble(m.group(1)), 1e-6);
        if (height >= 0) {
            assertEquals(height, Double.parseDouble(m.group(2)), 1e-6);
        }
        return m;
    }

    @Test
    void asciiShowsExactlyTheWallsGiven() {
        String[] lines = AsciiRenderer.render(maze()).split("\n");
        // the title, if shown, comes first; find the top border
        int top = 0;
        while (!lines[top].startsWith("+")) {
            top++;
        }
        assertEquals("+---+---+---+", lines[top]);
        assertEquals('|', lines[top + 1].charAt(4), "wall between fields 0 and 1: " + lines[top + 1]);
        assertEquals(' ', lines[top + 1].charAt(8), "no wall between fields 1 and 2: " + lines[top + 1]);
        assertEquals(' ', lines[top + 3].charAt(4), "no wall between fields 3 and 4: " + lines[top + 3]);
        assertEquals("+   +---+---+", lines[top + 2], "only field 0 opens downward");
        assertEquals("+---+---+---+", lines[top + 4]);
    }

    @Test
    void pngWithATitleHasNoGreyEdge() {
        for (Picture p : new Picture[] {maze(), board()}) {
            BufferedImage img = Renderer.png(p);
            int last = img.getHeight() - 1;
            for (int x = 0; x < img.getWidth(); x++) {
                assertEquals(0xFFFFFF, img.getRGB(x, last) & 0xFFFFFF, "bottom row, x = " + x);
            }
            int right = img.getWidth() - 1;
            for (int y = 0; y < img.getHeight(); y++) {
                assertEquals(0xFFFFFF, img.getRGB(right, y) & 0xFFFFFF, "right column, y = " + y);
            }
        }
    }
}
