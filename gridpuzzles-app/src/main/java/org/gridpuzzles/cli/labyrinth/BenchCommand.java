package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.DrawOptions;
import org.gridpuzzles.labyrinth.DrawingStatistics;
import org.gridpuzzles.labyrinth.EnumerationOptions;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.WalkthroughCount;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code labyrinth bench}: in-process timings of counting, enumeration and drawing (JVM start excluded). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times count, enumerate or draw in the running JVM and prints the figures.")
final class BenchCommand extends EngineCommand {

    enum What { COUNT, ENUMERATE, DRAW }

    @Parameters(index = "0", paramLabel = "WHAT", description = "count, enumerate or draw.")
    What what;

    @Mixin
    LabyrinthOptions board;

    @Mixin
    SeedOption seed;

    @Option(names = "--limit", paramLabel = "K", description = "Walkthroughs to enumerate (default 1000000).")
    long limit = 1_000_000;

    @Option(names = "--runs", paramLabel = "K", description = "Lines to draw (default 10).")
    int runs = 10;

    @Override
    protected int run() {
        if (limit < 0) {
            throw new InvalidInputException("--limit " + limit + " is out of range (0 or more)");
        }
        if (runs < 1) {
            throw new InvalidInputException("--runs " + runs + " is not positive");
        }
        Labyrinth lab = board.labyrinth();
        PrintWriter out = out();
        // CPU time of this thread as well as wall time: on a shared machine the wall time mostly measures the load
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long c0 = cpu.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        switch (what) {
            case COUNT -> {
                board.solvable();
                WalkthroughCount c = Labyrinths.count(lab, limits(), Progress.none());
                double s = (System.nanoTime() - t0) / 1e9;
                out.printf("count %s: %s in %.3f s (%.3f s CPU), at most %d frontier states%n", lab.grid(), c.count(),
                        s, (cpu.getCurrentThreadCpuTime() - c0) / 1e9, c.peakStates());
            }
            case ENUMERATE -> {
                // one thread, then one per first move, side by side in the same run
                for (int threads : new int[] {1, Runtime.getRuntime().availableProcessors()}) {
                    long[] chars = {0};
                    long c1 = cpu.getCurrentThreadCpuTime();
                    long t1 = System.nanoTime();
                    long n = Labyrinths.enumerate(lab, EnumerationOptions.all().limit(limit).threads(threads)
                            .limits(limits()), m -> {
                                chars[0] += m.length();
                                return true;
                            });
                    double s = (System.nanoTime() - t1) / 1e9;
                    out.printf("enumerate %s, %d thread%s: %d walkthroughs in %.3f s (%.3f s CPU of this thread), "
                            + "%.0f per second%n", lab.grid(), threads, threads == 1 ? "" : "s", n, s,
                            (cpu.getCurrentThreadCpuTime() - c1) / 1e9, n / s);
                }
            }
            case DRAW -> {
                DrawingStatistics st = Labyrinths.statistics(lab, DrawOptions.seed(seed.seed()).runs(runs)
                        .limits(limits()), Progress.none());
                double s = (System.nanoTime() - t0) / 1e9;
                out.printf("draw %s: %d lines in %.3f s, %.3f per second, %d stuck, %d undecided candidates, seed %d%n",
                        lab.grid(), runs, s, runs / s, st.stuck() + st.invalid(), st.undecided(), seed.seed());
            }
            default -> throw new IllegalStateException();
        }
        return Errors.OK;
    }
}
