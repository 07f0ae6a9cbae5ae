package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How a maze is generated: the algorithm, inwinder's and outwinder's run choice ({@code which}) and coin
 * ({@code bias}, the probability of closing a run), growing tree's {@code cellChoice}, and the seed of the random
 * choices. Start from {@link #defaults()} and change what differs.
 */
public record MazeOptions(MazeAlgorithm algorithm, RunChoice which, double bias, CellChoice cellChoice, long seed) {

    public MazeOptions {
        if (algorithm == null || which == null || cellChoice == null) {
            throw new IllegalArgumentException("algorithm, which and cell choice are required");
        }
        if (bias < 0 || bias > 1 || Double.isNaN(bias)) {
            throw new InvalidInputException("--bias " + bias + " is not a probability between 0 and 1");
        }
    }

    /** Inwinder, a random run member, a fair coin, growing tree's mix:0.5, seed 1. */
    public static MazeOptions defaults() {
        return new MazeOptions(MazeAlgorithm.INWINDER, RunChoice.RANDOM, 0.5, CellChoice.MIX, 1);
    }

    public MazeOptions algorithm(MazeAlgorithm a) {
        return new MazeOptions(a, which, bias, cellChoice, seed);
    }

    public MazeOptions which(RunChoice w) {
        return new MazeOptions(algorithm, w, bias, cellChoice, seed);
    }

    public MazeOptions bias(double b) {
        return new MazeOptions(algorithm, which, b, cellChoice, seed);
    }

    public MazeOptions cellChoice(CellChoice c) {
        return new MazeOptions(algorithm, which, bias, c, seed);
    }

    public MazeOptions seed(long s) {
        return new MazeOptions(algorithm, which, bias, cellChoice, s);
    }
}
