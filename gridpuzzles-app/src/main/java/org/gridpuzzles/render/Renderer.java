package org.gridpuzzles.render;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.event.IIOWriteProgressListener;
import javax.imageio.stream.ImageOutputStream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

/** Turns a {@link Picture} into ASCII, SVG or PNG bytes, to a stream or atomically to a file. */
public final class Renderer {

    /** PNG pictures are at most this many pixels a side; larger grids are drawn as SVG. */
    public static final int MAX_PNG_SIDE = 20_000;
    private static final double SVG_CELL = 24;
    /** An SVG's bytes per field and per point of a line, as measured on mazes (44 a field at 1000 x 1000). */
    private static final long SVG_BYTES_PER_FIELD = 45;
    private static final long SVG_BYTES_PER_POINT = 16;
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
            BufferedImage image = png(picture);
            encodePng(image, out, PictureLimits.current().progressFor(Format.PNG,
                    (long) image.getWidth() * image.getHeight(), 0));
        } else {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            writeText(picture, format, w);
            w.flush();
        }
        out.flush();
    }

    public static void write(Picture picture, Format format, Path file) {
        measure(picture, format);
        AtomicFile.write(file, out -> write(picture, format, out));
    }

    /** Writes an ASCII or SVG picture as text (streamed: big pictures need no big string). */
    public static void writeText(Picture picture, Format format, Writer out) {
        if (format == Format.PNG) {
            throw new IllegalArgumentException("PNG is not text");
        }
        if (format == Format.ASCII) {
            AsciiRenderer.render(picture, out);
            return;
        }
        long bytes = measure(picture, format);
        try (Progress progress = PictureLimits.current().progressFor(format, 0, bytes)) {
            FigureRenderer.svg(new PictureDrawer(picture, svgCell(picture)).figure(), out, progress);
        }
    }

    /**
     * Refuses a picture over this thread's {@link PictureLimits} before it is drawn; returns its size in bytes (SVG
     * estimated, ASCII exact) or pixels (PNG).
     */
    static long measure(Picture picture, Format format) {
        String what = "a" + (format == Format.ASCII ? "n ASCII" : format == Format.SVG ? "n SVG" : " PNG")
                + " picture of a " + picture.grid() + " grid";
        long fields = picture.grid().size();
        switch (format) {
            case ASCII -> {
                long lines = 2L * picture.grid().rows() + 1 + (picture.title() == null ? 0 : 1);
                long bytes = lines * ((long) picture.grid().cols() * (AsciiRenderer.fieldWidth(picture) + 1) + 2);
                PictureLimits.current().check(format, what, 0, 0, bytes);
                return bytes;
            }
            case SVG -> {
                long points = 0;
                for (Line l : picture.lines()) {
                    points += l.fields().length;
                }
                long bytes = SVG_BYTES_PER_FIELD * fields + SVG_BYTES_PER_POINT * points + 1000;
                PictureLimits.current().check(format, what, 0, 0, bytes);
                return bytes;
            }
            default -> {
                checkPngSize(picture);
                PictureDrawer drawer = new PictureDrawer(picture, pngCell(picture));
                long w = (long) Math.ceil(drawer.width());
                long h = (long) Math.ceil(drawer.height());
                PictureLimits.current().check(format, what, w, h, 0);
                return w * h;
            }
        }
    }

    /** Writes a PNG, its progress told to {@code progress} (encoding a big picture takes as long as drawing it). */
    static void encodePng(BufferedImage image, OutputStream out, Progress progress) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (progress; ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
            progress.start("encoding PNG", 100);
            writer.addIIOWriteProgressListener(new IIOWriteProgressListener() {
                @Override
                public void imageProgress(ImageWriter source, float percentageDone) {
                    progress.done((long) percentageDone);
                }

                @Override
                public void imageStarted(ImageWriter source, int imageIndex) {
                }

                @Override
                public void imageComplete(ImageWriter source) {
                }

                @Override
                public void thumbnailStarted(ImageWriter source, int imageIndex, int thumbnailIndex) {
                }

                @Override
                public void thumbnailProgress(ImageWriter source, float percentageDone) {
                }

                @Override
                public void thumbnailComplete(ImageWriter source) {
                }

                @Override
                public void writeAborted(ImageWriter source) {
                }
            });
            writer.setOutput(ios);
            writer.write(image);
        } finally {
            writer.dispose();
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
        long pixels = measure(picture, Format.PNG);
        try (Progress progress = PictureLimits.current().progressFor(Format.PNG, pixels, 0)) {
            return FigureRenderer.png(new PictureDrawer(picture, pngCell(picture)).figure(), progress);
        }
    }
}
