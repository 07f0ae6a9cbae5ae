package org.gridpuzzles.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

/** Draws a {@link Figure} as SVG (streamed) or PNG, scaled so that its longer side is readable. */
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

    private static String n(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }

    public static void svg(Figure f, Writer out) {
        long bytes = measure(f, Format.SVG);
        double s = scale(f, false);
        double margin = s;
        double w = f.width() * s + 2 * margin;
        double legendHeight = f.legend().isEmpty() ? 0 : f.legend().size() * LEGEND_LINE + 8;
        double h = f.height() * s + 2 * margin + legendHeight;
        try {
            out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + n(w) + "\" height=\"" + n(h)
                    + "\" viewBox=\"0 0 " + n(w) + " " + n(h) + "\" stroke-linecap=\"round\">\n");
            out.write("<rect x=\"0\" y=\"0\" width=\"" + n(w) + "\" height=\"" + n(h) + "\" fill=\"#ffffff\"/>\n");
            try (Progress progress = PictureLimits.current().progressFor(Format.SVG, 0, bytes)) {
                progress.start("drawing", f.elements().size());
                long k = 0;
                for (Figure.Element e : f.elements()) {
                    out.write(svgElement(e, s, margin - f.minX() * s, margin - f.minY() * s));
                    if ((++k & 4095) == 0) {
                        progress.done(k);
                    }
                }
            }
            double y = f.height() * s + 2 * margin + LEGEND_LINE / 2;
            for (LegendEntry entry : f.legend()) {
                out.write(svgLegend(entry, margin, y));
                y += LEGEND_LINE;
            }
            out.write("</svg>\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String stroke(Colour c, double width) {
        return " fill=\"none\" stroke=\"" + c.hex() + "\" stroke-width=\"" + n(width) + "\"";
    }

    private static String svgElement(Figure.Element e, double s, double ox, double oy) {
        if (e instanceof Figure.Polygon p) {
            StringBuilder sb = new StringBuilder("<polygon fill=\"" + p.fill().hex() + "\" points=\"");
            for (int i = 0; i < p.xs().length; i++) {
                sb.append(i > 0 ? " " : "").append(n(ox + p.xs()[i] * s)).append(',').append(n(oy + p.ys()[i] * s));
            }
            return sb.append("\"/>\n").toString();
        }
        if (e instanceof Figure.Segment l) {
            return "<line x1=\"" + n(ox + l.x1() * s) + "\" y1=\"" + n(oy + l.y1() * s) + "\" x2=\""
                    + n(ox + l.x2() * s) + "\" y2=\"" + n(oy + l.y2() * s) + "\"" + stroke(l.colour(), l.width() * s)
                    + "/>\n";
        }
        if (e instanceof Figure.Arc a) {
            double r = a.r() * s;
            double x1 = ox + (a.cx() + a.r() * Math.cos(a.from())) * s;
            double y1 = oy + (a.cy() + a.r() * Math.sin(a.from())) * s;
            double x2 = ox + (a.cx() + a.r() * Math.cos(a.to())) * s;
            double y2 = oy + (a.cy() + a.r() * Math.sin(a.to())) * s;
            int large = a.to() - a.from() > Math.PI ? 1 : 0;
            if (a.to() - a.from() >= 2 * Math.PI - 1e-9) {
                return "<circle cx=\"" + n(ox + a.cx() * s) + "\" cy=\"" + n(oy + a.cy() * s) + "\" r=\"" + n(r) + "\""
                        + stroke(a.colour(), a.width() * s) + "/>\n";
            }
            return "<path d=\"M " + n(x1) + " " + n(y1) + " A " + n(r) + " " + n(r) + " 0 " + large + " 1 " + n(x2)
                    + " " + n(y2) + "\"" + stroke(a.colour(), a.width() * s) + "/>\n";
        }
        if (e instanceof Figure.Polyline p) {
            StringBuilder sb = new StringBuilder("<polyline stroke-linejoin=\"round\"" + stroke(p.colour(),
                    p.width() * s) + " points=\"");
            for (int i = 0; i < p.xs().length; i++) {
                sb.append(i > 0 ? " " : "").append(n(ox + p.xs()[i] * s)).append(',').append(n(oy + p.ys()[i] * s));
            }
            return sb.append("\"/>\n").toString();
        }
        Figure.Disc d = (Figure.Disc) e;
        return "<circle cx=\"" + n(ox + d.cx() * s) + "\" cy=\"" + n(oy + d.cy() * s) + "\" r=\"" + n(d.r() * s)
                + "\" fill=\"" + d.fill().hex() + "\"" + (d.outline() == null ? ""
                        : " stroke=\"" + d.outline().hex() + "\" stroke-width=\"1.5\"") + "/>\n";
    }

    private static String svgLegend(LegendEntry entry, double x, double y) {
        String sample;
        if (entry.fill() != null) {
            sample = "<rect x=\"" + n(x) + "\" y=\"" + n(y - 7) + "\" width=\"14\" height=\"14\" fill=\""
                    + entry.fill().hex() + "\" stroke=\"#999999\"/>\n";
        } else if (entry.mark() != null) {
            sample = "<circle cx=\"" + n(x + 7) + "\" cy=\"" + n(y) + "\" r=\"6\" fill=\"" + entry.mark().colour().hex()
                    + "\"/>\n";
        } else {
            sample = "<line x1=\"" + n(x) + "\" y1=\"" + n(y) + "\" x2=\"" + n(x + 14) + "\" y2=\"" + n(y)
                    + "\" stroke=\"" + entry.line().hex() + "\" stroke-width=\"3\"/>\n";
        }
        return sample + "<text x=\"" + n(x + 22) + "\" y=\"" + n(y) + "\" font-family=\"sans-serif\" font-size=\"13\" "
                + "dominant-baseline=\"central\" fill=\"#000000\">" + entry.text().replace("&", "&amp;")
                        .replace("<", "&lt;").replace(">", "&gt;") + "</text>\n";
    }

    public static BufferedImage png(Figure f) {
        measure(f, Format.PNG);
        double s = scale(f, true);
        double margin = s;
        double legendHeight = f.legend().isEmpty() ? 0 : f.legend().size() * LEGEND_LINE + 8;
        int w = (int) Math.ceil(f.width() * s + 2 * margin);
        int h = (int) Math.ceil(f.height() * s + 2 * margin + legendHeight);
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            paint(g, f, s, w, h);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The size in pixels of a figure painted at {@code s} pixels a unit: width, height. */
    static int[] size(Figure f, double s) {
        double legendHeight = f.legend().isEmpty() ? 0 : f.legend().size() * LEGEND_LINE + 8;
        return new int[] {(int) Math.ceil(f.width() * s + 2 * s), (int) Math.ceil(f.height() * s + 2 * s
                + legendHeight)};
    }

    /** Paints a figure at {@code s} pixels a unit (margin one unit) onto a {@code w} x {@code h} image. */
    static void paint(Graphics2D g, Figure f, double s, int w, int h) {
        double margin = s;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w, h);
        double ox = margin - f.minX() * s;
        double oy = margin - f.minY() * s;
        for (Figure.Element e : f.elements()) {
            paint(g, e, s, ox, oy);
        }
        double y = f.height() * s + 2 * margin + LEGEND_LINE / 2;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        for (LegendEntry entry : f.legend()) {
            if (entry.fill() != null) {
                g.setColor(new Color(entry.fill().rgb()));
                g.fillRect((int) margin, (int) (y - 7), 14, 14);
            } else if (entry.mark() != null) {
                g.setColor(new Color(entry.mark().colour().rgb()));
                g.fill(new Ellipse2D.Double(margin + 1, y - 6, 12, 12));
            } else {
                g.setColor(new Color(entry.line().rgb()));
                g.setStroke(new BasicStroke(3));
                g.draw(new Line2D.Double(margin, y, margin + 14, y));
            }
            g.setColor(Color.BLACK);
            g.drawString(entry.text(), (float) (margin + 22), (float) (y + 5));
            y += LEGEND_LINE;
        }
    }

    private static void paint(Graphics2D g, Figure.Element e, double s, double ox, double oy) {
        if (e instanceof Figure.Polygon p) {
            Path2D.Double path = new Path2D.Double();
            for (int i = 0; i < p.xs().length; i++) {
                double x = ox + p.xs()[i] * s;
                double y = oy + p.ys()[i] * s;
                if (i == 0) {
                    path.moveTo(x, y);
                } else {
                    path.lineTo(x, y);
                }
            }
            path.closePath();
            g.setColor(new Color(p.fill().rgb()));
            g.fill(path);
        } else if (e instanceof Figure.Segment l) {
            g.setColor(new Color(l.colour().rgb()));
            g.setStroke(new BasicStroke((float) (l.width() * s), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(ox + l.x1() * s, oy + l.y1() * s, ox + l.x2() * s, oy + l.y2() * s));
        } else if (e instanceof Figure.Arc a) {
            g.setColor(new Color(a.colour().rgb()));
            g.setStroke(new BasicStroke((float) (a.width() * s), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            double r = a.r() * s;
            // Java2D's angles run anticlockwise on screen: negate
            g.draw(new Arc2D.Double(ox + a.cx() * s - r, oy + a.cy() * s - r, 2 * r, 2 * r,
                    -Math.toDegrees(a.from()), -Math.toDegrees(a.to() - a.from()), Arc2D.OPEN));
        } else if (e instanceof Figure.Polyline p) {
            Path2D.Double path = new Path2D.Double();
            path.moveTo(ox + p.xs()[0] * s, oy + p.ys()[0] * s);
            for (int i = 1; i < p.xs().length; i++) {
                path.lineTo(ox + p.xs()[i] * s, oy + p.ys()[i] * s);
            }
            g.setColor(new Color(p.colour().rgb()));
            g.setStroke(new BasicStroke((float) (p.width() * s), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(path);
        } else if (e instanceof Figure.Disc d) {
            Ellipse2D.Double shape = new Ellipse2D.Double(ox + (d.cx() - d.r()) * s, oy + (d.cy() - d.r()) * s,
                    2 * d.r() * s, 2 * d.r() * s);
            g.setColor(new Color(d.fill().rgb()));
            g.fill(shape);
            if (d.outline() != null) {
                g.setColor(new Color(d.outline().rgb()));
                g.setStroke(new BasicStroke(1.5f));
                g.draw(shape);
            }
        }
    }
}
