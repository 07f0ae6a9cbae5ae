package org.gridpuzzles.api.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.Mazes;

/** {@code maze algorithms}: the algorithms, or those that run on a grid. */
final class AlgorithmsOperation implements Operation<MazeAlgorithmsRequest, MazeAlgorithmsResult> {

    @Override
    public String name() {
        return "maze algorithms";
    }

    @Override
    public String description() {
        return "Lists the maze algorithms, or those that run on a grid, with the grid's default and why the others "
                + "do not run there.";
    }

    @Override
    public Class<MazeAlgorithmsRequest> requestType() {
        return MazeAlgorithmsRequest.class;
    }

    @Override
    public Class<MazeAlgorithmsResult> resultType() {
        return MazeAlgorithmsResult.class;
    }

    @Override
    public MazeAlgorithmsResult run(MazeAlgorithmsRequest q, RunContext context) {
        GridShape shape = q.grid() == null ? null : GridShape.byLabel(q.grid());
        List<MazeAlgorithm> here = shape == null ? Mazes.algorithms() : Mazes.algorithms(shape, q.masked());
        List<MazeAlgorithmsResult.Entry> runs = new ArrayList<>();
        here.forEach(a -> runs.add(new MazeAlgorithmsResult.Entry(a.label(), a.description(), null)));
        List<MazeAlgorithmsResult.Entry> others = new ArrayList<>();
        if (shape != null) {
            for (MazeAlgorithm a : Mazes.algorithms()) {
                String why = Mazes.whyNot(a, shape, q.masked());
                if (why != null) {
                    others.add(new MazeAlgorithmsResult.Entry(a.label(), null, why));
                }
            }
        }
        return new MazeAlgorithmsResult(shape == null ? null : shape.label(), q.masked(),
                Mazes.defaultAlgorithm(shape == null ? GridShape.RECT : shape).label(), runs, others, q.whyNot());
    }
}
