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

/** Draws a {@link Chart} as SVG or PNG, to a stream or atomically to a file, with the canvases of pictures. */
public final class Charts {

    static {
        // as for pictures: ImageIO's file cache leaves a thread that prints a stack trace at exit after a failed write
        ImageIO.setUseCache(false);
    }

    private Charts() {
    }

    /** Writes the chart as SVG or PNG (ASCII has no charts). */
    public static void write(Chart chart, Format format, OutputStream out) throws IOException {
        switch (format) {
            case PNG -> ImageIO.write(png(chart), "png", out);
            case SVG -> {
                Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                svg(chart, w);
                w.flush();
            }
            case ASCII -> throw new IllegalArgumentException("a chart is SVG or PNG, not ASCII");
        }
        out.flush();
    }

    /** Writes the chart to a file, completely or not at all. */
    public static void write(Chart chart, Format format, Path file) {
        if (format == Format.ASCII) {
            throw new IllegalArgumentException("a chart is SVG or PNG, not ASCII");
        }
        AtomicFile.write(file, out -> write(chart, format, out));
    }

    /** The chart as an SVG document. */
    public static String svg(Chart chart) {
        StringWriter w = new StringWriter();
        svg(chart, w);
        return w.toString();
    }

    private static void svg(Chart chart, Writer out) {
        SvgCanvas canvas = new SvgCanvas(out, chart.width(), chart.height());
        canvas.rect(0, 0, chart.width(), chart.height(), Colour.WHITE);
        chart.draw(canvas);
        canvas.finish();
    }

    /** The chart as an image. */
    public static BufferedImage png(Chart chart) {
        BufferedImage image = new BufferedImage((int) Math.ceil(chart.width()), (int) Math.ceil(chart.height()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            chart.draw(new Java2dCanvas(g));
        } finally {
            g.dispose();
        }
        return image;
    }
}
