package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.grid.Grid;

class MazeMeasuresTest {

    @Property(tries = 100)
    void pathsAreWalksThroughOpenPassages(@ForAll @IntRange(min = 1, max = 30) int n, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 10_000) int a, @ForAll @IntRange(min = 0, max = 10_000) int b) {
        CellMaze m = MazeTesting.generate(new Eller(), new Grid(n, n + 2), new SplittableRandom(seed));
        int from = a % m.cells();
        int to = b % m.cells();
        int[] path = Mazes.path(m, MazeTesting.grid(m).field(from), MazeTesting.grid(m).field(to)).fields();
        assertEquals(from, path[0]);
        assertEquals(to, path[path.length - 1]);
        assertEquals(CellMeasures.distances(m, from)[to], path.length - 1);
        for (int k = 1; k < path.length; k++) {
            int p = path[k - 1];
            int q = path[k];
            boolean open = false;
            for (var d : org.gridpuzzles.grid.Direction.values()) {
                open |= m.isOpen(p, d.ordinal()) && m.grid().neighbour(p, d.ordinal()) == q;
            }
            assertTrue(open);
        }
    }

    @Property(tries = 100)
    void textureCountsEveryField(@ForAll @IntRange(min = 2, max = 30) int n, @ForAll long seed) {
        CellMaze m = MazeTesting.generate(MazeTesting.rect(MazeAlgorithm.RECURSIVE_BACKTRACKER, MazeOptions.defaults()), new Grid(n, n), new SplittableRandom(seed));
        MazeTexture t = MazeMeasures.texture(m);
        assertEquals(n * n, t.deadEnds() + t.straights() + t.turns() + t.junctions() + t.crossings());
        // a brute-force diameter: the largest distance from any field
        int best = 0;
        for (int i = 0; i < n * n; i++) {
            for (int d : CellMeasures.distances(m, i)) {
                best = Math.max(best, d);
            }
        }
        assertEquals(best, t.diameter());
    }
}
