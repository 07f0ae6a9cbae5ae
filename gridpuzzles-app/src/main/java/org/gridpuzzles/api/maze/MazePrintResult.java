package org.gridpuzzles.api.maze;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * A booklet of mazes as a PDF: its pages and mazes, and the document itself (not in the JSON: the command line writes
 * it to its file, the studio offers it as a download).
 *
 * @param mazes the mazes in it
 * @param pages its pages, solutions included
 * @param bytes the size of the PDF
 * @param pdf the PDF document
 */
public record MazePrintResult(int mazes, int pages, int bytes, @JsonIgnore byte[] pdf)
        implements org.gridpuzzles.api.Document {

    @Override
    @JsonIgnore
    public String format() {
        return "pdf";
    }

    @Override
    @JsonIgnore
    public String mediaType() {
        return "application/pdf";
    }

    @Override
    @JsonIgnore
    public String fileName() {
        return "mazes.pdf";
    }

    @Override
    @JsonIgnore
    public byte[] content() {
        return pdf;
    }


    /** One line: what was printed. */
    public String text() {
        return mazes + " maze" + (mazes == 1 ? "" : "s") + " on " + pages + " page" + (pages == 1 ? "" : "s") + ", "
                + bytes + " bytes of PDF\n";
    }
}
