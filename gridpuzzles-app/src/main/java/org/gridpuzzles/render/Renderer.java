package org.gridpuzzles.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;

/** Turns a {@link Picture} into ASCII, SVG or PNG bytes, to a stream or atomically to a file. */
public final class Renderer {

    /** PNG pictures are at most this many pixels a side; larger grids are drawn as SVG. */
    public static final int MAX_PNG_SIDE = 20_000;
    private static final double SVG_CELL = 24;
    /** Small grids are drawn at least this wide (or high) in pixels, so that they can be read as they open. */
    private static final int READABLE_SIDE = 600;

    static {
        // ImageIO's default file cache leaves a thread that prints a stack trace at exit when a write failed
        ImageIO.setUseCache(false);
    }

    private Renderer() {
    }

    public static void write(Picture picture, Format format, OutputStream out) throws IOException {
        if (format == Format.PNG) {
            ImageIO.write(png(picture), "png", out);
        } else {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            writeText(picture, format, w);
            w.flush();
        }
        out.flush();
    }

    public static void write(Picture picture, Format format, Path file) {
        if (format == Format.PNG) {
            checkPngSize(picture);
        }
        AtomicFile.write(file, out -> write(picture, format, out));
    }

    /** Writes an ASCII or SVG picture as text (streamed: big pictures need no big string). */
    public static void writeText(Picture picture, Format format, Writer out) {
        switch (format) {
            case ASCII -> AsciiRenderer.render(picture, out);
            case SVG -> {
                PictureDrawer drawer = new PictureDrawer(picture, svgCell(picture));
                SvgCanvas canvas = new SvgCanvas(out, drawer.width(), drawer.height());
                drawer.draw(canvas);
                canvas.finish();
            }
            case PNG -> throw new IllegalArgumentException("PNG is not text");
        }
    }

    public static String svg(Picture picture) {
        java.io.StringWriter w = new java.io.StringWriter();
        writeText(picture, Format.SVG, w);
        return w.toString();
    }

    /** SVG units per field: 24, or more for small grids. */
    static double svgCell(Picture picture) {
        return Math.max(SVG_CELL, Math.ceil((double) READABLE_SIDE / longSide(picture)));
    }

    /** Pixels per field: large enough to read, small enough that big grids still fit. */
    static int pngCell(Picture picture) {
        int side = longSide(picture);
        return Math.max(3, Math.max(Math.min(32, 4096 / side), (READABLE_SIDE + side - 1) / side));
    }

    private static int longSide(Picture picture) {
        return Math.max(1, Math.max(picture.grid().rows(), picture.grid().cols()));
    }

    private static void checkPngSize(Picture picture) {
        int cell = pngCell(picture);
        long side = (long) cell * Math.max(picture.grid().rows(), picture.grid().cols()) + 2L * cell;
        if (side > MAX_PNG_SIDE) {
            throw new InvalidInputException("a PNG of a " + picture.grid() + " grid would be " + side
                    + " pixels a side, over the limit of " + MAX_PNG_SIDE + "; use --format svg");
        }
    }

    public static BufferedImage png(Picture picture) {
        checkPngSize(picture);
        PictureDrawer drawer = new PictureDrawer(picture, pngCell(picture));
        BufferedImage image = new BufferedImage((int) Math.ceil(drawer.width()), (int) Math.ceil(drawer.height()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            // the picture's own background ends at a fractional height; without this the last pixel row is grey
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            drawer.draw(new Java2dCanvas(g));
        } finally {
            g.dispose();
        }
        return image;
    }
}
