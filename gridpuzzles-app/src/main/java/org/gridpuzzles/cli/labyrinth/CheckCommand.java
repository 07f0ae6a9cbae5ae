package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.api.labyrinth.LabyrinthCheckRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthCheckResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;

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
        LabyrinthBoard b = board.board();
        // characters other than U, D, L, R are bad input (exit 2); a line that is not a walkthrough is a "no" (1)
        LabyrinthCheckResult r = Operations.get("labyrinth check", LabyrinthCheckRequest.class,
                LabyrinthCheckResult.class).run(new LabyrinthCheckRequest(b.rows(), b.cols(), b.start(), b.end(),
                        moves), context());
        out().print(r.text());
        return r.valid() ? Errors.OK : Errors.NO;
    }
}
