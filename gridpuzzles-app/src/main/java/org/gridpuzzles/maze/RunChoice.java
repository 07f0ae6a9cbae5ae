package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Which member of a run carves the passage out of it ({@code --which}): a random one, or the member at a list index
 * as in the inwinder article (0 the first, -1 the last). An index the run is too
 * short for falls back to a random member, as the article's program does.
 */
public record RunChoice(boolean random, int index) {

    public static final RunChoice RANDOM = new RunChoice(true, 0);
    public static final RunChoice FIRST = new RunChoice(false, 0);
    public static final RunChoice LAST = new RunChoice(false, -1);

    public static RunChoice at(int index) {
        return new RunChoice(false, index);
    }

    /** Reads {@code --which}: random, first, last or a list index K. */
    public static RunChoice parse(String text) {
        switch (text) {
            case "random":
                return RANDOM;
            case "first":
                return FIRST;
            case "last":
                return LAST;
            default:
                break;
        }
        try {
            return at(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("which '" + text + "' is not random, first, last or an integer");
        }
    }

    int choose(int runLength, RandomGenerator rng) {
        if (!random) {
            int i = index >= 0 ? index : runLength + index;
            if (i >= 0 && i < runLength) {
                return i;
            }
        }
        return rng.nextInt(runLength);
    }

    @Override
    public String toString() {
        if (random) {
            return "random";
        }
        return index == 0 ? "first" : index == -1 ? "last" : Integer.toString(index);
    }
}
