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

import org.gridpuzzles.grid.Grid;

/**
 * The rectangle's own inwinder and outwinder (Conrad's inwinder article, walking each side of a ring with a constant
 * stride) against the general model's winders on the same rect grid (rings found by a breadth-first search, a
 * neighbour test per field), both carving the same {@link CellMaze} storage. The rectangle keeps its own winders only
 * while this shows them more than twice as fast (BENCHMARKS.md). Run by {@code bench/maze-winders.sh}.
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

    private Grid grid;
    private CellGrid cells;
    private long seed;

    @Setup
    public void setUp() {
        grid = new Grid(size, size);
        cells = CellGrid.of(GridShape.RECT, size, size);
    }

    @Benchmark
    public Maze rectInwinder() {
        return new Inwinder(RunChoice.RANDOM, 0.5).carve(new Maze(grid), new SplittableRandom(seed++),
                new Statistics());
    }

    @Benchmark
    public CellMaze generalInwinder() {
        CellMaze maze = new CellMaze(cells);
        new CellWinder(true, RunChoice.RANDOM, 0.5).carve(maze, new SplittableRandom(seed++), new Statistics());
        return maze;
    }

    @Benchmark
    public Maze rectOutwinder() {
        return new Outwinder(RunChoice.RANDOM, 0.5).carve(new Maze(grid), new SplittableRandom(seed++),
                new Statistics());
    }

    @Benchmark
    public CellMaze generalOutwinder() {
        CellMaze maze = new CellMaze(cells);
        new CellWinder(false, RunChoice.RANDOM, 0.5).carve(maze, new SplittableRandom(seed++), new Statistics());
        return maze;
    }
}
