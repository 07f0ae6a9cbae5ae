package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Sink;

/** {@code squares table}: the counts of drawn n x n boards, n = 1..max, with the time of each row. */
final class TableOperation implements Operation<SquaresTableRequest, SquaresTableResult> {

    @Override
    public String name() {
        return "squares table";
    }

    @Override
    public String description() {
        return "Counts the drawn n x n boards for n = 1..max, with the time per row.";
    }

    @Override
    public Class<SquaresTableRequest> requestType() {
        return SquaresTableRequest.class;
    }

    @Override
    public Class<SquaresTableResult> resultType() {
        return SquaresTableResult.class;
    }

    @Override
    public SquaresTableResult run(SquaresTableRequest q, RunContext context) {
        return TableRows.write(q, Sink.discard(), context);
    }
}
