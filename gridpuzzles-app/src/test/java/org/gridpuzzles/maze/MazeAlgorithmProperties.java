package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;

class MazeAlgorithmProperties {

    private static MazeTesting.RectGenerator generator(String label) {
        return MazeTesting.rect(MazeAlgorithm.byLabel(label), MazeOptions.defaults());
    }

    @Provide
    Arbitrary<String> algorithms() {
        return Arbitraries.of(MazeAlgorithm.values()).map(MazeAlgorithm::label);
    }

    @Property(tries = 600)
    void everyAlgorithmCarvesAPerfectMaze(@ForAll("algorithms") String name,
            @ForAll @IntRange(min = 1, max = 40) int rows, @ForAll @IntRange(min = 1, max = 40) int cols,
            @ForAll long seed) {
        CellMaze maze = MazeTesting.generate(generator(name), new Grid(rows, cols), new SplittableRandom(seed));
        Verdict v = MazeTesting.check(maze);
        assertTrue(v.valid(), name + " on " + rows + " x " + cols + " seed " + seed + ": " + v.problem());
    }

    @Property(tries = 200)
    void thinAndTinyGridsAreCarved(@ForAll("algorithms") String name, @ForAll @IntRange(min = 1, max = 60) int n,
            @ForAll long seed) {
        for (Grid g : List.of(new Grid(1, n), new Grid(n, 1), new Grid(2, 2), new Grid(2, n), new Grid(n, 2))) {
            CellMaze maze = MazeTesting.generate(generator(name), g, new SplittableRandom(seed));
            assertTrue(MazeTesting.check(maze).valid(), name + " on " + g);
        }
    }

    @Property(tries = 100)
    void theSameSeedGivesTheSameMaze(@ForAll("algorithms") String name, @ForAll @IntRange(min = 1, max = 30) int n,
            @ForAll long seed) {
        Grid g = new Grid(n, n + 3);
        assertEquals(MazeTesting.generate(generator(name), g, new SplittableRandom(seed)),
                MazeTesting.generate(generator(name), g, new SplittableRandom(seed)));
    }

    @Property(tries = 200)
    void inwinderOptionsStillGivePerfectMazes(@ForAll @IntRange(min = 1, max = 30) int rows,
            @ForAll @IntRange(min = 1, max = 30) int cols, @ForAll @IntRange(min = -5, max = 5) int which,
            @ForAll @IntRange(min = 0, max = 10) int biasTenths, @ForAll long seed) {
        Grid g = new Grid(rows, cols);
        for (CellGenerator a : List.of(new Inwinder(RunChoice.at(which), biasTenths / 10.0),
                new CellWinder(false, RunChoice.at(which), biasTenths / 10.0, true),
                new Inwinder(RunChoice.RANDOM, 0.3))) {
            assertTrue(MazeTesting.check(MazeTesting.generate(a, g, new SplittableRandom(seed))).valid(),
                    a.getClass().getSimpleName() + " " + g);
        }
    }

    @Property(tries = 100)
    void growingTreeChoicesGivePerfectMazes(@ForAll("choices") String choice,
            @ForAll @IntRange(min = 1, max = 30) int n, @ForAll long seed) {
        CellMaze maze = MazeTesting.generate(MazeTesting.rect(MazeAlgorithm.GROWING_TREE, MazeOptions.defaults().cellChoice(CellChoice.parse(choice))), new Grid(n, n + 1),
                new SplittableRandom(seed));
        assertTrue(MazeTesting.check(maze).valid());
    }

    @Provide
    Arbitrary<String> choices() {
        return Arbitraries.of("newest", "oldest", "random", "mix:0.25", "mix:0");
    }
}
