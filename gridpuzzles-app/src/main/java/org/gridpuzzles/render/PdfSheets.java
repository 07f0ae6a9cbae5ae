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

    /**
     * Draws into the box whose upper-left corner is (x, yTop), scaled to fit and centred, y turned downward: a picture
     * laid out as a figure in pixels, a figure at its SVG's pixels a unit, both by {@link FigureRenderer}.
     */
    private static void draw(PDPageContentStream cs, PDType1Font font, Object drawing, float x, float yTop, float w,
            float h) throws IOException {
        Figure figure;
        double pixels;
        double dw;
        double dh;
        if (drawing instanceof Picture p) {
            // laid out at about the page's own scale, so that the legend's font (sized in the picture's units) comes
            // out as a legend's size on paper, and made as wide as a legend entry that is wider than the maze
            double cell = Math.max(12, Math.min(w / (p.grid().cols() + 1), h / (p.grid().rows() + 3)));
            PictureDrawer pictureDrawer = new PictureDrawer(p, cell);
            figure = pictureDrawer.figure();
            pixels = 1;
            dw = Math.max(pictureDrawer.width(), pictureDrawer.legendWidth());
            dh = pictureDrawer.height();
        } else {
            // the page shows the figure's shapes as its SVG has them (its legend is the SVG's, not the page's)
            figure = (Figure) drawing;
            pixels = FigureRenderer.scale(figure, false);
            dw = figure.width() * pixels;
            dh = figure.height() * pixels;
        }
        float scale = (float) Math.min(w / dw, h / dh);
        float ox = x + (float) (w - dw * scale) / 2;
        float oy = yTop - (float) (h - dh * scale) / 2;
        cs.saveGraphicsState();
        cs.transform(new Matrix(scale, 0, 0, -scale, ox, oy));
        cs.setLineCapStyle(1);
        cs.setLineJoinStyle(1);
        FigureRenderer.drawElements(figure, new PdfCanvas(cs, font), pixels);
        cs.restoreGraphicsState();
    }
}
