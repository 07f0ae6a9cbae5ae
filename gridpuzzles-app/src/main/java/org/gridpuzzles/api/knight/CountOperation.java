package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;

/** {@code knight count}: exact numbers of tours, by the frontier program or by depth-first search. */
final class CountOperation implements Operation<KnightCountRequest, KnightCountResult> {

    @Override
    public String name() {
        return "knight count";
    }

    @Override
    public String description() {
        return "Counts knight's tours exactly (directed open tours, from every start or one, or undirected closed "
                + "tours), or confirms a number claimed for the count.";
    }

    @Override
    public Class<KnightCountRequest> requestType() {
        return KnightCountRequest.class;
    }

    @Override
    public Class<KnightCountResult> resultType() {
        return KnightCountResult.class;
    }

    @Override
    public KnightCountResult run(KnightCountRequest q, RunContext context) {
        return KnightCounts.count(q, context, Sweeps.current());
    }
}
