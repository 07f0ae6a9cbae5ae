package org.gridpuzzles.knight;

import org.gridpuzzles.core.InvalidInputException;

/** Board sizes {@code A..B} (inclusive), or a single size. */
public record SquareBoardSizes(int from, int to) implements java.io.Serializable {

    public SquareBoardSizes {
        if (from < 1 || to < from) {
            throw new InvalidInputException("size range " + from + ".." + to + " is empty or not positive");
        }
    }

    public static SquareBoardSizes parse(String text) {
        String s = text.trim();
        try {
            int dots = s.indexOf("..");
            if (dots < 0) {
                int m = Integer.parseInt(s);
                return new SquareBoardSizes(m, m);
            }
            return new SquareBoardSizes(Integer.parseInt(s.substring(0, dots).trim()),
                    Integer.parseInt(s.substring(dots + 2).trim()));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("sizes '" + text + "' are not of the form A..B");
        }
    }

    public int count() {
        return to - from + 1;
    }
}
