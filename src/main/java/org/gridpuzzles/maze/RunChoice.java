package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Which member of a run carves the passage out of it ({@code --which}): a random one, or the member at a list index
 * as in the seed (0 the first, -1 the last). An index the run is too short for falls back to a random member, as
 * the seed's implementation does.
 */
public record RunChoice(boolean random, int index) {

    public static final RunChoice RANDOM = new RunChoice(true, 0);
    public static final RunChoice FIRST = new RunChoice(false, 0);
    public static final RunChoice LAST = new RunChoice(false, -1);

    public static RunChoice at(int index) {
        return new RunChoice(false, index);
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
