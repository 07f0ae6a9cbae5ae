package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.squares.AvoidTheSquare;

/** {@code squares table} row by row: each row goes to the sink as soon as it is counted (8 x 8 takes a while). */
public final class TableRows {

    private TableRows() {
    }

    /** Counts the rows of the table, each to {@code each} when done; the whole table at the end. */
    public static SquaresTableResult write(SquaresTableRequest q, Sink<SquaresTableResult.Row> each, RunContext context) {
        long start = System.nanoTime();
        List<SquaresTableResult.Row> rows = new ArrayList<>();
        AvoidTheSquare.table(DrawRules.rules(1, 1, q.colours(), q.axisParallel(), q.anyBalance()), q.max(),
                CountOperation.options(context, q.upToSymmetry(), q.swapColours()), r -> {
                    SquaresTableResult.Row row = new SquaresTableResult.Row(r.size(), r.count(),
                            r.hasClasses() ? r.classes() : null, r.seconds());
                    rows.add(row);
                    return each.accept(row);
                });
        each.end();
        return new SquaresTableResult(q.max(), q.colours(), q.axisParallel(), q.anyBalance(), q.upToSymmetry(), rows,
                (System.nanoTime() - start) / 1e9, q.heading());
    }
}
