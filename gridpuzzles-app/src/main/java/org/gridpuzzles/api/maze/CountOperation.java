package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.MazeCount;
import org.gridpuzzles.maze.Mazes;

/** {@code maze count}: the exact number of perfect mazes of a grid, by the matrix-tree theorem. */
final class CountOperation implements Operation<MazeCountRequest, MazeCountResult> {

    @Override
    public String name() {
        return "maze count";
    }

    @Override
    public String description() {
        return "The exact number of perfect mazes (spanning trees) of a grid of any shape but weave, by the "
                + "matrix-tree theorem.";
    }

    @Override
    public Class<MazeCountRequest> requestType() {
        return MazeCountRequest.class;
    }

    @Override
    public Class<MazeCountResult> resultType() {
        return MazeCountResult.class;
    }

    @Override
    public MazeCountResult run(MazeCountRequest q, RunContext context) {
        long t0 = System.nanoTime();
        Source source = new Source(q.spec());
        MazeCount c = Mazes.count(source.grid(), context.threads(), context.limits(),
                context.progress());
        return MazeCountResult.of(source.grid().shape().label(), c, (System.nanoTime() - t0) / 1e9);
    }
}
