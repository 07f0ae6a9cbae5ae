package org.gridpuzzles.push;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A random instance: side {@code size} (2..62), the seed of the random choices, max_steps (-1: the side), and the
 * probability of each opening of each tile (about 0.45 gives the density of the competition's boards).
 */
public record PushGenerateOptions(int size, long seed, int maxSteps, double density) {

    public PushGenerateOptions {
        if (size < 2 || size > PushPuzzle.MAX_SIZE) {
            throw new InvalidInputException("board size " + size + " outside 2.."
                    + PushPuzzle.MAX_SIZE);
        }
        if (maxSteps < -1) {
            throw new InvalidInputException("max_steps " + maxSteps + " is negative");
        }
        if (!(density >= 0 && density <= 1)) {
            throw new InvalidInputException("density " + density + " is not a probability");
        }
    }

    /** Side {@code size}, max_steps the side, density 0.45. */
    public static PushGenerateOptions of(int size, long seed) {
        return new PushGenerateOptions(size, seed, -1, 0.45);
    }

    public PushGenerateOptions withMaxSteps(int k) {
        return new PushGenerateOptions(size, seed, k, density);
    }

    public PushGenerateOptions withDensity(double p) {
        return new PushGenerateOptions(size, seed, maxSteps, p);
    }
}
