package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.FigureRenderer;

/**
 * The carving order recorded on every grid, and the frames of its animation: recording changes nothing of the maze,
 * the order replays into it, the frames stay within the number asked for, and the last carving frame is the maze's
 * own picture; a solving method's visits in order are as many as it counts.
 */
class MazeFramesProperties {

    @Provide
    Arbitrary<CellGrid> grids() {
        return Arbitraries.of(List.of(CellGrid.of(GridShape.RECT, 7, 9), CellGrid.polar(5),
                CellGrid.of(GridShape.HEX, 6, 7), CellGrid.of(GridShape.TRIANGLE, 5, 8),
                CellGrid.of(GridShape.WEAVE, 6, 6), CellGrid.of(GridShape.CYLINDER, 5, 6),
                CellGrid.of(GridShape.TORUS, 5, 5), CellGrid.masked(GridShape.RECT, 4, 5, new boolean[] {
                    true, true, true, true, false,
                    true, false, true, true, true,
                    true, true, true, false, true,
                    true, true, true, true, true})));
    }

    private static MazeAlgorithm algorithm(CellGrid grid, int pick) {
        List<MazeAlgorithm> here = Mazes.algorithms(grid.shape(), grid.masked());
        return here.get(Math.floorMod(pick, here.size()));
    }

    @Property(tries = 40)
    void recordingCarvesTheSameMazeAndReplaysIntoIt(@ForAll("grids") CellGrid grid, @ForAll int pick,
            @ForAll long seed, @ForAll("braids") double braid) {
        MazeOptions options = MazeOptions.defaults().algorithm(algorithm(grid, pick)).seed(seed).braid(braid);
        CellMaze plain = Mazes.generate(grid, options).maze();
        CarvingOrder order = new CarvingOrder();
        CellMaze recorded = Mazes.generate(grid, options, order).maze();
        assertEquals(plain, recorded);
        assertEquals(recorded.passages(), order.size());
        CellMaze replayed = new CellMaze(grid);
        order.replay(replayed, 0, order.size());
        assertEquals(recorded, replayed);
    }

    @Provide
    Arbitrary<Double> braids() {
        return Arbitraries.of(0.0, 0.0, 0.5, 1.0);
    }

    @Property(tries = 30)
    void theFramesStayWithinTheLimitAndTheLastIsTheMazesPicture(@ForAll("grids") CellGrid grid, @ForAll int pick,
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 60) int maxFrames) {
        MazeOptions options = MazeOptions.defaults().algorithm(algorithm(grid, pick)).seed(seed);
        CarvingOrder order = new CarvingOrder();
        CellMaze maze = Mazes.generate(grid, options, order).maze();
        MazeFrames frames = MazeFrames.carving(maze, order, maxFrames);
        assertTrue(frames.count() <= maxFrames, frames.count() + " frames");
        assertEquals(1 + (order.size() + frames.stepsPerFrame() - 1) / frames.stepsPerFrame(), frames.count());
        assertEquals(0, frames.stepsUpTo(0));
        assertEquals(order.size(), frames.stepsUpTo(frames.count() - 1));
        String first = svg(frames.frame(0));
        String last = null;
        for (int k = 1; k < frames.count(); k++) {
            last = svg(frames.frame(k));
        }
        assertEquals(svg(Mazes.figure(maze, FieldLabel.NONE, 0, false, null, -1, -1, false)), last);
        assertEquals(svg(Mazes.figure(new CellMaze(grid), FieldLabel.NONE, 0, false, null, -1, -1, false)), first);
    }

    @Property(tries = 30)
    void everyVisitOfASolvingMethodIsListedInOrder(@ForAll("grids") CellGrid grid, @ForAll long seed,
            @ForAll SolveMethod method, @ForAll("braids") double braid) {
        CellMaze maze = Mazes.generate(grid, MazeOptions.defaults().algorithm(Mazes.defaultAlgorithm(grid.shape()))
                .seed(seed).braid(braid)).maze();
        int from = 0;
        int to = grid.cells() - 1;
        MazeSolution s = Mazes.solve(maze, method, from, to, false);
        int[] visits = Mazes.visitOrder(maze, method, from, to);
        assertEquals(s.visited(), visits.length);
        if (method != SolveMethod.DEAD_END_FILLING) {
            // dead-end filling fills the dead ends before it searches from the start
            assertEquals(from, visits[0]);
        }
        if (s.found() && method != SolveMethod.DEAD_END_FILLING) {
            assertEquals(to, visits[visits.length - 1]);
        }
        MazeFrames frames = MazeFrames.solving(maze, visits, s.path(), from, to, false, 25);
        assertTrue(frames.count() <= 25);
        assertEquals(visits.length + s.path().length, frames.stepsUpTo(frames.count() - 1));
        for (int k = 0; k < frames.count(); k++) {
            assertTrue(svg(frames.frame(k)).contains("visited"));
        }
    }

    private static String svg(Figure drawing) {
        StringWriter w = new StringWriter();
        FigureRenderer.svg(drawing, w);
        return w.toString();
    }
}
