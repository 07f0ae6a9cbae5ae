package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;

/** {@code maze bench}: the algorithms timed side by side, the whole table at the end (see {@link BenchTable}). */
final class BenchOperation implements Operation<MazeBenchRequest, MazeBenchResult> {

    @Override
    public String name() {
        return "maze bench";
    }

    @Override
    public String description() {
        return "Times the maze algorithms side by side: fields per second at each size, best of the timed runs.";
    }

    @Override
    public Class<MazeBenchRequest> requestType() {
        return MazeBenchRequest.class;
    }

    @Override
    public Class<MazeBenchResult> resultType() {
        return MazeBenchResult.class;
    }

    @Override
    public MazeBenchResult run(MazeBenchRequest q, RunContext context) {
        return BenchTable.run(q, line -> { }, context);
    }
}
