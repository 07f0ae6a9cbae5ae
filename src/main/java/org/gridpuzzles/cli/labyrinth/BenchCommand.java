package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.Drawer;
import org.gridpuzzles.labyrinth.FrontierCounter;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Oracle;
import org.gridpuzzles.labyrinth.SplitEnumeration;
import org.gridpuzzles.labyrinth.WalkthroughVerifier;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code labyrinth bench}: in-process timings of counting, enumeration and drawing (JVM start excluded). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times count, enumerate or draw in the running JVM and prints the figures.")
public final class BenchCommand implements Callable<Integer> {

    enum What { COUNT, ENUMERATE, DRAW }

    @Spec
    CommandSpec spec;

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
    public Integer call() {
        Labyrinth lab = board.labyrinth();
        PrintWriter out = spec.commandLine().getOut();
        // CPU time of this thread as well as wall time: on a shared machine the wall time mostly measures the load
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long c0 = cpu.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        switch (what) {
            case COUNT -> {
                board.solvable();
                FrontierCounter counter = FrontierCounter.of(lab);
                String c = counter.count(Progress.none()).toString();
                double s = (System.nanoTime() - t0) / 1e9;
                out.printf("count %s: %s in %.3f s (%.3f s CPU), at most %d frontier states%n", lab.grid(), c, s,
                        (cpu.getCurrentThreadCpuTime() - c0) / 1e9, counter.peakStates());
            }
            case ENUMERATE -> {
                // one thread, then one per first move, side by side in the same run
                for (int threads : new int[] {1, Runtime.getRuntime().availableProcessors()}) {
                    long[] chars = {0};
                    long c1 = cpu.getCurrentThreadCpuTime();
                    long t1 = System.nanoTime();
                    long n = new SplitEnumeration(lab, threads).run(limit, (m, len) -> {
                        chars[0] += len;
                        return true;
                    });
                    double s = (System.nanoTime() - t1) / 1e9;
                    out.printf("enumerate %s, %d thread%s: %d walkthroughs in %.3f s (%.3f s CPU of this thread), "
                            + "%.0f per second%n", lab.grid(), threads, threads == 1 ? "" : "s", n, s,
                            (cpu.getCurrentThreadCpuTime() - c1) / 1e9, n / s);
                }
            }
            case DRAW -> {
                Drawer d = new Drawer(lab, Oracle.AUTO, false, 5_000);
                SplittableRandom rnd = new SplittableRandom(seed.seed());
                long stuck = 0;
                long undecided = 0;
                for (int i = 0; i < runs; i++) {
                    Drawer.Result r = d.draw(rnd);
                    if (r.stuck() || WalkthroughVerifier.problem(lab, r.moves()) != null) {
                        stuck++;
                    }
                    undecided += r.undecided();
                }
                double s = (System.nanoTime() - t0) / 1e9;
                out.printf("draw %s: %d lines in %.3f s, %.3f per second, %d stuck, %d undecided candidates, seed %d%n",
                        lab.grid(), runs, s, runs / s, stuck, undecided, seed.seed());
            }
            default -> throw new IllegalStateException();
        }
        out.flush();
        return Errors.OK;
    }
}
