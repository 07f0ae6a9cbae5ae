package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.labyrinth.DrawOptions;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.LineChoice;
import org.gridpuzzles.labyrinth.Oracle;

import picocli.CommandLine.Option;

/** How drawings decide which next fields are available: shared by {@code draw} and {@code stats}. */
final class DrawingOptions {

    @Option(names = "--oracle", paramLabel = "KIND", description = "auto (default), exact or fast.")
    Oracle oracle = Oracle.AUTO;

    @Option(names = "--budget", paramLabel = "N", description = "Search steps per undecided candidate (default "
            + "5000).")
    long budget = DrawOptions.DEFAULT_BUDGET;

    /** The drawing asked for, after checking every value against its range. */
    DrawOptions options(Labyrinth lab, long seed, int runs, LineChoice choice, Limits limits) {
        if (runs < 1) {
            throw new InvalidInputException("--runs " + runs + " is not positive");
        }
        if (budget < 0) {
            throw new InvalidInputException("--budget " + budget + " is out of range (0 or more)");
        }
        if (choice == LineChoice.EVERY_WALKTHROUGH_EQUAL && lab.grid().size() > DrawOptions.UNIFORM_MAX_FIELDS) {
            throw new InvalidInputException("--uniform-paths counts the completions at every step, feasible up to "
                    + DrawOptions.UNIFORM_MAX_FIELDS + " fields (11 x 11), not " + lab.grid());
        }
        return DrawOptions.seed(seed).runs(runs).choice(choice).oracle(oracle).budget(budget).limits(limits);
    }
}
