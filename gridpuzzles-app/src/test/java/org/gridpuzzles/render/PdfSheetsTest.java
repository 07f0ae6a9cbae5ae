package org.gridpuzzles.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

/** The sheets read back by PDFBox's own reader: pages, paper, and every caption and title where it belongs. */
class PdfSheetsTest {

    private static byte[] pdf(List<PdfSheets.Part> parts, PdfSheets.Paper paper, int perPage) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PdfSheets.write("Test booklet", parts, paper, perPage, out);
        return out.toByteArray();
    }

    @Test
    void partsBeginOnANewPageWithTheirCaptions() throws Exception {
        List<PdfSheets.Sheet> pictures = new ArrayList<>();
        List<PdfSheets.Sheet> figures = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            pictures.add(new PdfSheets.Sheet("picture " + i, new Picture(new Grid(3, 4)).board()));
            figures.add(new PdfSheets.Sheet("figure " + i, new Figure(0, 0, 10, 10)
                    .add(new Figure.Arc(5, 5, 4, 0, Math.PI, Colour.BLACK, 0.5))
                    .add(new Figure.Disc(5, 5, 1, Colour.RED, Colour.BLACK))));
        }
        byte[] bytes = pdf(List.of(new PdfSheets.Part(pictures), new PdfSheets.Part(figures)), PdfSheets.Paper.LETTER,
                4);
        try (PDDocument doc = Loader.loadPDF(bytes)) {
            // five to a part at four a page: two pages each, the second part from page 3
            assertEquals(4, doc.getNumberOfPages());
            assertEquals(PDRectangle.LETTER.getWidth(), doc.getPage(0).getMediaBox().getWidth(), 0.01);
            PDFTextStripper text = new PDFTextStripper();
            for (int page = 1; page <= 4; page++) {
                text.setStartPage(page);
                text.setEndPage(page);
                String t = text.getText(doc);
                assertTrue(t.contains("Test booklet") && t.contains(page + " / 4"), t);
                String kind = page <= 2 ? "picture " : "figure ";
                int first = page % 2 == 1 ? 1 : 5;
                assertTrue(t.contains(kind + first), page + ": " + t);
            }
            assertEquals("Test booklet", doc.getDocumentInformation().getTitle());
        }
    }

    @Test
    void aFigureOfEveryElementIsDrawnAsTheOtherFormatsDrawIt() throws Exception {
        // the page draws through FigureRenderer: every element reaches the page, its text as text
        Figure f = new Figure(-1, -1, 12, 12)
                .add(new Figure.Polygon(new double[] {0, 4, 2}, new double[] {0, 0, 3}, Colour.GREY))
                .add(new Figure.Segment(0, 5, 10, 5, Colour.BLACK, 0.2))
                .add(new Figure.Arc(5, 5, 4, 0, Math.PI, Colour.BLACK, 0.2))
                .add(new Figure.Polyline(new double[] {0, 5, 10}, new double[] {8, 9, 8}, Colour.RED, 0.3))
                .add(new Figure.Disc(5, 5, 1, Colour.GREEN, Colour.BLACK))
                .add(new Figure.Rect(7, 0, 2, 2, Colour.RED))
                .add(new Figure.Circle(3, 3, 1, null, Colour.BLACK, 0.1))
                .add(new Figure.Text(5, 10, "field label", 0.8, Colour.BLACK, true));
        byte[] bytes = pdf(List.of(new PdfSheets.Part(List.of(new PdfSheets.Sheet("every element", f)))),
                PdfSheets.Paper.A4, 1);
        try (PDDocument doc = Loader.loadPDF(bytes)) {
            String t = new PDFTextStripper().getText(doc);
            assertTrue(t.contains("every element") && t.contains("field label"), t);
        }
    }

    @Test
    void perPageIsBounded() {
        assertThrows(InvalidInputException.class, () -> pdf(List.of(), PdfSheets.Paper.A4, 0));
        assertThrows(InvalidInputException.class, () -> pdf(List.of(), PdfSheets.Paper.A4, 37));
        assertThrows(InvalidInputException.class, () -> PdfSheets.Paper.byName("a5"));
    }

    @Test
    void aLegendWiderThanItsMazeStaysOnThePageAtALegendsSize() throws Exception {
        for (int perPage : new int[] {1, 4, 36}) {
            List<PdfSheets.Sheet> sheets = new ArrayList<>();
            for (int i = 0; i < perPage; i++) {
                sheets.add(new PdfSheets.Sheet("solution " + i, new Picture(new Grid(10, 10)).board()
                        .legend(LegendEntry.line(Colour.RED, "path, from the disc to the ring, 37 fields"))));
            }
            byte[] bytes = pdf(List.of(new PdfSheets.Part(sheets)), PdfSheets.Paper.A4, perPage);
            float[] extent = {0, Float.MAX_VALUE, 0};
            PDFTextStripper text = new PDFTextStripper() {
                @Override
                protected void writeString(String string, List<org.apache.pdfbox.text.TextPosition> positions) {
                    if (string.startsWith("path")) {
                        for (org.apache.pdfbox.text.TextPosition p : positions) {
                            extent[0] = Math.max(extent[0], p.getXDirAdj() + p.getWidthDirAdj());
                            extent[1] = Math.min(extent[1], p.getXDirAdj());
                            extent[2] = Math.max(extent[2], p.getHeightDir());
                        }
                    }
                }
            };
            try (PDDocument doc = Loader.loadPDF(bytes)) {
                text.getText(doc);
            }
            float width = PDRectangle.A4.getWidth();
            // on the page within its margins (36 points), and at most a legend's size (it was 25 points high)
            assertTrue(extent[1] >= 36 && extent[0] <= width - 36, perPage + ": from " + extent[1] + " to "
                    + extent[0] + " of " + width);
            assertTrue(extent[2] > 0 && extent[2] <= 16, perPage + ": letters " + extent[2] + " points high");
        }
    }
}
