package org.gridpuzzles.cli.knight;

import java.nio.file.Path;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.knight.KnightCheckRequest;
import org.gridpuzzles.api.knight.KnightCheckResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code knight check}: checks a tour file (json, or moves with --size and --start). */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Checks a knight's tour given as json or as move-type digits (exit 0 valid, 1 not).",
        footer = {"", "Examples:", "  gridpuzzles knight check tour.json",
            "  gridpuzzles knight check --size 8 --start 1,1 tour.txt",
            "  gridpuzzles knight check --closed tour.json"})
final class CheckCommand extends EngineCommand {

    @Mixin
    GridOptions size;

    @Option(names = "--start", paramLabel = "R,C",
            description = "Start square of a moves file (default 1,1); a json tour must start there.")
    String start;

    @Option(names = "--closed", description = "Require a closed tour.")
    boolean closed;

    @Option(names = "--partial", description = "Accept a path that does not visit every square.")
    boolean partial;

    @Parameters(paramLabel = "FILE", description = "The tour: json as written by 'knight tour --format json', or "
            + "move-type digits.")
    Path file;

    @Override
    protected int run() {
        Grid board = size.given() ? size.grid() : null;
        KnightCheckResult v = Operations.get("knight check", KnightCheckRequest.class, KnightCheckResult.class).run(
                new KnightCheckRequest(file, board == null ? null : board.rows(), board == null ? null : board.cols(),
                        start == null ? null : Field.parse(start), closed, partial),
                // the check reads no limits: Ctrl-C simply ends it, as before
                RunContext.plain());
        out().println(v.text());
        out().flush();
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
