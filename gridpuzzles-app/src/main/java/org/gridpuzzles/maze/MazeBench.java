package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How a generation is timed: {@code warmup} untimed runs (at least a second of them when above 0, so that the JIT
 * has compiled the loops), then {@code repeat} timed runs of which the best counts, the first with {@code seed}.
 */
public record MazeBench(int warmup, int repeat, long seed) {

    public MazeBench {
        if (warmup < 0) {
            throw new InvalidInputException("warmup " + warmup + " must not be negative");
        }
        if (repeat < 1) {
            throw new InvalidInputException("repeat " + repeat + " must be at least 1");
        }
    }
}
