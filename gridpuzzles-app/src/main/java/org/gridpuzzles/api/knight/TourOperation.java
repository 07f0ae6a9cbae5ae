package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TieBreakRule;
import org.gridpuzzles.knight.TourMethod;
import org.gridpuzzles.knight.TourOptions;

/** {@code knight tour}: one tour by Warnsdorff's rule, Squirrel's algorithm or a construction, kept in memory. */
final class TourOperation implements Operation<TourRequest, TourResult> {

    @Override
    public String name() {
        return "knight tour";
    }

    @Override
    public String description() {
        return "One knight's tour by Warnsdorff's rule (with a tie-break), Squirrel's algorithm or a construction.";
    }

    @Override
    public Class<TourRequest> requestType() {
        return TourRequest.class;
    }

    @Override
    public Class<TourResult> resultType() {
        return TourResult.class;
    }

    @Override
    public TourResult run(TourRequest request, RunContext context) {
        return TourResult.of(KnightTours.tour(options(request)), request.markTies(), request.title());
    }

    /** The engine's options for the request. */
    static TourOptions options(TourRequest q) {
        TourMethod m = q.closed() ? TourMethod.CLOSED : switch (q.method()) {
            case WARNSDORFF -> TourMethod.WARNSDORFF;
            case SQUIRREL -> TourMethod.SQUIRREL;
            case CONSTRUCT -> TourMethod.CONSTRUCT;
        };
        TourOptions o = TourOptions.of(new Grid(q.rows(), q.cols())).method(m).start(q.start());
        return m == TourMethod.WARNSDORFF ? o.tieBreak(TieBreakRule.parse(q.tiebreak())).seed(q.seed()) : o;
    }
}
