package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;

/** {@code knight bench}: the time of one tour per size, best of several runs after a warm-up. */
final class BenchOperation implements Operation<KnightBenchRequest, KnightBenchResult> {

    @Override
    public String name() {
        return "knight bench";
    }

    @Override
    public String description() {
        return "Times tours on m x m boards (best of several runs after a warm-up); nothing is written.";
    }

    @Override
    public Class<KnightBenchRequest> requestType() {
        return KnightBenchRequest.class;
    }

    @Override
    public Class<KnightBenchResult> resultType() {
        return KnightBenchResult.class;
    }

    @Override
    public KnightBenchResult run(KnightBenchRequest q, RunContext context) {
        return KnightBenchRows.run(q, context, row -> { });
    }
}
