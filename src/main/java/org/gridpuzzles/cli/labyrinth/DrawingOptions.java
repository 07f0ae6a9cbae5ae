package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.labyrinth.Drawer;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Oracle;

import picocli.CommandLine.Option;

/** How drawings decide which next fields are available: shared by {@code draw} and {@code stats}. */
public final class DrawingOptions {

    @Option(names = "--oracle", paramLabel = "KIND", description = "auto (default), exact or fast.")
    Oracle oracle = Oracle.AUTO;

    @Option(names = "--budget", paramLabel = "N", description = "Search steps per undecided candidate (default "
            + "5000).")
    long budget = 5_000;

    /** A drawer for {@code runs} lines on the labyrinth, after checking the run count. */
    Drawer drawer(Labyrinth lab, boolean uniformPaths, int runs) {
        if (runs < 1) {
            throw new InvalidInputException("--runs " + runs + " is not positive");
        }
        return new Drawer(lab, oracle, uniformPaths, budget);
    }
}
