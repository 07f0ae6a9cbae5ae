package org.gridpuzzles.api.labyrinth;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.api.Confirmation;
import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.WalkthroughCount;
import org.gridpuzzles.labyrinth.WalkthroughCountOptions;

/** {@code labyrinth count}: the exact number of walkthroughs, everything in memory, in this process. */
final class CountOperation implements Operation<LabyrinthCountRequest, LabyrinthCountResult> {

    @Override
    public String name() {
        return "labyrinth count";
    }

    @Override
    public String description() {
        return "The exact number of walkthroughs (frontier dynamic program, never enumeration), or the verdict on a "
                + "number claimed for it.";
    }

    @Override
    public Class<LabyrinthCountRequest> requestType() {
        return LabyrinthCountRequest.class;
    }

    @Override
    public Class<LabyrinthCountResult> resultType() {
        return LabyrinthCountResult.class;
    }

    @Override
    public LabyrinthCountResult run(LabyrinthCountRequest request, RunContext context) {
        // the passes run where the installed sweeps say (a cluster's, or here); they refuse what they cannot do
        FrontierPasses passes = Sweeps.current().frontierPasses(frontier(request, LabyrinthCountOnDisk.Folders.NONE,
                null, context));
        return count(request, LabyrinthCountOnDisk.Folders.NONE, passes, context);
    }

    static LabyrinthCountResult count(LabyrinthCountRequest q, LabyrinthCountOnDisk.Folders folders,
            FrontierPasses passes, RunContext context) {
        WalkthroughCountOptions options = new WalkthroughCountOptions(
                WalkthroughCountOptions.Engine.valueOf(q.engine().name()),
                WalkthroughCountOptions.Sweep.valueOf(q.sweep().name()), frontier(q, folders, passes, context));
        if (q.estimate()) {
            return q.closed() ? LabyrinthCountResult.estimatedClosed(q.rows(), q.cols(), estimate(q, options.frontier()))
                    : LabyrinthCountResult.estimated(q.rows(), q.cols(), estimate(q, options.frontier()));
        }
        if (q.closed()) {
            return closed(q, options, context);
        }
        Labyrinth lab = q.board().labyrinth();
        if (q.confirm() != null) {
            Confirmation c = Confirmation.of(q.confirm(), Labyrinths.confirm(lab, q.moves(), q.confirm(), options,
                    context.limits(), context.progress()));
            return new LabyrinthCountResult(q.rows(), q.cols(), q.moves(), null, null, null, c);
        }
        WalkthroughCount r = Labyrinths.count(lab, q.moves(), q.byFirstMove(), options, context.limits(),
                context.progress());
        Map<String, String> per = null;
        if (q.byFirstMove()) {
            per = new LinkedHashMap<>();
            for (Map.Entry<String, BigInteger> e : r.byFirstMove().entrySet()) {
                per.put(e.getKey(), e.getValue().toString());
            }
        }
        return new LabyrinthCountResult(r.rows(), r.cols(), q.moves(), r.count().toString(), per,
                r.impossibleReason(), null);
    }

    /**
     * What the count of the request is foreseen to take: its board as the grid's rule sweeps it (across the narrow
     * side, or the other with the sweep of columns), whole (a line begun with moves leaves fewer states).
     */
    static org.gridpuzzles.frontier.CountEstimate estimate(LabyrinthCountRequest q, FrontierOptions o) {
        boolean transpose = q.cols() > q.rows();
        if (q.sweep() == LabyrinthCountRequest.Sweep.COLUMNS) {
            transpose = !transpose;
        }
        int width = transpose ? q.rows() : q.cols();
        if (q.closed()) {
            return org.gridpuzzles.frontier.FrontierCounting.estimateGridCycles(q.rows() * q.cols() / width, width, o);
        }
        return org.gridpuzzles.frontier.FrontierCounting.estimateGridPaths(q.rows() * q.cols() / width, width, o);
    }

    private static LabyrinthCountResult closed(LabyrinthCountRequest q, WalkthroughCountOptions options,
            RunContext context) {
        if (q.confirm() != null) {
            Confirmation c = Confirmation.of(q.confirm(), Labyrinths.confirmClosed(q.rows(), q.cols(), q.confirm(),
                    options, context.limits(), context.progress()));
            return new LabyrinthCountResult(q.rows(), q.cols(), null, null, null, null, c, true);
        }
        WalkthroughCount r = Labyrinths.countClosed(q.rows(), q.cols(), options, context.limits(), context.progress());
        return new LabyrinthCountResult(r.rows(), r.cols(), null, r.count().toString(), null, r.impossibleReason(),
                null, true);
    }

    static FrontierOptions frontier(LabyrinthCountRequest q, LabyrinthCountOnDisk.Folders folders,
            FrontierPasses passes, RunContext context) {
        FrontierOptions o = FrontierOptions.defaults().withExact(q.exact()).withPrimes(q.primes(), q.firstPrime())
                .withThreads(context.threads()).withPasses(passes);
        if (folders.spill() != null) {
            o = o.withSpill(folders.spill());
        }
        if (folders.checkpoint() != null) {
            o = o.withCheckpoint(folders.checkpoint(), folders.checkpointEvery());
        }
        return o;
    }
}
