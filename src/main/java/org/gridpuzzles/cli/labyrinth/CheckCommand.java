package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Walkthrough;
import org.gridpuzzles.labyrinth.WalkthroughVerifier;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code labyrinth check}: verifies a complete walkthrough. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Verifies a complete walkthrough: exit 0 when valid, 1 with the reason.")
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LabyrinthOptions board;

    @Option(names = "--moves", required = true, paramLabel = "MOVES", description = "The move string (U D L R).")
    String moves;

    @Override
    public Integer call() {
        Labyrinth lab = board.labyrinth();
        // bad letters, leaving the grid and revisits are bad input (exit 2)
        Walkthrough.fields(lab.grid(), lab.start(), moves);
        String problem = WalkthroughVerifier.problem(lab, moves.strip());
        PrintWriter out = spec.commandLine().getOut();
        if (problem == null) {
            out.println("valid walkthrough of " + lab.grid() + " from " + lab.startField() + " to " + lab.endField());
            out.flush();
            return Errors.OK;
        }
        out.println("not a walkthrough: " + problem);
        out.flush();
        return Errors.NO;
    }
}
