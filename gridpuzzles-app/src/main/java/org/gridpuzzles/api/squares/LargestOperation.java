package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Sink;

/** {@code squares largest}: the largest n x n board with a drawn final position, and the proof one size up. */
final class LargestOperation implements Operation<SquaresLargestRequest, SquaresLargestResult> {

    @Override
    public String name() {
        return "squares largest";
    }

    @Override
    public String description() {
        return "Finds the largest n x n board that has a drawn final position, with a witness and a proof that the "
                + "next size has none.";
    }

    @Override
    public Class<SquaresLargestRequest> requestType() {
        return SquaresLargestRequest.class;
    }

    @Override
    public Class<SquaresLargestResult> resultType() {
        return SquaresLargestResult.class;
    }

    @Override
    public SquaresLargestResult run(SquaresLargestRequest q, RunContext context) {
        return LargestSizes.find(q, Sink.discard(), context);
    }
}
