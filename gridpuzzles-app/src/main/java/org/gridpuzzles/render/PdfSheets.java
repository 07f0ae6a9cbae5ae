package org.gridpuzzles.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.fontbox.FontBoxFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.util.Matrix;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;

/**
 * Printable sheets: drawings ({@link Picture}s and {@link Figure}s) laid out a given number to a page on A4 or Letter,
 * each under its caption, every page with the document's title and its page number; parts (the mazes, then their
 * solutions) begin on a new page. Vector drawing with PDF's own Helvetica, so the file needs no font and prints sharp
 * at any size.
 */
public final class PdfSheets {

    /** The paper, in PDF points (1/72 inch). */
    public enum Paper {
        A4(PDRectangle.A4), LETTER(PDRectangle.LETTER);

        private final PDRectangle size;

        Paper(PDRectangle size) {
            this.size = size;
        }

        /** The paper of a name: a4 or letter. */
        public static Paper byName(String name) {
            return switch (name.toLowerCase(Locale.ROOT)) {
                case "a4" -> A4;
                case "letter" -> LETTER;
                default -> throw new InvalidInputException("paper " + name + " is not a4 or letter");
            };
        }
    }

    /** One drawing and its caption: a {@link Picture} or a {@link Figure}. */
    public record Sheet(String caption, Object drawing) {
        public Sheet {
            if (!(drawing instanceof Picture) && !(drawing instanceof Figure)) {
                throw new IllegalArgumentException("a sheet draws a Picture or a Figure");
            }
        }
    }

    /** Drawings that begin on a new page. */
    public record Part(List<Sheet> sheets) {
        public Part {
            sheets = List.copyOf(sheets);
        }
    }

    /** The most drawings on one page. */
    public static final int MAX_PER_PAGE = 36;
    private static final float MARGIN = 36;
    private static final float HEADER = 22;
    private static final float CAPTION = 14;

    /** Kept so that its level stays: PDFBox would say on every page that it measures Helvetica by Liberation Sans. */
    private static final java.util.logging.Logger PDFBOX_LOG = java.util.logging.Logger.getLogger("org.apache.pdfbox");

    static {
        PDFBOX_LOG.setLevel(java.util.logging.Level.SEVERE);
        // the standard fonts need no font file to write a PDF; PDFBox's default mapper would still scan the system's
        // fonts and keep a cache of them in the home folder: the font that ships in PDFBox stands in for every one
        FontMappers.set(new BundledFonts());
    }

    private PdfSheets() {
    }

    /** Maps every font to the Liberation Sans that ships in PDFBox, read once. */
    private static final class BundledFonts implements FontMapper {
        private TrueTypeFont font;

        private synchronized TrueTypeFont font() {
            if (font == null) {
                try (InputStream in = PDFont.class.getResourceAsStream(
                        "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf")) {
                    font = new TTFParser().parse(new RandomAccessReadBuffer(in));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return font;
        }

        @Override
        public FontMapping<TrueTypeFont> getTrueTypeFont(String name, PDFontDescriptor descriptor) {
            return new FontMapping<>(font(), true);
        }

        @Override
        public FontMapping<FontBoxFont> getFontBoxFont(String name, PDFontDescriptor descriptor) {
            return new FontMapping<>(font(), true);
        }

        @Override
        public CIDFontMapping getCIDFont(String name, PDFontDescriptor descriptor, PDCIDSystemInfo info) {
            return new CIDFontMapping(null, font(), true);
        }
    }

    /** Writes the parts to {@code file} atomically: a whole PDF or no file. */
    public static void write(String title, List<Part> parts, Paper paper, int perPage, Path file) {
        AtomicFile.write(file, out -> write(title, parts, paper, perPage, out));
    }

    /** Writes the parts as a PDF to {@code out}. */
    public static void write(String title, List<Part> parts, Paper paper, int perPage, OutputStream out)
            throws IOException {
        if (perPage < 1 || perPage > MAX_PER_PAGE) {
            throw new InvalidInputException("drawings per page must be 1 to " + MAX_PER_PAGE + ", not " + perPage);
        }
        int pages = 0;
        for (Part p : parts) {
            pages += (p.sheets().size() + perPage - 1) / perPage;
        }
        PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        try (PDDocument doc = new PDDocument()) {
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(title);
            info.setCreator("gridpuzzles");
            int page = 0;
            int cols = (int) Math.ceil(Math.sqrt(perPage));
            int rows = (perPage + cols - 1) / cols;
            float pw = paper.size.getWidth();
            float ph = paper.size.getHeight();
            float cellW = (pw - 2 * MARGIN) / cols;
            float cellH = (ph - 2 * MARGIN - HEADER) / rows;
            for (Part part : parts) {
                List<Sheet> sheets = part.sheets();
                for (int first = 0; first < sheets.size(); first += perPage) {
                    page++;
                    PDPage pdPage = new PDPage(paper.size);
                    doc.addPage(pdPage);
                    try (PDPageContentStream cs = new PDPageContentStream(doc, pdPage)) {
                        text(cs, font, 11, MARGIN, ph - MARGIN - 11, title);
                        String number = page + " / " + pages;
                        text(cs, font, 9, pw - MARGIN - font.getStringWidth(number) / 1000 * 9, ph - MARGIN - 11,
                                number);
                        for (int k = 0; k < perPage && first + k < sheets.size(); k++) {
                            Sheet s = sheets.get(first + k);
                            float x0 = MARGIN + (k % cols) * cellW;
                            float yTop = ph - MARGIN - HEADER - (k / cols) * cellH;
                            float size = Math.min(10, Math.max(6, cellH / 30));
                            String caption = fit(font, size, s.caption(), cellW - 8);
                            text(cs, font, size, x0 + (cellW - font.getStringWidth(caption) / 1000 * size) / 2,
                                    yTop - size, caption);
                            draw(cs, font, s.drawing(), x0 + 4, yTop - CAPTION - 4, cellW - 8, cellH - CAPTION - 12);
                        }
                    }
                }
            }
            doc.save(out);
        }
    }

    private static String fit(PDType1Font font, float size, String text, float width) throws IOException {
        String t = text;
        while (t.length() > 3 && font.getStringWidth(t) / 1000 * size > width) {
            t = t.substring(0, t.length() - 2);
        }
        return t.equals(text) ? t : t + "...";
    }

    private static void text(PDPageContentStream cs, PDType1Font font, float size, float x, float y, String text)
            throws IOException {
        cs.beginText();
        cs.setFont(font, size);
        cs.newLineAtOffset(x, y);
        cs.showText(text);
        cs.endText();
    }

    /** Draws into the box whose upper-left corner is (x, yTop), scaled to fit and centred, y turned downward. */
    private static void draw(PDPageContentStream cs, PDType1Font font, Object drawing, float x, float yTop, float w,
            float h) throws IOException {
        double dw;
        double dh;
        PictureDrawer pictureDrawer = null;
        if (drawing instanceof Picture p) {
            // laid out at about the page's own scale, so that the legend's font (sized in the picture's units) comes
            // out as a legend's size on paper, and made as wide as a legend entry that is wider than the maze
            double cell = Math.max(12, Math.min(w / (p.grid().cols() + 1), h / (p.grid().rows() + 3)));
            pictureDrawer = new PictureDrawer(p, cell);
            dw = Math.max(pictureDrawer.width(), pictureDrawer.legendWidth());
            dh = pictureDrawer.height();
        } else {
            Figure f = (Figure) drawing;
            dw = f.width();
            dh = f.height();
        }
        float scale = (float) Math.min(w / dw, h / dh);
        float ox = x + (float) (w - dw * scale) / 2;
        float oy = yTop - (float) (h - dh * scale) / 2;
        cs.saveGraphicsState();
        cs.transform(new Matrix(scale, 0, 0, -scale, ox, oy));
        cs.setLineCapStyle(1);
        cs.setLineJoinStyle(1);
        PdfCanvas canvas = new PdfCanvas(cs, font);
        if (pictureDrawer != null) {
            pictureDrawer.draw(canvas);
        } else {
            Figure f = (Figure) drawing;
            cs.transform(Matrix.getTranslateInstance((float) -f.minX(), (float) -f.minY()));
            for (Figure.Element e : f.elements()) {
                canvas.element(e);
            }
        }
        cs.restoreGraphicsState();
    }

    /** The drawing primitives on a PDF page whose y has been turned downward, as the pictures draw. */
    private static final class PdfCanvas implements Canvas {
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

        void element(Figure.Element e) {
            if (e instanceof Figure.Polygon p) {
                run(() -> {
                    fill(p.fill());
                    cs.moveTo((float) p.xs()[0], (float) p.ys()[0]);
                    for (int i = 1; i < p.xs().length; i++) {
                        cs.lineTo((float) p.xs()[i], (float) p.ys()[i]);
                    }
                    cs.closePath();
                    cs.fill();
                });
            } else if (e instanceof Figure.Segment s) {
                line(s.x1(), s.y1(), s.x2(), s.y2(), s.colour(), s.width());
            } else if (e instanceof Figure.Polyline p) {
                polyline(p.xs(), p.ys(), p.xs().length, p.colour(), p.width());
            } else if (e instanceof Figure.Disc d) {
                circle(d.cx(), d.cy(), d.r(), d.fill(), d.outline(), d.r() / 8);
            } else if (e instanceof Figure.Arc a) {
                int steps = Math.max(2, (int) Math.ceil(Math.abs(a.to() - a.from()) / (Math.PI / 48)));
                double[] xs = new double[steps + 1];
                double[] ys = new double[steps + 1];
                for (int i = 0; i <= steps; i++) {
                    double t = a.from() + (a.to() - a.from()) * i / steps;
                    xs[i] = a.cx() + a.r() * Math.cos(t);
                    ys[i] = a.cy() + a.r() * Math.sin(t);
                }
                polyline(xs, ys, steps + 1, a.colour(), a.width());
            }
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
}
