package org.gridpuzzles.cli.knight;

import java.math.BigInteger;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.knight.KnightCountRequest;
import org.gridpuzzles.api.knight.KnightCountResult;
import org.gridpuzzles.cli.common.Confirmations;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FrontierCountOptions;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code knight count}: exact numbers of tours, by the frontier program or by depth-first search. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Counts knight's tours exactly: directed open tours (from every start or one), or undirected "
                + "closed tours. The last line is the bare number.",
        footer = {"", "Examples:", "  gridpuzzles knight count --size 5",
            "  gridpuzzles knight count --size 5 --start 1,1",
            "  gridpuzzles knight count --size 6 --closed",
            "  gridpuzzles knight count --size 8 --closed --checkpoint ck8",
            "  gridpuzzles knight count --rows 5 --cols 5 --method search",
            "  gridpuzzles knight count --size 6 --closed --confirm 9862 --first-prime 7"})
final class CountCommand extends EngineCommand {

    /** How the tours are counted. */
    enum Method { frontier, search }

    @Mixin
    GridOptions size;

    @ArgGroup(exclusive = true)
    Tours tours;

    /** Open tours from one start, or closed tours (cycles, which have no start): never both. */
    static final class Tours {

        @Option(names = "--start", paramLabel = "R,C", description = "Only open tours starting here.")
        String start;

        @Option(names = "--closed", description = "Undirected closed tours.")
        boolean closed;
    }

    @Option(names = "--method", paramLabel = "M", description = "frontier (default: the frontier program, narrow "
            + "side up to 8) or search (depth-first search, up to 64 squares).")
    Method method = Method.frontier;

    @Mixin
    FrontierCountOptions frontier;

    @Option(names = "--no-mirror", description = "Count a frontier state and its mirror image across the board apart "
            + "(a third more states, up to 1.75 times the time): a check of the default, which keeps one state for "
            + "both.")
    boolean noMirror;

    @Override
    protected int run() {
        Grid grid = size.grid();
        String start = tours == null ? null : tours.start;
        boolean closed = tours != null && tours.closed;
        if (frontier.estimate()) {
            throw new InvalidInputException("--estimate is not there yet for knight count: the rule for any graph "
                    + "foresees no states (docs/knights-tours.md has the estimate of 8 x 8 from its first steps)");
        }
        if (method == Method.search && (frontier.given() || noMirror)) {
            throw new InvalidInputException("--exact, --primes, --first-prime, --checkpoint, --spill, --steps and "
                    + "--no-mirror belong to --method frontier");
        }
        Field from = start == null ? null : grid.require(Field.parse(start), "start");
        String confirm = frontier.confirm();
        BigInteger claimed = confirm == null ? null : Confirmations.parse(confirm, "tours");
        if (claimed != null && method == Method.search) {
            throw new InvalidInputException("--confirm makes one pass of the frontier program: drop --method search");
        }
        long t0 = System.nanoTime();
        if (method == Method.frontier) {
            // the options' own checks speak of the options; then how much fits, before a long run
            frontier.announce(err(), frontier.options());
        }
        KnightCountRequest request = new KnightCountRequest(grid.rows(), grid.cols(), from, closed,
                method == Method.search ? KnightCountRequest.Method.SEARCH : KnightCountRequest.Method.FRONTIER,
                frontier.exact(), frontier.primes(), frontier.firstPrime(), frontier.checkpoint(),
                frontier.checkpointEvery(), frontier.spill(), noMirror, claimed);
        KnightCountResult result;
        try (Progress progress = method == Method.search ? progress() : frontier.progress(progress(), err())) {
            // the frontier program's passes run where the installed sweeps say (the Spark driver's, or here)
            result = Operations.get("knight count", KnightCountRequest.class, KnightCountResult.class).run(request,
                    context().withProgress(progress));
        }
        if (result.frontier() != null) {
            frontier.report(err(), result.frontier());
        }
        out().printf("%s (%.1f s)%n%s", request.tours(), (System.nanoTime() - t0) / 1e9, result.text());
        out().flush();
        return !result.confirmed() || result.confirmation().agrees() ? Errors.OK : Errors.NO;
    }
}
