package org.gridpuzzles.push;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A random instance: side {@code size} (2..62), the seed of the random choices, max_steps (1 or more; -1: the side,
 * or the pushes asked for), the probability of each opening of each tile (about 0.45 gives the density of the competition's
 * boards), and optionally a number of pushes: {@code pushes} = K (-1: any board) with {@code atMost} false gives a
 * board whose minimum is exactly K, proved by the optimal search; with {@code atMost} true a board with a planted
 * K-push solution, so that its minimum is at most K (not proved further).
 */
public record PushGenerateOptions(int size, long seed, int maxSteps, double density, int pushes, boolean atMost) {

    public PushGenerateOptions {
        if (size < 2 || size > PushPuzzle.MAX_SIZE) {
            throw new InvalidInputException("board size " + size + " outside 2.."
                    + PushPuzzle.MAX_SIZE);
        }
        if (maxSteps < -1) {
            throw new InvalidInputException("max_steps " + maxSteps + " is negative");
        }
        // the goal is never the start tile, so a board that allows no push is one nobody can solve
        if (maxSteps == 0) {
            throw new InvalidInputException("max_steps 0 allows no push: give 1 or more (left out, it is the side)");
        }
        if (!(density >= 0 && density <= 1)) {
            throw new InvalidInputException("density " + density + " is not a probability");
        }
        if (pushes < -1 || pushes == 0) {
            throw new InvalidInputException("pushes " + pushes + " is out of range: give 1 or more");
        }
        if (pushes > 0 && maxSteps >= 0 && maxSteps < pushes) {
            throw new InvalidInputException("max_steps " + maxSteps + " is below the " + pushes
                    + " pushes asked for");
        }
    }

    /** Any board: no number of pushes asked for. */
    public PushGenerateOptions(int size, long seed, int maxSteps, double density) {
        this(size, seed, maxSteps, density, -1, false);
    }

    /** Side {@code size}, max_steps the side, density 0.45. */
    public static PushGenerateOptions of(int size, long seed) {
        return new PushGenerateOptions(size, seed, -1, 0.45);
    }

    public PushGenerateOptions withMaxSteps(int k) {
        return new PushGenerateOptions(size, seed, k, density, pushes, atMost);
    }

    public PushGenerateOptions withDensity(double p) {
        return new PushGenerateOptions(size, seed, maxSteps, p, pushes, atMost);
    }

    /** A board whose minimum is exactly {@code k} pushes (proved), or at most k when {@code atMost}. */
    public PushGenerateOptions withPushes(int k, boolean atMost) {
        return new PushGenerateOptions(size, seed, maxSteps, density, k, atMost);
    }
}
