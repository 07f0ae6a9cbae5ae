package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;

/** {@code push bench}: every instance of a folder solved and checked, each with its own time limit. */
final class BenchOperation implements Operation<PushBenchRequest, PushBenchResult> {

    @Override
    public String name() {
        return "push bench";
    }

    @Override
    public String description() {
        return "Solves and checks every instance of a folder, each with its own time limit; compares with "
                + "reference minima when given.";
    }

    @Override
    public Class<PushBenchRequest> requestType() {
        return PushBenchRequest.class;
    }

    @Override
    public Class<PushBenchResult> resultType() {
        return PushBenchResult.class;
    }

    @Override
    public PushBenchResult run(PushBenchRequest q, RunContext context) {
        return PushBenchRows.of(q).run(context, Sweeps.current(), row -> { });
    }
}
