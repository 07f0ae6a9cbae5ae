package org.gridpuzzles.labyrinth;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;

/**
 * How lines are drawn. Start from {@link #seed(long)} and change what differs:
 * {@code DrawOptions.seed(7).runs(3).oracle(Oracle.FAST)}.
 *
 * @param seed   seed of the random choices; the same seed draws the same lines
 * @param runs   how many lines (at least 1)
 * @param choice how a next field is chosen
 * @param oracle how the available next fields are decided
 * @param budget search steps per candidate that the cheap conditions leave open (0 or more)
 * @param limits cancellation and deadline, checked between steps
 */
public record DrawOptions(long seed, int runs, LineChoice choice, Oracle oracle, long budget, Limits limits) {

    /** Grids up to this many fields can draw every walkthrough with equal probability (counts at every step). */
    public static final int UNIFORM_MAX_FIELDS = 121;

    /** The default search budget per undecided candidate. */
    public static final long DEFAULT_BUDGET = 5_000;

    public DrawOptions {
        if (runs < 1) {
            throw new InvalidInputException("runs " + runs + " is out of range (1 or more)");
        }
        if (budget < 0) {
            throw new InvalidInputException("budget " + budget + " is out of range (0 or more)");
        }
        if (choice == null || oracle == null || limits == null) {
            throw new IllegalArgumentException("choice, oracle and limits are required");
        }
    }

    /** One line, step-uniform, decided by {@link Oracle#AUTO} with the default budget, no limits. */
    public static DrawOptions seed(long seed) {
        return new DrawOptions(seed, 1, LineChoice.EACH_STEP_UNIFORM, Oracle.AUTO, DEFAULT_BUDGET, Limits.none());
    }

    public DrawOptions runs(int k) {
        return new DrawOptions(seed, k, choice, oracle, budget, limits);
    }

    public DrawOptions choice(LineChoice c) {
        return new DrawOptions(seed, runs, c, oracle, budget, limits);
    }

    public DrawOptions oracle(Oracle o) {
        return new DrawOptions(seed, runs, choice, o, budget, limits);
    }

    public DrawOptions budget(long steps) {
        return new DrawOptions(seed, runs, choice, oracle, steps, limits);
    }

    public DrawOptions limits(Limits l) {
        return new DrawOptions(seed, runs, choice, oracle, budget, l);
    }
}
