package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TourCheckOptions;

/** {@code knight check}: judges a tour file independently of the walks that make tours. */
final class CheckOperation implements Operation<KnightCheckRequest, KnightCheckResult> {

    @Override
    public String name() {
        return "knight check";
    }

    @Override
    public String description() {
        return "Checks a knight's tour given as JSON or as move-type digits.";
    }

    @Override
    public Class<KnightCheckRequest> requestType() {
        return KnightCheckRequest.class;
    }

    @Override
    public Class<KnightCheckResult> resultType() {
        return KnightCheckResult.class;
    }

    @Override
    public KnightCheckResult run(KnightCheckRequest q, RunContext context) {
        TourCheckOptions options = TourCheckOptions.of();
        if (q.start() != null) {
            options = options.start(q.start());
        }
        if (q.rows() != null) {
            options = options.board(new Grid(q.rows(), q.cols()));
        }
        if (q.partial()) {
            options = options.partial();
        }
        if (q.closed()) {
            options = options.closedOnly();
        }
        Verdict v = KnightTours.check(q.file(), options);
        return new KnightCheckResult(v.valid(), v.problem(),
                v.valid() ? String.valueOf(v.details().get("tour")) : null);
    }
}
