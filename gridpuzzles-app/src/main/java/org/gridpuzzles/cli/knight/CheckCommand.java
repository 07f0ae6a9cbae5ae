package org.gridpuzzles.cli.knight;

import java.nio.file.Path;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TourCheckOptions;

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
        TourCheckOptions options = TourCheckOptions.of();
        if (start != null) {
            options = options.start(Field.parse(start));
        }
        if (size.given()) {
            options = options.board(size.grid());
        }
        if (partial) {
            options = options.partial();
        }
        if (closed) {
            options = options.closedOnly();
        }
        Verdict v = KnightTours.check(file, options);
        out().println(v.valid() ? "valid: " + v.details().get("tour") : "invalid: " + v.problem());
        out().flush();
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
