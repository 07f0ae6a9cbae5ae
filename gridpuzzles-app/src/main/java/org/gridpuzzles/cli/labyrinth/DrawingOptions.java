package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.api.labyrinth.LabyrinthDrawRequest;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/** How drawings decide which next fields are available: shared by {@code draw} and {@code stats}. */
final class DrawingOptions {

    @Option(names = "--oracle", paramLabel = "KIND", description = "auto (default), exact or fast.")
    LabyrinthDrawRequest.Oracle oracle = LabyrinthDrawRequest.Oracle.AUTO;

    @Option(names = "--budget", paramLabel = "N", description = "Search steps per undecided candidate (default "
            + "5000).")
    long budget = LabyrinthDrawRequest.DEFAULT_BUDGET;

    /** Checks the values against their ranges, in the command line's words, before any work. */
    void check(int runs) {
        if (runs < 1) {
            throw new InvalidInputException("--runs " + runs + " is not positive");
        }
        if (budget < 0) {
            throw new InvalidInputException("--budget " + budget + " is out of range (0 or more)");
        }
    }
}
