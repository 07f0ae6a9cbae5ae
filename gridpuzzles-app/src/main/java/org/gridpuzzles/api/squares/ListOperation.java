package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;

/** {@code squares list}: the drawn final boards in search order, held in memory (see {@link ListBoards}). */
final class ListOperation implements Operation<SquaresListRequest, SquaresListResult> {

    @Override
    public String name() {
        return "squares list";
    }

    @Override
    public String description() {
        return "Lists the drawn final boards in the search's order, each as its rows of letters.";
    }

    @Override
    public Class<SquaresListRequest> requestType() {
        return SquaresListRequest.class;
    }

    @Override
    public Class<SquaresListResult> resultType() {
        return SquaresListResult.class;
    }

    @Override
    public SquaresListResult run(SquaresListRequest q, RunContext context) {
        return SquaresListResult.of(q, SquaresListResult.collect(q, context.limits()));
    }
}
