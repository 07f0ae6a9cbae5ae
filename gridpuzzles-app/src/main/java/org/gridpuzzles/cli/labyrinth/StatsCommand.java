package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.DrawOptions;
import org.gridpuzzles.labyrinth.DrawingStatistics;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.LineChoice;

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
    int runs = 100;

    @Mixin
    DrawingOptions drawing;

    @Mixin
    FormatOption format;

    record StatsJson(int rows, int cols, int runs, long seed, long completed, long stuck, long invalid,
            long undecided, long candidates, double seconds, double secondsPerWalkthrough,
            double walkthroughsPerSecond) {
    }

    @Override
    protected int run() {
        boolean json = format.is("json");
        Labyrinth lab = board.solvable();
        DrawOptions options = drawing.options(lab, seed.seed(), runs, LineChoice.EACH_STEP_UNIFORM, limits());
        DrawingStatistics s;
        try (Progress p = progress()) {
            s = Labyrinths.statistics(lab, options, p);
        }
        PrintWriter out = out();
        if (json) {
            out.println(Json.write(new StatsJson(s.rows(), s.cols(), s.runs(), s.seed(), s.completed(), s.stuck(),
                    s.invalid(), s.undecided(), s.candidates(), s.seconds(), s.secondsPerWalkthrough(),
                    s.walkthroughsPerSecond())));
        } else {
            out.printf("%s, %d drawings, seed %d%n", lab.grid(), s.runs(), s.seed());
            out.printf("completed  %d%n", s.completed());
            out.printf("stuck      %d%n", s.stuck());
            out.printf("undecided  %d of %d candidates%n", s.undecided(), s.candidates());
            out.printf("seconds    %.3f (%.4f per walkthrough, %.2f walkthroughs per second)%n", s.seconds(),
                    s.secondsPerWalkthrough(), s.walkthroughsPerSecond());
        }
        return s.allCompleted() ? Errors.OK : Errors.NO;
    }
}
