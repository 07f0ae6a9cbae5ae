package org.gridpuzzles.api.maze;

import java.nio.charset.StandardCharsets;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.CarvingOrder;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.MazeFrames;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.maze.SolveMethod;
import org.gridpuzzles.render.AnimatedGif;
import org.gridpuzzles.render.AnimatedSvg;

/**
 * {@code maze animate}: a maze carved passage by passage, or a solving method's search and then its path, as an
 * animated GIF or SVG, on every grid. The maze is the one {@code maze generate} (or {@code maze solve}) makes of the
 * same request: the carving is recorded while the same seed carves it.
 */
final class AnimateOperation implements Operation<MazeAnimateRequest, MazeAnimateResult> {

    @Override
    public String name() {
        return "maze animate";
    }

    @Override
    public String description() {
        return "Plays a maze's carving, or a method's search and path, step by step as an animated GIF or SVG.";
    }

    @Override
    public Class<MazeAnimateRequest> requestType() {
        return MazeAnimateRequest.class;
    }

    @Override
    public Class<MazeAnimateResult> resultType() {
        return MazeAnimateResult.class;
    }

    @Override
    public MazeAnimateResult run(MazeAnimateRequest q, RunContext context) {
        MazeFrames frames = q.show().equals("carving") ? carving(q) : solving(q, context);
        // each frame first looks whether the run is to stop (Ctrl-C, the studio's time limit) and says how far it is
        context.progress().start("frames", frames.count());
        java.util.function.IntFunction<Object> frame = k -> {
            context.limits().check();
            context.progress().done(k);
            return frames.frame(k);
        };
        byte[] document = q.animation().equals("gif")
                ? AnimatedGif.write(frames.count(), frame, q.fps())
                : AnimatedSvg.write(frames.count(), frame, q.fps()).getBytes(StandardCharsets.UTF_8);
        context.progress().done(frames.count());
        return new MazeAnimateResult(q.show(), q.animation(), frames.count(), frames.steps(), frames.stepsPerFrame(),
                q.fps(), document.length, document);
    }

    private static MazeFrames carving(MazeAnimateRequest q) {
        Source source = new Source(q.spec());
        CellGrid grid = source.grid();
        Mazes.requireDrawable(grid);
        CarvingOrder order = new CarvingOrder();
        MazeResult made = Mazes.generate(grid, q.spec().options(), order);
        return MazeFrames.carving(made.maze(), order, q.frames());
    }

    private static MazeFrames solving(MazeAnimateRequest q, RunContext context) {
        MazeSolveResult solved = new SolveOperation().run(MazeSolveRequest.of(q.spec(), q.method(), q.from(), q.to(),
                q.ends(), null, true), context);
        MazeDrawing d = solved.drawing();
        CellMaze maze = d.maze();
        int[] visits = Mazes.visitOrder(maze, SolveMethod.byLabel(q.method()), d.from(), d.to());
        return MazeFrames.solving(maze, visits, solved.pathCells(), d.from(), d.to(), d.openEnds(), q.frames());
    }
}
