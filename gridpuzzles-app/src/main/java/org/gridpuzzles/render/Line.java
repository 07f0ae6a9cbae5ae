package org.gridpuzzles.render;

/**
 * A line through the centres of fields, given as field indices in order, such as a maze path, a one-way line or a
 * knight's tour. Consecutive fields need not be neighbours. {@code ascii} marks the fields of the line in text
 * pictures (a space leaves them alone); {@code closed} joins the last field to the first; {@code directed} lines
 * show where they end.
 */
public record Line(int[] fields, Colour colour, double width, char ascii, boolean closed, boolean directed) {

    /** A directed line: it starts at a disc and, unless closed, ends in a ring. */
    public Line(int[] fields, Colour colour, double width, char ascii, boolean closed) {
        this(fields, colour, width, ascii, closed, true);
    }

    public static Line of(int[] fields, Colour colour) {
        return new Line(fields, colour, 0.12, '*', false);
    }

    /** The same line without a direction: both ends are discs (a segment that may be walked either way). */
    public Line undirected() {
        return new Line(fields, colour, width, ascii, closed, false);
    }
}
