package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How growing tree chooses the active field that grows next: the newest, the oldest, a random one, or
 * {@code mix:P}, the newest with probability P and otherwise a random one.
 *
 * @param newestProbability 1 newest, 0 random, between: mix; -1 stands for oldest
 */
public record CellChoice(String name, double newestProbability) {

    public static final CellChoice NEWEST = new CellChoice("newest", 1);
    public static final CellChoice OLDEST = new CellChoice("oldest", -1);
    public static final CellChoice RANDOM = new CellChoice("random", 0);
    /** The default, mix:0.5. */
    public static final CellChoice MIX = new CellChoice("mix:0.5", 0.5);

    /** The newest with probability {@code p} (0 to 1), else a random one. */
    public static CellChoice mix(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new InvalidInputException("cell choice mix:" + p + " is out of range: P is from 0 to 1");
        }
        return new CellChoice("mix:" + p, p);
    }

    /** Reads newest, oldest, random or mix:P (0 &lt;= P &lt;= 1) as {@code --cell-choice} takes them. */
    public static CellChoice parse(String text) {
        switch (text) {
            case "newest":
                return NEWEST;
            case "oldest":
                return OLDEST;
            case "random":
                return RANDOM;
            default:
                break;
        }
        if (text.startsWith("mix:")) {
            try {
                double p = Double.parseDouble(text.substring(4));
                if (p >= 0 && p <= 1) {
                    return new CellChoice(text, p);
                }
            } catch (NumberFormatException e) {
                // fall through to the error
            }
        }
        throw new InvalidInputException("cell choice '" + text
                + "' is not one of newest, oldest, random, mix:P (0 <= P <= 1)");
    }

    @Override
    public String toString() {
        return name;
    }
}
