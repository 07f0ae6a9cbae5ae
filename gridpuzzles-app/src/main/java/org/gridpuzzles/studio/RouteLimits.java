package org.gridpuzzles.studio;

import java.util.List;
import java.util.Map;

/**
 * The ranges the studio's pages offer, one table per route: what the command line takes beyond them (a knight study
 * up to 100,000, a labyrinth of any size) is for the command line, and the server refuses it with 400 naming the
 * option and its range. They also bound the memory a request can ask for. Lower bounds below which the command itself refuses a value are left to the command, whose
 * line says why. The pages' boxes and lists carry the same ranges (a test compares them).
 */
final class RouteLimits {

    /**
     * An option's range; {@code rangeValue} for an option written {@code A..B} (or one number), both ends checked.
     */
    record Range(String option, long min, long max, boolean rangeValue) {

        static Range of(String option, long min, long max) {
            return new Range(option, min, max, false);
        }

        /** A range whose least value the command itself judges (and says why it refuses less). */
        static Range upTo(String option, long max) {
            return new Range(option, Long.MIN_VALUE, max, false);
        }

        boolean hasMin() {
            return min != Long.MIN_VALUE;
        }

        String describe() {
            return (rangeValue ? "each end of --" + option + " A..B" : "--" + option)
                    + (hasMin() ? " from " + min + " to " + max : " up to " + max);
        }

        /** True when {@code value} is a number (or A..B) outside the range; what is no number the command judges. */
        boolean refuses(String value) {
            if (value == null) {
                return false;
            }
            String v = value.trim();
            int dots = rangeValue ? v.indexOf("..") : -1;
            for (String end : dots < 0 ? List.of(v) : List.of(v.substring(0, dots), v.substring(dots + 2))) {
                java.math.BigDecimal n;
                try {
                    // any number, however long or with decimals (a time limit of 6.5 s)
                    n = new java.math.BigDecimal(end.trim());
                } catch (NumberFormatException e) {
                    continue;
                }
                if ((hasMin() && n.compareTo(java.math.BigDecimal.valueOf(min)) < 0)
                        || n.compareTo(java.math.BigDecimal.valueOf(max)) > 0) {
                    return true;
                }
            }
            return false;
        }
    }

    /** By route ({@code engine/command}): the ranges its pages offer. */
    static final Map<String, List<Range>> ROUTES = Map.of(
            // knight.part.html: the size box (its canvas plays a 200 x 200 tour); a board of rows x cols is no
            // larger than the size the page offers
            "knight/tour", List.of(Range.upTo("size", 200), Range.upTo("rows", 200), Range.upTo("cols", 200)),
            // knight.part.html: sizes from and to, trials
            "knight/study", List.of(new Range("sizes", 5, 200, true), Range.upTo("trials", 200)),
            // no page asks it: its sizes are board sides, as large as the studio's grids (a board of m = 20,000
            // alone takes 440 MB)
            "knight/verify-squirrel", List.of(Range.upTo("from", 200), Range.upTo("to", 200)),
            // push.part.html: the size list and the max steps box
            "push/generate", List.of(Range.of("size", 3, 8), Range.upTo("max-steps", 20)),
            // squares.part.html: the thinking time list, in seconds
            "squares/move", List.of(Range.upTo("time-limit", 5)),
            // labyrinth.part.html: the size list (5 to 21); a count or a drawing grows exponentially with it
            "labyrinth/count", labyrinth(), "labyrinth/explain", labyrinth(), "labyrinth/draw", labyrinth());

    private static List<Range> labyrinth() {
        return List.of(Range.upTo("size", 21), Range.upTo("rows", 21), Range.upTo("cols", 21));
    }

    private RouteLimits() {
    }

    /** The range {@code option=value} is outside on {@code route}, or null when it is inside or not limited. */
    static Range refused(String route, String option, String value) {
        for (Range r : ROUTES.getOrDefault(route, List.of())) {
            if (r.option().equals(option) && r.refuses(value)) {
                return r;
            }
        }
        return null;
    }
}
