package org.gridpuzzles.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

/**
 * Draws a {@link Figure} onto a {@link Canvas}: as SVG (streamed), PNG or onto a PDF page; the one place where
 * drawings meet the canvases. A figure in its own units is scaled so that its longer side is readable, a picture's
 * figure (in pixels) is drawn as laid out.
 */
public final class FigureRenderer {

    private static final double READABLE_SIDE = 600;
    private static final double LEGEND_LINE = 22;
    /** An SVG's bytes per element and per point, as measured on mazes of the grids with figures. */
    private static final long SVG_BYTES_PER_ELEMENT = 80;
    private static final long SVG_BYTES_PER_POINT = 14;

    private FigureRenderer() {
    }

    /** Pixels per unit of the figure: at least 24 a unit, the longer side at least 600 pixels, PNGs at most 20,000. */
    static double scale(Figure f, boolean png) {
        double longer = Math.max(1e-9, Math.max(f.width(), f.height()));
        double s = Math.max(png ? Math.max(3, 4096 / longer) : 24, READABLE_SIDE / longer);
        if (png) {
            s = Math.min(s, 32);
            s = Math.max(s, READABLE_SIDE / longer);
        }
        return s;
    }

    public static void write(Figure figure, Format format, Path file) {
        if (format == Format.ASCII) {
            throw new InvalidInputException("this grid has no ASCII picture: use --format svg or png");
        }
        measure(figure, format);
        AtomicFile.write(file, out -> write(figure, format, out));
    }

    public static void write(Figure figure, Format format, OutputStream out) throws IOException {
        if (format == Format.PNG) {
            BufferedImage image = png(figure);
            Renderer.encodePng(image, out, PictureLimits.current().progressFor(Format.PNG,
                    (long) image.getWidth() * image.getHeight(), 0));
        } else if (format == Format.SVG) {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            svg(figure, w);
            w.flush();
        } else {
            throw new InvalidInputException("this grid has no ASCII picture: use --format svg or png");
        }
        out.flush();
    }

    /** Refuses a figure over this thread's {@link PictureLimits}; returns its pixels (PNG) or estimated bytes. */
    static long measure(Figure f, Format format) {
        if (format == Format.PNG) {
            checkPng(f);
            double s = scale(f, true);
            long w = (long) Math.ceil(f.width() * s + 2 * s);
            long h = (long) Math.ceil(f.height() * s + 2 * s + legendHeight(f));
            PictureLimits.current().check(format, "a PNG of this maze", w, h, 0);
            return w * h;
        }
        long points = 0;
        for (Figure.Element e : f.elements()) {
            points += e instanceof Figure.Polyline p ? p.xs().length : e instanceof Figure.Polygon p ? p.xs().length : 2;
        }
        long bytes = SVG_BYTES_PER_ELEMENT * f.elements().size() + SVG_BYTES_PER_POINT * points + 1000;
        PictureLimits.current().check(format, "an SVG of this maze", 0, 0, bytes);
        return bytes;
    }

    private static double legendHeight(Figure f) {
        return f.legend().isEmpty() ? 0 : f.legend().size() * LEGEND_LINE + 8;
    }

    private static void checkPng(Figure f) {
        double s = scale(f, true);
        double side = Math.max(f.width(), f.height()) * s + 2 * s;
        if (side > Renderer.MAX_PNG_SIDE) {
            throw new InvalidInputException("a PNG of this maze would be " + (long) side + " pixels a side, over the "
                    + "limit of " + Renderer.MAX_PNG_SIDE + "; use --format svg");
        }
    }

    /** Writes a figure as SVG, refused first over this thread's {@link PictureLimits}. */
    public static void svg(Figure f, Writer out) {
        long bytes = measure(f, Format.SVG);
        try (Progress progress = PictureLimits.current().progressFor(Format.SVG, 0, bytes)) {
            svg(f, out, progress);
        }
    }

    /** Writes a figure as SVG (streamed), its limits already checked; a picture's figure is drawn at scale 1. */
    static void svg(Figure f, Writer out, Progress progress) {
        double s = f.inPixels() ? 1 : scale(f, false);
        double w = width(f, s);
        double h = height(f, s);
        SvgCanvas canvas = new SvgCanvas(out, w, h, !f.inPixels());
        draw(f, canvas, s, w, h, progress);
        canvas.finish();
    }

    /** Draws a figure onto a canvas in the figure's own units (a picture's figure: in pixels), with its legend. */
    public static void draw(Figure f, Canvas canvas) {
        draw(f, canvas, 1, width(f, 1), height(f, 1), Progress.none());
    }

    /**
     * Draws a figure's elements alone (no ground, margin or legend) at {@code s} pixels a unit, its corner
     * (minX, minY) at the canvas's origin: for a page that lays out its drawings itself.
     */
    static void drawElements(Figure f, Canvas canvas, double s) {
        double ox = -f.minX() * s;
        double oy = -f.minY() * s;
        f.forEach(e -> element(canvas, e, s, ox, oy));
    }

    private static double width(Figure f, double s) {
        return f.inPixels() ? f.width() : f.width() * s + 2 * s;
    }

    private static double height(Figure f, double s) {
        return f.inPixels() ? f.height() : f.height() * s + 2 * s + legendHeight(f);
    }

    /**
     * Draws at {@code s} pixels a unit with a margin of one unit (a figure in pixels: as it is), the white ground
     * first unless the figure lays out its own, and the legend below.
     */
    private static void draw(Figure f, Canvas canvas, double s, double w, double h, Progress progress) {
        double margin = f.inPixels() ? 0 : s;
        double ox = margin - f.minX() * s;
        double oy = margin - f.minY() * s;
        if (!f.inPixels()) {
            canvas.rect(0, 0, w, h, Colour.WHITE);
        }
        progress.start("drawing", Math.max(1, f.expectedElements()));
        long[] k = {0};
        f.forEach(e -> {
            element(canvas, e, s, ox, oy);
            if ((++k[0] & 4095) == 0) {
                progress.done(Math.min(k[0], f.expectedElements()));
            }
        });
        double y = f.height() * s + 2 * margin + LEGEND_LINE / 2;
        for (LegendEntry entry : f.legend()) {
            legend(canvas, entry, margin, y);
            y += LEGEND_LINE;
        }
    }

    private static double[] scaled(double[] v, double s, double o) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = o + v[i] * s;
        }
        return out;
    }

    /** One element onto the canvas, at {@code s} pixels a unit from (ox, oy). */
    private static void element(Canvas c, Figure.Element e, double s, double ox, double oy) {
        if (e instanceof Figure.Polygon p) {
            c.polygon(scaled(p.xs(), s, ox), scaled(p.ys(), s, oy), p.xs().length, p.fill());
        } else if (e instanceof Figure.Segment l) {
            c.line(ox + l.x1() * s, oy + l.y1() * s, ox + l.x2() * s, oy + l.y2() * s, l.colour(), l.width() * s);
        } else if (e instanceof Figure.Arc a) {
            c.arc(ox + a.cx() * s, oy + a.cy() * s, a.r() * s, a.from(), a.to(), a.colour(), a.width() * s);
        } else if (e instanceof Figure.Polyline p) {
            c.polyline(scaled(p.xs(), s, ox), scaled(p.ys(), s, oy), p.xs().length, p.colour(), p.width() * s);
        } else if (e instanceof Figure.Disc d) {
            c.circle(ox + d.cx() * s, oy + d.cy() * s, d.r() * s, d.fill(), d.outline(), 1.5);
        } else if (e instanceof Figure.Rect r) {
            c.rect(ox + r.x() * s, oy + r.y() * s, r.w() * s, r.h() * s, r.fill());
        } else if (e instanceof Figure.Circle d) {
            c.circle(ox + d.cx() * s, oy + d.cy() * s, d.r() * s, d.fill(), d.stroke(), d.width() * s);
        } else if (e instanceof Figure.Text t) {
            if (t.centred()) {
                c.text(ox + t.x() * s, oy + t.y() * s, t.text(), t.size() * s, t.colour());
            } else {
                c.textFrom(ox + t.x() * s, oy + t.y() * s, t.text(), t.size() * s, t.colour());
            }
        }
    }

    /** A legend entry in pixels: its swatch (a fill, a line or a mark's disc) and its text. */
    private static void legend(Canvas c, LegendEntry entry, double x, double y) {
        if (entry.fill() != null) {
            c.rect(x, y - 7, 14, 14, entry.fill());
            c.polyline(new double[] {x, x + 14, x + 14, x, x}, new double[] {y - 7, y - 7, y + 7, y + 7, y - 7}, 5,
                    Colour.GREY, 1);
        } else if (entry.mark() != null) {
            c.circle(x + 7, y, 6, entry.mark().colour(), null, 0);
        } else {
            c.line(x, y, x + 14, y, entry.line(), 3);
        }
        c.textFrom(x + 22, y, entry.text(), 13, Colour.BLACK);
    }

    /** The size in pixels of a figure drawn at {@code s} pixels a unit (a figure in pixels: its own): width, height. */
    static int[] size(Figure f, double s) {
        return new int[] {(int) Math.ceil(width(f, s)), (int) Math.ceil(height(f, s))};
    }

    /** Paints a figure at {@code s} pixels a unit onto a {@code w} x {@code h} image, as {@link #png} paints it. */
    static void paint(Graphics2D g, Figure f, double s, int w, int h) {
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, w, h);
        draw(f, new Java2dCanvas(g, !f.inPixels()), s, w, h, Progress.none());
    }

    /** Draws a figure as PNG, refused first over this thread's {@link PictureLimits}. */
    public static BufferedImage png(Figure f) {
        measure(f, Format.PNG);
        return png(f, Progress.none());
    }

    /** Draws a figure as PNG, its limits already checked; a picture's figure is drawn at scale 1. */
    static BufferedImage png(Figure f, Progress progress) {
        double s = f.inPixels() ? 1 : scale(f, true);
        double w = width(f, s);
        double h = height(f, s);
        BufferedImage image = new BufferedImage((int) Math.ceil(w), (int) Math.ceil(h), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            // the ground ends at a fractional height; without this the last pixel row is black
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            draw(f, new Java2dCanvas(g, !f.inPixels()), s, w, h, progress);
        } finally {
            g.dispose();
        }
        return image;
    }
}
