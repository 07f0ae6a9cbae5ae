package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.api.labyrinth.LabyrinthStatsRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthStatsResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth stats}: many drawings, how many completed, got stuck or met undecided candidates. */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = "Runs K drawings and reports completed, stuck (expected 0), undecided candidates and speed.")
@Formats({"text", "json"})
final class StatsCommand extends EngineCommand {

    @Mixin
    LabyrinthOptions board;

    @Mixin
    SeedOption seed;

    @Option(names = "--runs", paramLabel = "K", description = "Number of drawings (default 100).")
    int runs = LabyrinthStatsRequest.DEFAULT_RUNS;

    @Mixin
    DrawingOptions drawing;

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        boolean json = format.is("json");
        LabyrinthBoard b = board.solvable();
        drawing.check(runs);
        LabyrinthStatsRequest request = new LabyrinthStatsRequest(b.rows(), b.cols(), b.start(), b.end(),
                seed.seed(), runs, drawing.oracle, drawing.budget);
        LabyrinthStatsResult s;
        try (Progress p = progress()) {
            s = Operations.get("labyrinth stats", LabyrinthStatsRequest.class, LabyrinthStatsResult.class)
                    .run(request, context().withProgress(p));
        }
        out().print(json ? OperationJson.write(s) + "\n" : s.text());
        return s.allCompleted() ? Errors.OK : Errors.NO;
    }
}
