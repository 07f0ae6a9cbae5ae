package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.Drawer;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.WalkthroughVerifier;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code labyrinth stats}: many drawings, how many completed, got stuck or met undecided candidates. */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = "Runs K drawings and reports completed, stuck (expected 0), undecided candidates and speed.")
public final class StatsCommand implements Callable<Integer> {

    enum Fmt { TEXT, JSON }

    @Spec
    CommandSpec spec;

    @Mixin
    LabyrinthOptions board;

    @Mixin
    SeedOption seed;

    @Option(names = "--runs", paramLabel = "K", description = "Number of drawings (default 100).")
    int runs = 100;

    @Mixin
    DrawingOptions drawing;

    @Option(names = "--format", paramLabel = "FMT", description = "text (default) or json.")
    Fmt format = Fmt.TEXT;

    @Override
    public Integer call() {
        Labyrinth lab = board.solvable();
        Drawer drawer = drawing.drawer(lab, false, runs);
        SplittableRandom rnd = new SplittableRandom(seed.seed());
        long completed = 0;
        long stuck = 0;
        long undecided = 0;
        long candidates = 0;
        long invalid = 0;
        long t0 = System.nanoTime();
        try (Progress p = TerminalProgress.forTerminal()) {
            p.start("drawing", runs);
            for (int i = 0; i < runs; i++) {
                Drawer.Result r = drawer.draw(rnd);
                if (r.stuck()) {
                    stuck++;
                } else if (WalkthroughVerifier.problem(lab, r.moves()) == null) {
                    completed++;
                } else {
                    invalid++;
                }
                undecided += r.undecided();
                candidates += r.candidates();
                p.done(i + 1);
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        if (format == Fmt.JSON) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rows", lab.grid().rows());
            m.put("cols", lab.grid().cols());
            m.put("runs", runs);
            m.put("seed", seed.seed());
            m.put("completed", completed);
            m.put("stuck", stuck);
            m.put("invalid", invalid);
            m.put("undecided", undecided);
            m.put("candidates", candidates);
            m.put("seconds", seconds);
            m.put("secondsPerWalkthrough", seconds / runs);
            m.put("walkthroughsPerSecond", runs / seconds);
            out.println(Json.write(m));
        } else {
            out.printf("%s, %d drawings, seed %d%n", lab.grid(), runs, seed.seed());
            out.printf("completed  %d%n", completed);
            out.printf("stuck      %d%n", stuck);
            out.printf("undecided  %d of %d candidates%n", undecided, candidates);
            out.printf("seconds    %.3f (%.4f per walkthrough, %.2f walkthroughs per second)%n", seconds,
                    seconds / runs, runs / seconds);
        }
        out.flush();
        return stuck == 0 && invalid == 0 ? Errors.OK : Errors.NO;
    }
}
