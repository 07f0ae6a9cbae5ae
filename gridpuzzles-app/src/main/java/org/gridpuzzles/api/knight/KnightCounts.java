package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Confirmation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;

/**
 * {@code knight count} with the frontier program's passes run on the {@link Sweeps} the caller gives: in this process
 * ({@link Sweeps#HERE}) or shared out to a cluster.
 */
public final class KnightCounts {

    private KnightCounts() {
    }

    /** KnightCounts, or confirms a number, as the request asks. */
    public static KnightCountResult count(KnightCountRequest q, RunContext context, Sweeps sweeps) {
        sweeps.admit(q);
        Grid grid = new Grid(q.rows(), q.cols());
        Limits limits = context.limits();
        Progress progress = context.progress();
        if (q.method() == KnightCountRequest.Method.SEARCH) {
            long c = q.closed() ? KnightTours.countClosedTours(grid, limits, progress)
                    : q.start() != null ? KnightTours.countOpenToursFrom(grid, q.start(), limits)
                    : KnightTours.countOpenTours(grid, limits, progress);
            return new KnightCountResult(q.tours(), java.math.BigInteger.valueOf(c), null, null);
        }
        FrontierOptions o = options(q);
        o = o.withPasses(sweeps.frontierPasses(o));
        if (q.confirm() != null) {
            return new KnightCountResult(q.tours(), null, Confirmation.of(q.confirm(), KnightTours.confirmCount(grid,
                    q.closed(), q.start(), !q.noMirror(), q.confirm(), o, limits, progress)), null);
        }
        FrontierCount c = KnightTours.countToursByFrontier(grid, q.closed(), q.start(), !q.noMirror(), o, limits,
                progress);
        return new KnightCountResult(q.tours(), c.count(), null, c);
    }

    /** The frontier program's options of the request. */
    static FrontierOptions options(KnightCountRequest q) {
        FrontierOptions o = FrontierOptions.defaults().withExact(q.exact())
                .withPrimes(q.primes() == null ? 0 : q.primes(), q.firstPrime() == null ? 0 : q.firstPrime());
        if (q.spill() != null) {
            o = o.withSpill(q.spill());
        }
        if (q.checkpoint() != null) {
            o = o.withCheckpoint(q.checkpoint(), q.checkpointEvery() == null ? 300 : q.checkpointEvery());
        }
        return o;
    }
}
