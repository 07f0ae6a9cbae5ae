package org.gridpuzzles.render;

/**
 * What a figure is drawn onto (by {@link FigureRenderer}): the few primitives
 * that SVG, Java2D and PDF share. Coordinates are pixels.
 */
public interface Canvas {

    void rect(double x, double y, double w, double h, Colour fill);

    void line(double x1, double y1, double x2, double y2, Colour stroke, double width);

    void polyline(double[] xs, double[] ys, int n, Colour stroke, double width);

    void circle(double cx, double cy, double r, Colour fill, Colour stroke, double width);

    /** Text centred on (cx, cy). */
    void text(double cx, double cy, String text, double size, Colour colour);

    /** Text that starts at x, centred on cy vertically (legends: the width of a text is the renderer's to know). */
    void textFrom(double x, double cy, String text, double size, Colour colour);

    /** A filled polygon of the first {@code n} points, without outline. */
    default void polygon(double[] xs, double[] ys, int n, Colour fill) {
        throw new UnsupportedOperationException("this canvas draws no polygons");
    }

    /**
     * An arc of the circle of radius {@code r} about (cx, cy) from angle {@code from} to {@code to} (radians,
     * clockwise from the east on screen); here as a polyline of short chords.
     */
    default void arc(double cx, double cy, double r, double from, double to, Colour stroke, double width) {
        int steps = Math.max(2, (int) Math.ceil(Math.abs(to - from) / (Math.PI / 48)));
        double[] xs = new double[steps + 1];
        double[] ys = new double[steps + 1];
        for (int i = 0; i <= steps; i++) {
            double t = from + (to - from) * i / steps;
            xs[i] = cx + r * Math.cos(t);
            ys[i] = cy + r * Math.sin(t);
        }
        polyline(xs, ys, steps + 1, stroke, width);
    }
}
