package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.core.Verdict;

/** Every grid with every algorithm that runs there, over sizes and seeds, checked by the independent checker. */
class GridMazeProperties {

    /** A grid and an algorithm that runs on it. */
    record Case(CellGrid grid, MazeAlgorithm algorithm) {
        @Override
        public String toString() {
            return algorithm.label() + " on " + grid;
        }
    }

    /** A ring of fields with a hole in the middle and a spur: a mask whose rings are not circles. */
    static CellGrid ringMask(GridShape shape, int n) {
        boolean[] present = new boolean[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                boolean hole = r > n / 3 && r < n - 1 - n / 3 && c > n / 3 && c < n - 1 - n / 3;
                present[r * n + c] = !hole;
            }
        }
        return CellGrid.masked(shape, n, n, present);
    }

    static CellGrid grid(GridShape shape, int rows, int cols, boolean masked) {
        if (shape == GridShape.POLAR) {
            return CellGrid.polar(rows);
        }
        if (shape == GridShape.LEVELS) {
            return CellGrid.layered(1 + (rows + cols) % 3, rows, cols);
        }
        if (masked && shape.takesMask()) {
            return ringMask(shape, Math.max(rows, 5));
        }
        int min = shape.joinsEnds() ? 3 : 1;
        int minCols = shape.joinsSides() ? 3
                : shape == GridShape.TRIANGLE && rows > 2 ? 2 : 1;
        return CellGrid.of(shape, Math.max(min, rows), Math.max(minCols, cols));
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(Arbitraries.of(GridShape.values()), Arbitraries.integers().between(1, 14),
                Arbitraries.integers().between(1, 14), Arbitraries.of(true, false), Arbitraries.of(MazeAlgorithm.values()))
                .as((shape, rows, cols, masked, algorithm) -> {
                    CellGrid g = grid(shape, rows, cols, masked);
                    List<MazeAlgorithm> ok = Generators.available(g.shape(), g.masked());
                    return new Case(g, ok.contains(algorithm) ? algorithm : ok.get(algorithm.ordinal() % ok.size()));
                });
    }

    static CellMaze carve(Case c, long seed) {
        CellMaze maze = new CellMaze(c.grid());
        Generators.create(c.algorithm(), MazeOptions.defaults().algorithm(c.algorithm()), c.grid())
                .carve(maze, new SplittableRandom(seed), new Statistics());
        return maze;
    }

    @Property(tries = 400)
    void everyDefinedPairCarvesAPerfectMaze(@ForAll("cases") Case c, @ForAll long seed) {
        CellMaze maze = carve(c, seed);
        Verdict v = Mazes.check(maze);
        assertTrue(v.valid(), c + " seed " + seed + ": " + v.problem());
        assertEquals(0L, v.details().get("loops"), c + " seed " + seed);
    }

    @Property(tries = 100)
    void theWindersTakeTheirOptions(@ForAll("cases") Case c, @ForAll @IntRange(min = -3, max = 3) int which,
            @ForAll @IntRange(min = 0, max = 10) int biasTenths, @ForAll long seed) {
        if (!Generators.available(c.grid().shape(), c.grid().masked()).contains(MazeAlgorithm.INWINDER)) {
            return;
        }
        for (boolean inward : new boolean[] {true, false}) {
            CellMaze maze = new CellMaze(c.grid());
            new CellWinder(inward, RunChoice.at(which), biasTenths / 10.0).carve(maze, new SplittableRandom(seed),
                    new Statistics());
            Verdict v = Mazes.check(maze);
            assertTrue(v.valid() && (long) v.details().get("loops") == 0, c + " " + inward + ": " + v.problem());
        }
    }

    @Property(tries = 200)
    void hexWindersWalkTheRectangleRings(@ForAll @IntRange(min = 1, max = 20) int rows,
            @ForAll @IntRange(min = 1, max = 20) int cols, @ForAll boolean inward,
            @ForAll @IntRange(min = -2, max = 2) int which, @ForAll long seed) {
        CellMaze maze = new CellMaze(CellGrid.of(GridShape.HEX, rows, cols));
        Statistics stats = new Statistics();
        new CellWinder(inward, RunChoice.at(which), 0.5).carve(maze, new SplittableRandom(seed), stats);
        Verdict v = Mazes.check(maze);
        assertTrue(v.valid() && (long) v.details().get("loops") == 0, rows + " x " + cols + ": " + v.problem());
        assertEquals((Math.min(rows, cols) + 1) / 2, stats.get("rings"), rows + " x " + cols);
    }

    @Property(tries = 300)
    void triangleWindersWalkTheirRingsArithmetically(@ForAll @IntRange(min = 1, max = 24) int rows,
            @ForAll @IntRange(min = 1, max = 24) int cols, @ForAll boolean inward,
            @ForAll @IntRange(min = -2, max = 2) int which, @ForAll @IntRange(min = 0, max = 10) int biasTenths,
            @ForAll long seed) {
        CellGrid grid = CellGrid.of(GridShape.TRIANGLE, rows, cols < 2 && rows > 2 ? 2 : cols);
        CellMaze maze = new CellMaze(grid);
        Statistics stats = new Statistics();
        new CellWinder(inward, RunChoice.at(which), biasTenths / 10.0).carve(maze, new SplittableRandom(seed), stats);
        Verdict v = Mazes.check(maze);
        assertTrue(v.valid() && (long) v.details().get("loops") == 0, grid + ": " + v.problem());
        assertEquals(0L, stats.get("joined"), grid + " " + inward + " seed " + seed);
    }

    /** The random walks and the hunt on a weave: perfect, every bridge sound, and some of them do cross. */
    @Property(tries = 150)
    void walksAndHuntsWeaveUnderBridges(@ForAll @IntRange(min = 1, max = 16) int rows,
            @ForAll @IntRange(min = 1, max = 16) int cols, @ForAll long seed) {
        CellGrid grid = CellGrid.of(GridShape.WEAVE, rows, cols);
        for (MazeAlgorithm a : List.of(MazeAlgorithm.ALDOUS_BRODER, MazeAlgorithm.WILSON,
                MazeAlgorithm.HUNT_AND_KILL)) {
            CellMaze maze = carve(new Case(grid, a), seed);
            Verdict v = Mazes.check(maze);
            assertTrue(v.valid() && (long) v.details().get("loops") == 0, a + " on " + grid + ": " + v.problem());
        }
    }

    @Property(tries = 5)
    void weaveWalksMakeBridgesOnLargerGrids(@ForAll long seed) {
        CellGrid grid = CellGrid.of(GridShape.WEAVE, 30, 30);
        for (MazeAlgorithm a : List.of(MazeAlgorithm.ALDOUS_BRODER, MazeAlgorithm.WILSON,
                MazeAlgorithm.HUNT_AND_KILL)) {
            CellMaze maze = carve(new Case(grid, a), seed);
            assertTrue(Mazes.check(maze).valid(), a.label());
            int bridges = 0;
            for (int c = 0; c < grid.cells(); c++) {
                bridges += maze.crossed(c) ? 1 : 0;
            }
            assertTrue(bridges > 0, a.label() + " made no bridge on " + grid + " seed " + seed);
        }
    }

    /** The rings' walking order visits every field of the grid exactly once, ring by ring. */
    @Property(tries = 200)
    void triangleRingsCoverTheGridOnce(@ForAll @IntRange(min = 1, max = 30) int rows,
            @ForAll @IntRange(min = 2, max = 30) int cols) {
        int last = Math.min((rows - 1) / 2, (cols - 1) / 4);
        if (last > 0 && cols - 4 * last == 1 && rows - 2 * last >= 2) {
            last--;
        }
        int[] seen = new int[rows * cols];
        int total = 0;
        for (int d = 0; d <= last; d++) {
            boolean band = d == last;
            int h = rows - 2 * d;
            int w = cols - 4 * d;
            int size = band ? h * w : 2 * w + 4 * (h - 2);
            for (int k = 0; k < size; k++) {
                int p = TriangleWinder.triangleRingCell(d, k, rows, cols, band);
                seen[p]++;
                total++;
                assertEquals(d, TriangleWinder.triangleRing(p / cols, p % cols, rows, cols, last), rows + " x " + cols);
            }
        }
        assertEquals(rows * cols, total);
        for (int p = 0; p < seen.length; p++) {
            assertEquals(1, seen[p], rows + " x " + cols + " field " + p);
        }
    }

    @Property(tries = 150)
    void braidOneLeavesNoDeadEndThatCouldBeJoined(@ForAll("cases") Case c, @ForAll long seed) {
        CellMaze maze = carve(c, seed);
        CellBraid.braid(maze, 1, new SplittableRandom(seed));
        assertTrue(Mazes.check(maze).valid(), c.toString());
        CellGrid g = maze.grid();
        for (int cell = 0; cell < g.cells(); cell++) {
            if (maze.degree(cell) != 1) {
                continue;
            }
            for (int s = 0; s < g.slots(); s++) {
                int o = g.isUnder(s) ? -1 : g.neighbour(cell, s);
                int dead = cell;
                assertTrue(o < 0 || maze.isOpen(cell, s) || maze.crossed(o),
                        () -> c + ": dead end " + g.name(dead) + " left with a walled neighbour " + g.name(o));
            }
        }
    }

    @Property(tries = 200)
    void everySolverFindsTheOnePathOfAPerfectMaze(@ForAll("cases") Case c, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 1_000_000) int a, @ForAll @IntRange(min = 0, max = 1_000_000) int b) {
        CellMaze maze = carve(c, seed);
        int from = a % maze.cells();
        int to = b % maze.cells();
        int[] expected = CellSolvers.bfs(maze, from, to).fields();
        assertEquals(from, expected[0]);
        assertEquals(to, expected[expected.length - 1]);
        for (SolveMethod m : SolveMethod.values()) {
            assertArrayEquals(expected, CellSolvers.solve(m, maze, from, to).fields(), m + " on " + c);
        }
    }

    @Property(tries = 200)
    void shortestPathMethodsAgreeOnBraidedMazes(@ForAll("cases") Case c, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 1_000_000) int a, @ForAll @IntRange(min = 0, max = 1_000_000) int b) {
        CellMaze maze = carve(c, seed);
        CellBraid.braid(maze, 0.7, new SplittableRandom(seed));
        int from = a % maze.cells();
        int to = b % maze.cells();
        int bfs = CellSolvers.bfs(maze, from, to).fields().length;
        assertEquals(bfs, CellSolvers.solve(SolveMethod.DIJKSTRA, maze, from, to).fields().length, c.toString());
        assertEquals(bfs, CellSolvers.solve(SolveMethod.ASTAR, maze, from, to).fields().length, c.toString());
        assertEquals(bfs, CellSolvers.solve(SolveMethod.DEAD_END_FILLING, maze, from, to).fields().length);
        for (SolveMethod m : List.of(SolveMethod.TREMAUX, SolveMethod.WALL_FOLLOWER)) {
            int[] p = CellSolvers.solve(m, maze, from, to).fields();
            if (p.length > 0) {
                assertTrue(isWalk(maze, p, from, to), m + " on " + c);
            }
        }
        assertTrue(CellSolvers.solve(SolveMethod.TREMAUX, maze, from, to).fields().length > 0);
    }

    private static boolean isWalk(CellMaze maze, int[] p, int from, int to) {
        if (p[0] != from || p[p.length - 1] != to) {
            return false;
        }
        for (int i = 1; i < p.length; i++) {
            if (maze.slotTo(p[i - 1], p[i]) < 0 || !maze.isOpen(p[i - 1], maze.slotTo(p[i - 1], p[i]))) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 150)
    void jsonReadsBackTheSameMaze(@ForAll("cases") Case c, @ForAll long seed) throws IOException {
        CellMaze maze = carve(c, seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mazes.writeJson(new MazeResult(maze, c.algorithm(), seed, java.util.Map.of("cells", 1L)), out);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(Mazes.isGridJson(text));
        assertEquals(maze, Mazes.readGrid(text, "maze.json"));
        assertTrue(Mazes.check(text, "maze.json").valid(), text);
    }

    @Property(tries = 100)
    void neighboursAreMutualAndShareTheirWall(@ForAll("cases") Case c) {
        CellGrid g = c.grid();
        CellGeometry geometry = new CellGeometry(g);
        for (int cell = 0; cell < g.cells(); cell++) {
            for (int s = 0; s < g.slots(); s++) {
                int o = g.neighbour(cell, s);
                if (o < 0) {
                    continue;
                }
                int back = g.opposite(cell, s);
                assertEquals(cell, g.neighbour(o, back), c + ": " + g.name(cell) + " slot " + s);
                boolean wrapped = g.shape().joinsSides() || g.shape().joinsEnds();
                if (g.shape() != GridShape.POLAR && g.isSide(cell, s) && !wrapped) {
                    double[][] w = geometry.wall(cell, s);
                    double[][] v = geometry.wall(o, back);
                    boolean same = close(w[0], v[1]) && close(w[1], v[0]) || close(w[0], v[0]) && close(w[1], v[1]);
                    assertTrue(same, c + ": the wall between " + g.name(cell) + " and " + g.name(o));
                }
            }
        }
    }

    private static boolean close(double[] p, double[] q) {
        return Math.abs(p[0] - q[0]) < 1e-9 && Math.abs(p[1] - q[1]) < 1e-9;
    }

    @Property(tries = 50)
    void theSameSeedGivesTheSameMaze(@ForAll("cases") Case c, @ForAll long seed) {
        assertEquals(carve(c, seed), carve(c, seed));
    }

    @Property(tries = 60)
    void aRectanglesFilesReadAndCheckAsItsMazeInMemory(@ForAll @IntRange(min = 1, max = 20) int rows,
            @ForAll @IntRange(min = 1, max = 20) int cols, @ForAll long seed, @ForAll("rectAlgorithms") MazeAlgorithm a,
            @ForAll @IntRange(min = 0, max = 10) int braidTenths) throws IOException {
        MazeResult rect = Mazes.generate(CellGrid.of(GridShape.RECT, rows, cols),
                MazeOptions.defaults().algorithm(a).seed(seed).braid(braidTenths / 10.0));
        CellMaze m = rect.maze();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mazes.writeJson(rect, out);
        String json = out.toString(StandardCharsets.UTF_8);
        String ascii = MazeTesting.ascii(m);
        // the maze in memory goes to the checker as its list of passages; the files as openings or a picture
        Verdict inMemory = Mazes.check(m);
        assertTrue(inMemory.valid(), inMemory.problem());
        for (String text : List.of(json, ascii)) {
            Verdict v = Mazes.check(text, "maze");
            assertTrue(v.valid(), v.problem());
            assertEquals(inMemory.details().get("loops"), v.details().get("loops"));
            assertEquals(inMemory.details().get("passages"), v.details().get("passages"));
            assertEquals(m, Mazes.readGrid(text, "maze"));
        }
        int from = (rows - 1) * cols;
        int to = cols - 1;
        assertEquals(CellMeasures.distances(m, from)[to] + 1,
                CellSolvers.bfs(m, from, to).fields().length);
    }

    @Provide
    Arbitrary<MazeAlgorithm> rectAlgorithms() {
        return Arbitraries.of(MazeAlgorithm.values());
    }

    @Property(tries = 30)
    void theCheckerRejectsBrokenMazes(@ForAll("cases") Case c, @ForAll long seed) {
        CellMaze maze = carve(c, seed);
        int[] pairs = CellChecker.pairs(maze);
        if (pairs.length == 0) {
            return;
        }
        CellGrid g = maze.grid();
        // one passage fewer: not connected
        assertTrue(!CellChecker.check(g, java.util.Arrays.copyOf(pairs, pairs.length - 2)).valid(), c.toString());
        // a passage twice
        int[] twice = java.util.Arrays.copyOf(pairs, pairs.length + 2);
        twice[pairs.length] = pairs[1];
        twice[pairs.length + 1] = pairs[0];
        assertTrue(!CellChecker.check(g, twice).valid());
        // a passage between fields that are not neighbours
        List<Integer> far = new ArrayList<>();
        for (int o = 0; o < g.cells() && far.isEmpty(); o++) {
            if (maze.slotTo(0, o) < 0 && o != 0) {
                far.add(o);
            }
        }
        if (!far.isEmpty()) {
            int[] jump = java.util.Arrays.copyOf(pairs, pairs.length);
            jump[0] = 0;
            jump[1] = far.get(0);
            assertTrue(!CellChecker.check(g, jump).valid());
        }
    }
}
