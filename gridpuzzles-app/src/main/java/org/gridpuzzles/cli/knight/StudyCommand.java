package org.gridpuzzles.cli.knight;

import java.nio.file.Path;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.knight.StudyRequest;
import org.gridpuzzles.api.knight.StudyResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.FigureRenderer;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code knight study}: success rate of Warnsdorff's rule per board size. */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = "Measures the success rate of Warnsdorff's rule from (1,1) per board size, over many trials, on "
                + "all cores.",
        footer = {"", "Examples:", "  gridpuzzles knight study --sizes 5..100 --trials 100 --tiebreak random --seed 1",
            "  gridpuzzles knight study --sizes 5..100 --trials 20 --tiebreak random --seed 1 --plot rate.svg",
            "  gridpuzzles knight study --sizes 5..60 --trials 100 --tiebreak pohl --format json",
            "  (5..400 with 100 trials takes minutes; Ctrl-C writes the sizes finished.)"})
@Formats({"csv", "json"})
final class StudyCommand extends EngineCommand {

    @Mixin
    SeedOption seed;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Option(names = "--sizes", paramLabel = "A..B", required = true, description = "Board sizes, such as 5..400.")
    String sizes;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "100", description = "Trials per size (default "
            + "${DEFAULT-VALUE}).")
    int trials;

    @Option(names = "--tiebreak", paramLabel = "T", defaultValue = "random",
            description = "random, pohl, roth or a move-ordering (default: ${DEFAULT-VALUE}).")
    String tiebreak;

    @Option(names = "--plot", paramLabel = "FILE", description = "Also draw success rate against size, .svg or .png.")
    Path plot;

    @Override
    protected int run() {
        String fmt = format.name();
        if (trials < 1) {
            throw new InvalidInputException("--trials " + trials + " is not positive");
        }
        StudyRequest request = new StudyRequest(sizes, trials, tiebreak, seed.seed());
        Format plotFormat = null;
        if (plot != null) {
            plotFormat = Format.ofFileName(plot.toString());
            if (plotFormat != Format.SVG && plotFormat != Format.PNG) {
                throw new InvalidInputException("--plot " + plot + ": name a .svg or .png file");
            }
            AtomicFile.requireWritable(plot);
        }
        if (!seed.given() && request.dependsOnSeed()) {
            err().println("seed " + request.seed());
            err().flush();
        }
        RunContext context = context();
        StudyResult result;
        try (Progress progress = progress()) {
            result = Operations.get("knight study", StudyRequest.class, StudyResult.class).run(request,
                    context.withProgress(progress));
        }
        if (result.stopped()) {
            err().println("interrupted: " + result.rows().size() + " of " + request.count()
                    + " sizes finished; writing those");
            err().flush();
        }
        out.text(fmt.equals("csv") ? result.csv() : OperationJson.write(result) + "\n", out());
        if (plot != null && !result.rows().isEmpty()) {
            FigureRenderer.write(result.rateChart("Warnsdorff, tie-break " + tiebreak + ", " + trials
                    + " trials per size" + (result.stopped() ? " (partial)" : "")), plotFormat, plot);
        }
        return result.stopped() ? stopped(context.limits()) : Errors.OK;
    }

    /** A run stopped by Ctrl-C (or a client that went away) ends with 130, one stopped by a deadline with 3. */
    static int stopped(Limits limits) {
        return limits.cancelled() ? Errors.INTERRUPTED : Errors.LIMIT;
    }
}
