package org.gridpuzzles.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Locale;

/** A canvas that writes SVG elements straight to a writer, so pictures of any size stream out. */
final class SvgCanvas implements Canvas {

    private final Writer out;

    SvgCanvas(Writer out, double width, double height) {
        this(out, width, height, false);
    }

    /** Lines end in round caps when {@code roundCaps}, else in square ones. */
    SvgCanvas(Writer out, double width, double height, boolean roundCaps) {
        this.out = out;
        emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        emit(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" "
                + "viewBox=\"0 0 %s %s\" stroke-linecap=\"%s\">\n", n(width), n(height), n(width), n(height),
                roundCaps ? "round" : "square"));
    }

    void finish() {
        emit("</svg>\n");
    }

    private void emit(String s) {
        try {
            out.write(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String n(double v) {
        if (v == Math.rint(v)) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String stroke(Colour c, double width) {
        return c == null ? " stroke=\"none\"" : " stroke=\"" + c.hex() + "\" stroke-width=\"" + n(width) + "\"";
    }

    @Override
    public void rect(double x, double y, double w, double h, Colour fill) {
        emit("<rect x=\"" + n(x) + "\" y=\"" + n(y) + "\" width=\"" + n(w) + "\" height=\"" + n(h)
                + "\" fill=\"" + fill.hex() + "\"/>\n");
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Colour stroke, double width) {
        emit("<line x1=\"" + n(x1) + "\" y1=\"" + n(y1) + "\" x2=\"" + n(x2) + "\" y2=\"" + n(y2) + "\""
                + stroke(stroke, width) + "/>\n");
    }

    @Override
    public void polyline(double[] xs, double[] ys, int count, Colour stroke, double width) {
        StringBuilder sb = new StringBuilder(count * 12 + 100);
        sb.append("<polyline fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\"")
                .append(stroke(stroke, width)).append(" points=\"");
        points(sb, xs, ys, count);
    }

    /** The points attribute's value and the element's end, then the element out. */
    private void points(StringBuilder sb, double[] xs, double[] ys, int count) {
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(n(xs[i])).append(',').append(n(ys[i]));
        }
        sb.append("\"/>\n");
        emit(sb.toString());
    }

    @Override
    public void circle(double cx, double cy, double r, Colour fill, Colour stroke, double width) {
        emit("<circle cx=\"" + n(cx) + "\" cy=\"" + n(cy) + "\" r=\"" + n(r) + "\" fill=\""
                + (fill == null ? "none" : fill.hex()) + "\"" + stroke(stroke, width) + "/>\n");
    }

    @Override
    public void polygon(double[] xs, double[] ys, int count, Colour fill) {
        StringBuilder sb = new StringBuilder(count * 12 + 50);
        sb.append("<polygon fill=\"").append(fill.hex()).append("\" points=\"");
        points(sb, xs, ys, count);
    }

    @Override
    public void arc(double cx, double cy, double r, double from, double to, Colour stroke, double width) {
        if (to - from >= 2 * Math.PI - 1e-9) {
            emit("<circle cx=\"" + n(cx) + "\" cy=\"" + n(cy) + "\" r=\"" + n(r) + "\" fill=\"none\""
                    + stroke(stroke, width) + "/>\n");
            return;
        }
        int large = to - from > Math.PI ? 1 : 0;
        emit("<path d=\"M " + n(cx + r * Math.cos(from)) + " " + n(cy + r * Math.sin(from)) + " A " + n(r) + " "
                + n(r) + " 0 " + large + " 1 " + n(cx + r * Math.cos(to)) + " " + n(cy + r * Math.sin(to))
                + "\" fill=\"none\"" + stroke(stroke, width) + "/>\n");
    }

    @Override
    public void text(double cx, double cy, String text, double size, Colour colour) {
        emit("<text x=\"" + n(cx) + "\" y=\"" + n(cy) + "\" font-family=\"sans-serif\" font-size=\"" + n(size)
                + "\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"" + colour.hex() + "\">"
                + escape(text) + "</text>\n");
    }

    @Override
    public void textFrom(double x, double cy, String text, double size, Colour colour) {
        emit("<text x=\"" + n(x) + "\" y=\"" + n(cy) + "\" font-family=\"sans-serif\" font-size=\"" + n(size)
                + "\" dominant-baseline=\"central\" fill=\"" + colour.hex() + "\">" + escape(text) + "</text>\n");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
