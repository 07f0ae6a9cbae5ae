package org.gridpuzzles.render;

/** What a picture is drawn onto: the few primitives that SVG and Java2D share. Coordinates are pixels. */
public interface Canvas {

    void rect(double x, double y, double w, double h, Colour fill);

    void line(double x1, double y1, double x2, double y2, Colour stroke, double width);

    void polyline(double[] xs, double[] ys, int n, Colour stroke, double width);

    void circle(double cx, double cy, double r, Colour fill, Colour stroke, double width);

    /** Text centred on (cx, cy). */
    void text(double cx, double cy, String text, double size, Colour colour);

    /** Text that starts at x, centred on cy vertically (legends: the width of a text is the renderer's to know). */
    void textFrom(double x, double cy, String text, double size, Colour colour);
}
