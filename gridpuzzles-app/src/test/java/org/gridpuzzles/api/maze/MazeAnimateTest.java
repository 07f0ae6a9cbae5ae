package org.gridpuzzles.api.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.render.AnimatedGif;

/**
 * {@code maze animate} (and {@code maze generate/solve --format gif|svg-animated}): the GIF read back with the JDK's
 * reader (header, loop, delays, the frames put together end in the maze's own picture), the SVG parsed as XML with an
 * animation per frame, and requests out of range refused naming the field.
 */
class MazeAnimateTest {

    private static MazeAnimateResult run(MazeAnimateRequest q) {
        return Operations.get("maze animate", MazeAnimateRequest.class, MazeAnimateResult.class).run(q,
                RunContext.plain());
    }

    private static MazeSpec spec(String grid, int rows, int cols, long seed) {
        return new MazeSpec(rows, cols, seed, null, null, null, null, null, null, null, grid, null, null);
    }

    /** The GIF's frames painted one over the other as a viewer shows them, with each frame's delay. */
    private record Played(int frames, BufferedImage last, int[] delays, IIOMetadataNode first) {
    }

    private static Played play(byte[] gif) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in);
            int n = reader.getNumImages(true);
            int[] delays = new int[n];
            BufferedImage canvas = null;
            IIOMetadataNode first = null;
            for (int k = 0; k < n; k++) {
                BufferedImage frame = reader.read(k);
                IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(k)
                        .getAsTree("javax_imageio_gif_image_1.0");
                if (k == 0) {
                    first = root;
                    canvas = new BufferedImage(frame.getWidth(), frame.getHeight(), BufferedImage.TYPE_INT_RGB);
                }
                IIOMetadataNode at = (IIOMetadataNode) root.getElementsByTagName("ImageDescriptor").item(0);
                IIOMetadataNode control = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension")
                        .item(0);
                assertEquals("doNotDispose", control.getAttribute("disposalMethod"));
                delays[k] = Integer.parseInt(control.getAttribute("delayTime"));
                canvas.createGraphics().drawImage(frame, Integer.parseInt(at.getAttribute("imageLeftPosition")),
                        Integer.parseInt(at.getAttribute("imageTopPosition")), null);
            }
            return new Played(n, canvas, delays, first);
        } finally {
            reader.dispose();
        }
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    @Test
    void aCarvingGifLoopsAtItsRateAndEndsInTheMazesPicture() throws IOException {
        for (String grid : new String[] {"rect", "polar", "weave"}) {
            MazeSpec spec = grid.equals("polar")
                    ? new MazeSpec(null, null, 4, null, null, null, null, null, null, null, grid, 6, null)
                    : spec(grid, 9, 11, 4);
            MazeAnimateResult r = run(MazeAnimateRequest.carving(spec, "gif", 20, 30));
            assertEquals("GIF89a", new String(r.content(), 0, 6, StandardCharsets.US_ASCII));
            assertEquals("image/gif", r.mediaType());
            Played p = play(r.content());
            assertEquals(r.frames(), p.frames());
            assertTrue(r.frames() <= 30, grid);
            IIOMetadataNode loop = (IIOMetadataNode) p.first().getElementsByTagName("ApplicationExtension").item(0);
            assertEquals("NETSCAPE", loop.getAttribute("applicationID"));
            assertEquals("2.0", loop.getAttribute("authenticationCode"));
            assertArrayEquals(new byte[] {1, 0, 0}, (byte[]) loop.getUserObject(), "loops for ever");
            for (int k = 0; k < p.frames() - 1; k++) {
                assertEquals(5, p.delays()[k], "1/20 s");
            }
            assertEquals(205, p.delays()[p.frames() - 1], "the last frame is held 2 s more");
            // the maze's own drawing, as the still picture draws it, in a GIF of its own
            MazeGenerateResult still = new GenerateOperation().run(MazeGenerateRequest.of(spec, Labels.NONE, null,
                    "none", false, true), RunContext.plain());
            Object drawing = still.drawing().figure();
            Played alone = play(AnimatedGif.write(2, k -> drawing, 20));
            assertArrayEquals(pixels(alone.last()), pixels(p.last()), grid);
        }
    }

    @Test
    void aSolvingGifShowsEveryVisitAndThePath() throws IOException {
        MazeAnimateResult r = run(MazeAnimateRequest.solving(spec("hex", 8, 8, 2), "dijkstra", null, null, "hardest",
                "gif", null, 1000));
        MazeSolveResult s = new SolveOperation().run(MazeSolveRequest.of(spec("hex", 8, 8, 2), "dijkstra", null,
                null, "hardest", null, false), RunContext.plain());
        assertEquals(s.visited() + s.pathCells().length, r.steps());
        assertEquals(1, r.stepsPerFrame());
        assertEquals(r.steps() + 1, play(r.content()).frames());
    }

    @Test
    void anAnimatedSvgIsXmlWithOneAnimationPerCarvedGroup() throws Exception {
        MazeAnimateResult r = run(MazeAnimateRequest.carving(spec("hex", 7, 8, 5), "svg-animated", 10, 20));
        assertEquals("image/svg+xml", r.mediaType());
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document svg = f.newDocumentBuilder().parse(new ByteArrayInputStream(r.content()));
        assertEquals("svg", svg.getDocumentElement().getLocalName());
        // every frame after the first takes away the walls of its passages, one group with one animation
        assertEquals(r.frames() - 1, svg.getElementsByTagName("animate").getLength());
        assertEquals(r.frames() - 1, svg.getElementsByTagName("g").getLength());
        MazeAnimateResult rect = run(MazeAnimateRequest.carving(spec("rect", 7, 8, 5), "svg-animated", 10, 20));
        Document rectSvg = f.newDocumentBuilder().parse(new ByteArrayInputStream(rect.content()));
        assertTrue(rectSvg.getElementsByTagName("animate").getLength() >= rect.frames() - 1);
    }

    @Test
    void ratesAndFramesOutOfRangeAreRefusedNamingTheField() {
        MazeSpec s = spec("rect", 5, 5, 1);
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> MazeAnimateRequest.carving(s, "gif", 0, null));
        assertEquals("fps must be 1..50, got 0", e.getMessage());
        e = assertThrows(InvalidRequestException.class, () -> MazeAnimateRequest.carving(s, "gif", 51, null));
        assertEquals("fps must be 1..50, got 51", e.getMessage());
        e = assertThrows(InvalidRequestException.class, () -> MazeAnimateRequest.carving(s, "gif", null, 1));
        assertEquals("frames must be 2..1000, got 1", e.getMessage());
        e = assertThrows(InvalidRequestException.class, () -> MazeAnimateRequest.carving(s, "webp", null, null));
        assertEquals("animation must be one of gif, svg-animated, got webp", e.getMessage());
        CommandRun cli = CommandRun.run("maze", "generate", "--size", "5", "--format", "gif", "--fps", "0");
        assertEquals(2, cli.code());
        assertEquals("gridpuzzles maze generate: fps must be 1..50, got 0\n", cli.err());
        cli = CommandRun.run("maze", "solve", "--size", "5", "--format", "svg-animated", "--frames", "5000");
        assertEquals(2, cli.code());
        assertEquals("gridpuzzles maze solve: frames must be 2..1000, got 5000\n", cli.err());
        cli = CommandRun.run("maze", "generate", "--size", "5", "--fps", "10");
        assertEquals(2, cli.code());
        assertTrue(cli.err().contains("--fps applies to --format gif or svg-animated"), cli.err());
    }

    /** A 3d maze's levels reach the animation; a unicursal labyrinth has no carving of its own to play. */
    @Test
    void levelsAreAnimatedAndAUnicursalLabyrinthRefused(@TempDir Path dir) throws IOException {
        Path gif = dir.resolve("levels.gif");
        CommandRun cli = CommandRun.run("maze", "animate", "--grid", "3d", "--levels", "2", "--size", "4", "--seed",
                "1", "--frames", "10", "--out", gif.toString());
        assertEquals(0, cli.code(), cli.err());
        int frames = play(Files.readAllBytes(gif)).frames();
        assertTrue(frames > 1 && frames <= 10, frames + " frames");
        Path svg = dir.resolve("levels.svg");
        cli = CommandRun.run("maze", "generate", "--grid", "3d", "--levels", "2", "--size", "4", "--format",
                "svg-animated", "--out", svg.toString());
        assertEquals(0, cli.code(), cli.err());
        String summary = cli.out() + cli.err();
        assertTrue(summary.contains("steps in") && summary.contains("bytes of SVG"), summary);
        assertTrue(Files.readString(svg).contains("<animate"));
        cli = CommandRun.run("maze", "generate", "--unicursal", "--rows", "4", "--cols", "5", "--format", "gif");
        assertEquals(2, cli.code());
        assertEquals("gridpuzzles maze generate: an animation plays the carving of a perfect maze, and a unicursal "
                + "labyrinth is made from one afterwards: leave out unicursal\n", cli.err());
    }
}
