package org.gridpuzzles.api.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.Mazes;

/** {@code maze algorithms}: the algorithms, or those that run on a grid. */
final class AlgorithmsOperation implements Operation<AlgorithmsRequest, AlgorithmsResult> {

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
    public Class<AlgorithmsRequest> requestType() {
        return AlgorithmsRequest.class;
    }

    @Override
    public Class<AlgorithmsResult> resultType() {
        return AlgorithmsResult.class;
    }

    @Override
    public AlgorithmsResult run(AlgorithmsRequest q, RunContext context) {
        GridShape shape = q.grid() == null ? null : GridShape.byLabel(q.grid());
        List<MazeAlgorithm> here = shape == null ? Mazes.algorithms() : Mazes.algorithms(shape, q.masked());
        List<AlgorithmsResult.Entry> runs = new ArrayList<>();
        here.forEach(a -> runs.add(new AlgorithmsResult.Entry(a.label(), a.description(), null)));
        List<AlgorithmsResult.Entry> others = new ArrayList<>();
        if (shape != null) {
            for (MazeAlgorithm a : Mazes.algorithms()) {
                String why = Mazes.whyNot(a, shape, q.masked());
                if (why != null) {
                    others.add(new AlgorithmsResult.Entry(a.label(), null, why));
                }
            }
        }
        return new AlgorithmsResult(shape == null ? null : shape.label(), q.masked(),
                Mazes.defaultAlgorithm(shape == null ? GridShape.RECT : shape).label(), runs, others, q.whyNot());
    }
}
