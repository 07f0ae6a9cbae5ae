package org.gridpuzzles.cli.knight;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.knight.VerifySquirrelRequest;
import org.gridpuzzles.api.knight.VerifySquirrelResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;

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
        VerifySquirrelRequest request = new VerifySquirrelRequest(from, to);
        RunContext context = context();
        VerifySquirrelResult report;
        try (Progress progress = progress()) {
            // through the sweep engine of the run: in this process, or shared out by the Spark driver
            report = Operations.get("knight verify-squirrel", VerifySquirrelRequest.class, VerifySquirrelResult.class)
                    .run(request, context.withProgress(progress));
        }
        if (report.stopped()) {
            err().println("interrupted: " + report.sizesChecked() + " of " + request.count()
                    + " sizes checked; writing those");
            err().flush();
        }
        out.text(fmt.equals("json") ? OperationJson.write(report) + "\n" : report.text(), out());
        return report.stopped() ? StudyCommand.stopped(context.limits()) : Errors.OK;
    }
}
