package org.gridpuzzles.render;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.util.Matrix;

/** The drawing primitives on a PDF page whose y has been turned downward, as the pictures draw. */
final class PdfCanvas implements Canvas {
    private final PDPageContentStream cs;
    private final PDType1Font font;

    PdfCanvas(PDPageContentStream cs, PDType1Font font) {
        this.cs = cs;
        this.font = font;
    }

    private void fill(Colour c) throws IOException {
        cs.setNonStrokingColor(rgb(c, 16), rgb(c, 8), rgb(c, 0));
    }

    private void stroke(Colour c, double width) throws IOException {
        cs.setStrokingColor(rgb(c, 16), rgb(c, 8), rgb(c, 0));
        cs.setLineWidth((float) width);
    }

    private static float rgb(Colour c, int shift) {
        return (c.rgb() >> shift & 0xff) / 255f;
    }

    @Override
    public void rect(double x, double y, double w, double h, Colour fill) {
        run(() -> {
            fill(fill);
            cs.addRect((float) x, (float) y, (float) w, (float) h);
            cs.fill();
        });
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Colour stroke, double width) {
        run(() -> {
            stroke(stroke, width);
            cs.moveTo((float) x1, (float) y1);
            cs.lineTo((float) x2, (float) y2);
            cs.stroke();
        });
    }

    @Override
    public void polyline(double[] xs, double[] ys, int n, Colour stroke, double width) {
        if (n < 2) {
            return;
        }
        run(() -> {
            stroke(stroke, width);
            cs.moveTo((float) xs[0], (float) ys[0]);
            for (int i = 1; i < n; i++) {
                cs.lineTo((float) xs[i], (float) ys[i]);
            }
            cs.stroke();
        });
    }

    @Override
    public void polygon(double[] xs, double[] ys, int n, Colour fill) {
        run(() -> {
            fill(fill);
            cs.moveTo((float) xs[0], (float) ys[0]);
            for (int i = 1; i < n; i++) {
                cs.lineTo((float) xs[i], (float) ys[i]);
            }
            cs.closePath();
            cs.fill();
        });
    }

    @Override
    public void circle(double cx, double cy, double r, Colour fill, Colour stroke, double width) {
        run(() -> {
            circlePath(cx, cy, r);
            if (fill != null) {
                fill(fill);
            }
            if (stroke != null) {
                stroke(stroke, width);
            }
            if (fill != null && stroke != null) {
                cs.fillAndStroke();
            } else if (fill != null) {
                cs.fill();
            } else if (stroke != null) {
                cs.stroke();
            }
        });
    }

    private void circlePath(double cx, double cy, double r) throws IOException {
        float k = (float) (0.5523 * r); // four Bezier quarters
        float x = (float) cx;
        float y = (float) cy;
        float rr = (float) r;
        cs.moveTo(x + rr, y);
        cs.curveTo(x + rr, y + k, x + k, y + rr, x, y + rr);
        cs.curveTo(x - k, y + rr, x - rr, y + k, x - rr, y);
        cs.curveTo(x - rr, y - k, x - k, y - rr, x, y - rr);
        cs.curveTo(x + k, y - rr, x + rr, y - k, x + rr, y);
        cs.closePath();
    }

    @Override
    public void text(double cx, double cy, String text, double size, Colour colour) {
        run(() -> {
            float width = font.getStringWidth(clean(text)) / 1000 * (float) size;
            textAt(cx - width / 2, cy, text, size, colour);
        });
    }

    @Override
    public void textFrom(double x, double cy, String text, double size, Colour colour) {
        run(() -> textAt(x, cy, text, size, colour));
    }

    private void textAt(double x, double cy, String text, double size, Colour colour) throws IOException {
        fill(colour);
        cs.beginText();
        cs.setFont(font, 1);
        // the page's y is turned downward: the text is turned back so that it stands upright
        cs.setTextMatrix(new Matrix((float) size, 0, 0, (float) -size, (float) x, (float) (cy + size * 0.35)));
        cs.showText(clean(text));
        cs.endText();
    }

    /** Helvetica's encoding has no characters beyond Latin-1: others are shown as '?'. */
    private static String clean(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            sb.append(c >= 32 && c < 256 ? c : '?');
        }
        return sb.toString();
    }

    private interface Drawing {
        void run() throws IOException;
    }

    private static void run(Drawing d) {
        try {
            d.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
