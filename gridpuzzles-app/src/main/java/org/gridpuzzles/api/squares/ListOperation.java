package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;

/** {@code squares list}: the drawn final boards in search order, held in memory (see {@link ListBoards}). */
final class ListOperation implements Operation<ListRequest, ListResult> {

    @Override
    public String name() {
        return "squares list";
    }

    @Override
    public String description() {
        return "Lists the drawn final boards in the search's order, each as its rows of letters.";
    }

    @Override
    public Class<ListRequest> requestType() {
        return ListRequest.class;
    }

    @Override
    public Class<ListResult> resultType() {
        return ListResult.class;
    }

    @Override
    public ListResult run(ListRequest q, RunContext context) {
        return ListResult.of(q, ListResult.collect(q, context.limits()));
    }
}
