package org.gridpuzzles.maze;

import java.util.SplittableRandom;

import org.gridpuzzles.core.Limits;

/** Times the algorithms: the best of the runs after the warm-up, as wall time and as CPU time. */
final class MazeTimer {

    private MazeTimer() {
    }

    /** Times an algorithm (its default options) on a grid; the blank maze is made inside each timed run. */
    static GridBenchTime time(CellGrid grid, MazeAlgorithm algorithm, MazeBench bench, Limits limits) {
        MazeOptions options = MazeOptions.defaults().algorithm(algorithm);
        CellGenerator generator = Generators.create(algorithm, options, grid);
        Generators.requireMemory(grid, algorithm, generator, 0);
        // the blank maze is made inside the timed run, as on the rectangle: allocating it is part of carving
        return bestOf(bench, limits, seed -> generator.carve(new CellMaze(grid), new SplittableRandom(seed),
                new Statistics()));
    }

    /**
     * Times {@code carve} (given a seed): the best of {@code bench.repeat()} runs after the warm-up, as wall time and
     * as the CPU time of the timing thread (which other programs on the machine slow down less), in seconds.
     */
    private static GridBenchTime bestOf(MazeBench bench, Limits limits, java.util.function.LongConsumer carve) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long warmStart = System.nanoTime();
        for (int w = 0; bench.warmup() > 0 && (w < bench.warmup() || System.nanoTime() - warmStart < 1_000_000_000L);
                w++) {
            limits.check();
            carve.accept(bench.seed() - 1 - w);
        }
        double best = Double.MAX_VALUE;
        double bestCpu = Double.MAX_VALUE;
        for (int r = 0; r < bench.repeat(); r++) {
            limits.check();
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            carve.accept(bench.seed() + r);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
            bestCpu = Math.min(bestCpu, (threads.getCurrentThreadCpuTime() - c0) / 1e9);
        }
        return new GridBenchTime(best, bestCpu);
    }

}
