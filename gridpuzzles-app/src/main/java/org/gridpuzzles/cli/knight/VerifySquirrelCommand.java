package org.gridpuzzles.cli.knight;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SweepEngine;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.SquirrelReport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code knight verify-squirrel}: the raw Table 1 on every size of a range; where does it fail? */
@Command(name = "verify-squirrel", mixinStandardHelpOptions = true,
        description = "Runs Squirrel's raw Table 1 on every m x m board from A to B and reports where it fails.",
        footer = {"", "Examples:", "  gridpuzzles knight verify-squirrel --from 5 --to 300",
            "  gridpuzzles knight verify-squirrel --from 5 --to 500 --format json",
            "  (up to 2000 takes minutes; Ctrl-C writes the sizes checked.)"})
@Formats({"text", "json"})
final class VerifySquirrelCommand extends EngineCommand {

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Option(names = "--from", paramLabel = "A", required = true, description = "Smallest board size (>= 5).")
    int from;

    @Option(names = "--to", paramLabel = "B", required = true, description = "Largest board size.")
    int to;

    @Override
    protected int run() {
        String fmt = format.name();
        if (from < 5) {
            throw new InvalidInputException("--from " + from + ": boards below 5 x 5 have no knight's tour");
        }
        if (to < from) {
            throw new InvalidInputException("--to " + to + " is below --from " + from);
        }
        SquareBoardSizes range = new SquareBoardSizes(from, to);
        Limits limits = limits();
        SquirrelReport report;
        try (Progress progress = progress()) {
            report = SweepEngine.current().verifySquirrel(range, limits, progress);
        }
        if (report.partial()) {
            err().println("interrupted: " + report.checked() + " of " + range.count()
                    + " sizes checked; writing those");
            err().flush();
        }
        out.text(fmt.equals("json") ? report.json() : report.text(), out());
        return report.partial() ? StudyCommand.stopped(limits) : Errors.OK;
    }
}
