package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How a maze is generated: the algorithm, inwinder's and outwinder's run choice ({@code which}) and coin
 * ({@code bias}, the probability of closing a run), growing tree's {@code cellChoice}, and the seed of the random
 * choices, and {@code braid}: the probability with which each dead end is joined to a neighbour afterwards (0: a
 * perfect maze, 1: no dead end left), and {@code unicursal}: the perfect maze doubled into a labyrinth of one path
 * ({@link Unicursal}). Start from {@link #defaults()} and change what differs.
 */
public record MazeOptions(MazeAlgorithm algorithm, RunChoice which, double bias, CellChoice cellChoice, long seed,
        double braid, boolean unicursal) {

    public MazeOptions {
        if (algorithm == null || which == null || cellChoice == null) {
            throw new IllegalArgumentException("algorithm, which and cell choice are required");
        }
        if (bias < 0 || bias > 1 || Double.isNaN(bias)) {
            throw new InvalidInputException("bias " + bias + " is not a probability between 0 and 1");
        }
        if (braid < 0 || braid > 1 || Double.isNaN(braid)) {
            throw new InvalidInputException("braid " + braid + " is not a probability between 0 and 1");
        }
    }

    /** Options of a maze as it is carved (not doubled into a labyrinth). */
    public MazeOptions(MazeAlgorithm algorithm, RunChoice which, double bias, CellChoice cellChoice, long seed,
            double braid) {
        this(algorithm, which, bias, cellChoice, seed, braid, false);
    }

    /** Options of a perfect maze (no braiding). */
    public MazeOptions(MazeAlgorithm algorithm, RunChoice which, double bias, CellChoice cellChoice, long seed) {
        this(algorithm, which, bias, cellChoice, seed, 0);
    }

    /** Inwinder, a random run member, a fair coin, growing tree's mix:0.5, seed 1. */
    public static MazeOptions defaults() {
        return new MazeOptions(MazeAlgorithm.INWINDER, RunChoice.RANDOM, 0.5, CellChoice.MIX, 1);
    }

    public MazeOptions algorithm(MazeAlgorithm a) {
        return new MazeOptions(a, which, bias, cellChoice, seed, braid, unicursal);
    }

    public MazeOptions which(RunChoice w) {
        return new MazeOptions(algorithm, w, bias, cellChoice, seed, braid, unicursal);
    }

    public MazeOptions bias(double b) {
        return new MazeOptions(algorithm, which, b, cellChoice, seed, braid, unicursal);
    }

    public MazeOptions cellChoice(CellChoice c) {
        return new MazeOptions(algorithm, which, bias, c, seed, braid, unicursal);
    }

    public MazeOptions seed(long s) {
        return new MazeOptions(algorithm, which, bias, cellChoice, s, braid, unicursal);
    }

    public MazeOptions unicursal(boolean u) {
        return new MazeOptions(algorithm, which, bias, cellChoice, seed, braid, u);
    }

    public MazeOptions braid(double p) {
        return new MazeOptions(algorithm, which, bias, cellChoice, seed, p, unicursal);
    }
}
