package org.gridpuzzles.render;

/**
 * One line of a picture's legend: what a colour, a mark or a line in the picture means. Exactly one of {@code fill},
 * {@code mark} and {@code line} is given.
 */
public record LegendEntry(Colour fill, Mark mark, Colour line, String text) {

    public LegendEntry {
        int given = (fill != null ? 1 : 0) + (mark != null ? 1 : 0) + (line != null ? 1 : 0);
        if (given != 1 || text == null || text.isBlank()) {
            throw new IllegalArgumentException("a legend entry shows one fill, mark or line, and says what it means");
        }
    }

    /** Fields filled with this colour. */
    public static LegendEntry fill(Colour c, String text) {
        return new LegendEntry(c, null, null, text);
    }

    /** Fields with this mark. */
    public static LegendEntry mark(Mark m, String text) {
        return new LegendEntry(null, m, null, text);
    }

    /** A line of this colour. */
    public static LegendEntry line(Colour c, String text) {
        return new LegendEntry(null, null, c, text);
    }
}
