package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.core.Verdict;

class MazeSolveProperties {

    @Provide
    Arbitrary<MazeAlgorithm> algorithms() {
        return Arbitraries.of(MazeAlgorithm.values());
    }

    @Property(tries = 300)
    void braidOneLeavesNoDeadEndAndTheCheckerSeesLoops(@ForAll("algorithms") MazeAlgorithm algorithm,
            @ForAll @IntRange(min = 2, max = 30) int rows, @ForAll @IntRange(min = 2, max = 30) int cols,
            @ForAll long seed) {
        CellGrid grid = CellGrid.of(GridShape.RECT, rows, cols);
        MazeOptions options = MazeOptions.defaults().algorithm(algorithm).seed(seed).braid(1);
        MazeResult made = Mazes.generate(grid, options);
        CellMaze maze = made.maze();
        for (int i = 0; i < grid.cells(); i++) {
            assertNotEquals(1, maze.degree(i), algorithm + " " + grid + " seed " + seed + " field " + i);
        }
        Verdict v = MazeTesting.check(maze);
        assertTrue(v.valid(), v.problem());
        long loops = (Long) v.details().get("loops");
        assertTrue(loops > 0);
        assertEquals(maze.passages() - grid.cells() + 1, loops);
        assertEquals(loops, Mazes.texture(maze).loops());
        assertEquals(maze.passages(), made.statistics().get("passages"));
        assertEquals(loops, made.statistics().get("braided"));
        // the same seed gives the same braid maze
        assertEquals(maze, Mazes.generate(grid, options).maze());
    }

    @Property(tries = 200)
    void braidKeepsThePerfectMazeOfTheSeedUnderneathAndZeroIsPerfect(@ForAll("algorithms") MazeAlgorithm algorithm,
            @ForAll @IntRange(min = 1, max = 30) int rows, @ForAll @IntRange(min = 1, max = 30) int cols,
            @ForAll long seed, @ForAll @DoubleRange(min = 0, max = 1) double p) {
        CellGrid grid = CellGrid.of(GridShape.RECT, rows, cols);
        MazeOptions options = MazeOptions.defaults().algorithm(algorithm).seed(seed);
        CellMaze perfect = Mazes.generate(grid, options.braid(0)).maze();
        assertEquals(Mazes.generate(grid, options).maze(), perfect);
        Verdict v = MazeTesting.check(perfect);
        assertTrue(v.valid(), v.problem());
        assertEquals(0L, v.details().get("loops"));
        CellMaze braided = Mazes.generate(grid, options.braid(p)).maze();
        // braiding only adds passages to the perfect maze
        for (int i = 0; i < grid.cells(); i++) {
            assertEquals(perfect.openings(i), perfect.openings(i) & braided.openings(i));
        }
        assertTrue(MazeTesting.check(braided).valid());
    }

    @Property(tries = 300)
    void everyMethodFindsTheUniquePathOfAPerfectMaze(@ForAll("algorithms") MazeAlgorithm algorithm,
            @ForAll @IntRange(min = 1, max = 30) int rows, @ForAll @IntRange(min = 1, max = 30) int cols,
            @ForAll long seed, @ForAll @IntRange(min = 0, max = 1 << 20) int a, @ForAll @IntRange(min = 0,
                    max = 1 << 20) int b) {
        CellGrid grid = CellGrid.of(GridShape.RECT, rows, cols);
        CellMaze maze = Mazes.generate(grid, MazeOptions.defaults().algorithm(algorithm).seed(seed)).maze();
        int from = a % grid.cells();
        int to = b % grid.cells();
        int[] unique = CellSolvers.bfs(maze, from, to).fields();
        for (SolveMethod m : SolveMethod.values()) {
            MazeSolution s = Mazes.solve(maze, m, from, to, false);
            assertArrayEquals(unique, s.path(), m + " " + algorithm + " " + grid + " seed " + seed);
            assertTrue(s.visited() >= unique.length && s.visited() <= grid.cells(), m + " visited " + s.visited());
        }
    }

    @Property(tries = 300)
    void shortestPathMethodsAgreeOnBraidMazesAndTheOthersWalkRealPaths(@ForAll("algorithms") MazeAlgorithm algorithm,
            @ForAll @IntRange(min = 1, max = 30) int rows, @ForAll @IntRange(min = 1, max = 30) int cols,
            @ForAll long seed, @ForAll @DoubleRange(min = 0, max = 1) double p,
            @ForAll @IntRange(min = 0, max = 1 << 20) int a, @ForAll @IntRange(min = 0, max = 1 << 20) int b) {
        CellGrid grid = CellGrid.of(GridShape.RECT, rows, cols);
        CellMaze maze = Mazes.generate(grid, MazeOptions.defaults().algorithm(algorithm).seed(seed).braid(p)).maze();
        int from = a % grid.cells();
        int to = b % grid.cells();
        // the reference: breadth-first distances as the measures count them
        int shortest = CellMeasures.distances(maze, from)[to];
        for (SolveMethod m : SolveMethod.values()) {
            MazeSolution s = Mazes.solve(maze, m, from, to, false);
            String what = m + " " + algorithm + " " + grid + " seed " + seed + " braid " + p;
            if (m == SolveMethod.WALL_FOLLOWER && !s.found()) {
                continue;
            }
            requireWalk(maze, from, to, s.path(), what);
            boolean exact = m != SolveMethod.WALL_FOLLOWER && m != SolveMethod.TREMAUX;
            if (exact) {
                assertEquals(shortest, s.passages(), what);
            } else {
                assertTrue(s.passages() >= shortest, what);
            }
        }
    }

    @Property(tries = 200)
    void theWallFollowerFindsTheWayBetweenBorderEndsOfABraidMaze(@ForAll("algorithms") MazeAlgorithm algorithm,
            @ForAll @IntRange(min = 1, max = 30) int rows, @ForAll @IntRange(min = 1, max = 30) int cols,
            @ForAll long seed, @ForAll @DoubleRange(min = 0, max = 1) double p) {
        CellGrid grid = CellGrid.of(GridShape.RECT, rows, cols);
        CellMaze maze = Mazes.generate(grid, MazeOptions.defaults().algorithm(algorithm).seed(seed).braid(p)).maze();
        int[] ends = Mazes.borderEnds(maze);
        assertTrue(grid.borderSlot(ends[0]) >= 0 && grid.borderSlot(ends[1]) >= 0);
        MazeSolution s = Mazes.solve(maze, SolveMethod.WALL_FOLLOWER, ends[0], ends[1], true);
        assertTrue(s.found(), algorithm + " " + grid + " seed " + seed + " braid " + p);
        requireWalk(maze, ends[0], ends[1], s.path(), "wall follower");
    }

    /** A simple path from the start to the goal through open passages. */
    private static void requireWalk(CellMaze maze, int from, int to, int[] path, String what) {
        CellGrid grid = maze.grid();
        assertTrue(path.length > 0, what);
        assertEquals(from, path[0], what);
        assertEquals(to, path[path.length - 1], what);
        boolean[] seen = new boolean[grid.cells()];
        for (int k = 0; k < path.length; k++) {
            assertTrue(!seen[path[k]], what + ": field repeated");
            seen[path[k]] = true;
            if (k > 0) {
                boolean open = false;
                for (int d = 0; d < grid.slots(); d++) {
                    open |= maze.isOpen(path[k - 1], d) && grid.neighbour(path[k - 1], d) == path[k];
                }
                assertTrue(open, what + ": step " + k + " goes through a wall");
            }
        }
    }
}
