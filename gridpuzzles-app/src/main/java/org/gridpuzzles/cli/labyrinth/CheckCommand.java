package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth check}: verifies a complete walkthrough. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Checks a complete walkthrough: exit 0 when valid, 1 with the reason.")
final class CheckCommand extends EngineCommand {

    @Mixin
    LabyrinthOptions board;

    @Option(names = "--moves", required = true, paramLabel = "MOVES", description = "The move string (U D L R).")
    String moves;

    @Override
    protected int run() {
        Labyrinth lab = board.labyrinth();
        // characters other than U, D, L, R are bad input (exit 2); a line that is not a walkthrough is a "no" (1)
        Verdict v = Labyrinths.check(lab, moves);
        if (v.valid()) {
            out().println("valid walkthrough of " + lab.grid() + " from " + lab.startField() + " to "
                    + lab.endField());
            return Errors.OK;
        }
        out().println("not a walkthrough: " + v.problem());
        return Errors.NO;
    }
}
