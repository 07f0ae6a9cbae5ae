package org.gridpuzzles.maze;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;


/**
 * The rectangle's own inwinder (Conrad's inwinder article, walking each side of a ring with a constant stride) against
 * the general model's winders on the same rect grid (a neighbour test per field), both carving the same
 * {@link CellMaze} storage. The rectangle keeps its own inwinder only while this shows it more than twice as fast
 * (BENCHMARKS.md); its own outwinder was not (1.7 times), so the rectangle's outwinder is the general model's, walked
 * the article's way. Run by {@code bench/maze-winders.sh}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx2g"})
public class WinderBenchmark {

    @Param({"1000"})
    public int size;

    private CellGrid cells;
    private long seed;

    @Setup
    public void setUp() {
        cells = CellGrid.of(GridShape.RECT, size, size);
    }

    @Benchmark
    public CellMaze rectInwinder() {
        CellMaze maze = new CellMaze(cells);
        new Inwinder(RunChoice.RANDOM, 0.5).carve(maze, new SplittableRandom(seed++), new Statistics());
        return maze;
    }

    @Benchmark
    public CellMaze generalInwinder() {
        CellMaze maze = new CellMaze(cells);
        new CellWinder(true, RunChoice.RANDOM, 0.5).carve(maze, new SplittableRandom(seed++), new Statistics());
        return maze;
    }

    @Benchmark
    public CellMaze generalOutwinder() {
        CellMaze maze = new CellMaze(cells);
        new CellWinder(false, RunChoice.RANDOM, 0.5).carve(maze, new SplittableRandom(seed++), new Statistics());
        return maze;
    }

    /** The rectangle's outwinder: the general model's, walked the article's way. */
    @Benchmark
    public CellMaze articleOutwinder() {
        CellMaze maze = new CellMaze(cells);
        new CellWinder(false, RunChoice.RANDOM, 0.5, true).carve(maze, new SplittableRandom(seed++),
                new Statistics());
        return maze;
    }
}
