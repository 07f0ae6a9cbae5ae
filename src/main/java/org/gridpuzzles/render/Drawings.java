package org.gridpuzzles.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.gridpuzzles.io.AtomicFile;

/** Draws a {@link Drawing} as SVG or PNG, to a stream or atomically to a file, with the canvases of pictures. */
public final class Drawings {

    static {
        // as for pictures: ImageIO's file cache leaves a thread that prints a stack trace at exit after a failed write
        ImageIO.setUseCache(false);
    }

    private Drawings() {
    }

    /** Writes the drawing in an image format (SVG or PNG; ASCII has no free drawings). */
    public static void write(Drawing drawing, Format format, OutputStream out) throws IOException {
        switch (format) {
            case PNG -> ImageIO.write(png(drawing), "png", out);
            case SVG -> {
                Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                svg(drawing, w);
                w.flush();
            }
            case ASCII -> throw new IllegalArgumentException("a drawing is SVG or PNG, not ASCII");
        }
        out.flush();
    }

    /** Writes the drawing to a file, completely or not at all. */
    public static void write(Drawing drawing, Format format, Path file) {
        if (format == Format.ASCII) {
            throw new IllegalArgumentException("a drawing is SVG or PNG, not ASCII");
        }
        AtomicFile.write(file, out -> write(drawing, format, out));
    }

    /** The drawing as an SVG document. */
    public static String svg(Drawing drawing) {
        StringWriter w = new StringWriter();
        svg(drawing, w);
        return w.toString();
    }

    private static void svg(Drawing drawing, Writer out) {
        SvgCanvas canvas = new SvgCanvas(out, drawing.width(), drawing.height());
        canvas.rect(0, 0, drawing.width(), drawing.height(), Colour.WHITE);
        drawing.draw(canvas);
        canvas.finish();
    }

    /** The drawing as an image. */
    public static BufferedImage png(Drawing drawing) {
        BufferedImage image = new BufferedImage((int) Math.ceil(drawing.width()), (int) Math.ceil(drawing.height()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            drawing.draw(new Java2dCanvas(g));
        } finally {
            g.dispose();
        }
        return image;
    }
}
