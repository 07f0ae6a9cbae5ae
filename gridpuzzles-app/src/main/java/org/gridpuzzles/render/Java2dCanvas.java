package org.gridpuzzles.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/** A canvas that paints with Java2D, for PNG pictures (headless). */
final class Java2dCanvas implements Canvas {

    private final Graphics2D g;
    private final int cap;

    Java2dCanvas(Graphics2D g) {
        this(g, false);
    }

    /** Lines end in round caps when {@code roundCaps}, else in square ones. */
    Java2dCanvas(Graphics2D g, boolean roundCaps) {
        this.g = g;
        this.cap = roundCaps ? BasicStroke.CAP_ROUND : BasicStroke.CAP_SQUARE;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        if (!roundCaps) {
            // grid pictures place their lines exactly; figures keep Java2D's snapping of strokes to pixels
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        }
    }

    private static Color awt(Colour c) {
        return new Color(c.rgb());
    }

    @Override
    public void rect(double x, double y, double w, double h, Colour fill) {
        g.setColor(awt(fill));
        g.fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Colour stroke, double width) {
        g.setColor(awt(stroke));
        g.setStroke(new BasicStroke((float) width, cap,
                cap == BasicStroke.CAP_ROUND ? BasicStroke.JOIN_ROUND : BasicStroke.JOIN_MITER));
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void polyline(double[] xs, double[] ys, int n, Colour stroke, double width) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(xs[0], ys[0]);
        for (int i = 1; i < n; i++) {
            path.lineTo(xs[i], ys[i]);
        }
        g.setColor(awt(stroke));
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(path);
    }

    @Override
    public void polygon(double[] xs, double[] ys, int n, Colour fill) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(xs[0], ys[0]);
        for (int i = 1; i < n; i++) {
            path.lineTo(xs[i], ys[i]);
        }
        path.closePath();
        g.setColor(awt(fill));
        g.fill(path);
    }

    @Override
    public void arc(double cx, double cy, double r, double from, double to, Colour stroke, double width) {
        g.setColor(awt(stroke));
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        // Java2D's angles run anticlockwise on screen: negate
        g.draw(new Arc2D.Double(cx - r, cy - r, 2 * r, 2 * r, -Math.toDegrees(from), -Math.toDegrees(to - from),
                Arc2D.OPEN));
    }

    @Override
    public void circle(double cx, double cy, double r, Colour fill, Colour stroke, double width) {
        Ellipse2D.Double e = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        if (fill != null) {
            g.setColor(awt(fill));
            g.fill(e);
        }
        if (stroke != null) {
            g.setColor(awt(stroke));
            g.setStroke(new BasicStroke((float) width));
            g.draw(e);
        }
    }

    @Override
    public void text(double cx, double cy, String text, double size, Colour colour) {
        g.setColor(awt(colour));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(1, (int) Math.round(size))));
        FontMetrics fm = g.getFontMetrics();
        float x = (float) (cx - fm.stringWidth(text) / 2.0);
        float y = (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0);
        g.drawString(text, x, y);
    }

    @Override
    public void textFrom(double x, double cy, String text, double size, Colour colour) {
        g.setColor(awt(colour));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(1, (int) Math.round(size))));
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) x, (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0));
    }
}
