package org.gridpuzzles.cli.knight;

import java.math.BigInteger;

import org.gridpuzzles.cli.common.Confirmations;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FrontierCountOptions;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;

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

    @Option(names = "--start", paramLabel = "R,C", description = "Only open tours starting here.")
    String start;

    @Option(names = "--closed", description = "Undirected closed tours.")
    boolean closed;

    @Option(names = "--method", paramLabel = "M", description = "frontier (default: the frontier program, narrow "
            + "side up to 8) or search (depth-first search, up to 64 squares).")
    Method method = Method.frontier;

    @Mixin
    FrontierCountOptions frontier;

    @Option(names = "--no-mirror", description = "Count a frontier state and its mirror image across the board apart "
            + "(a third more states, up to 1.75 times the time): a check of the default, which keeps one state for "
            + "both.")
    boolean noMirror;

    @Option(names = "--confirm", paramLabel = "N", description = "Instead of the whole count, one pass of the "
            + "frontier program (the primes of --primes and --first-prime) that judges N: exit 0 when N leaves the "
            + "count's residue modulo each prime and lies within the pass's proved bound, 1 when not.")
    String confirm;

    @Override
    protected int run() {
        Grid grid = size.grid();
        if (closed && start != null) {
            throw new InvalidInputException("--closed counts tours as cycles: drop --start");
        }
        if (method == Method.search && (frontier.given() || noMirror)) {
            throw new InvalidInputException("--exact, --primes, --first-prime, --checkpoint, --spill, --steps and "
                    + "--no-mirror belong to --method frontier");
        }
        Field from = start == null ? null : grid.require(Field.parse(start), "start");
        BigInteger claimed = confirm == null ? null : Confirmations.parse(confirm, "tours");
        if (claimed != null && method == Method.search) {
            throw new InvalidInputException("--confirm makes one pass of the frontier program: drop --method search");
        }
        if (claimed != null && frontier.exact()) {
            throw new InvalidInputException("--confirm makes one pass of residues: drop --exact");
        }
        String what = closed ? "undirected closed tours on " + grid
                : from != null ? "directed open tours on " + grid + " from " + from
                : "directed open tours on " + grid + " from every start";
        BigInteger count;
        long t0 = System.nanoTime();
        if (claimed != null) {
            FrontierOptions o = frontier.options();
            frontier.announce(err(), o);
            Verdict v;
            try (Progress progress = frontier.progress(progress(), err())) {
                v = KnightTours.confirmCount(grid, closed, from, !noMirror, claimed, o, limits(), progress);
            }
            out().printf("%s (%.1f s)%n%s", what, (System.nanoTime() - t0) / 1e9, Confirmations.text(claimed, v));
            out().flush();
            return v.valid() ? Errors.OK : Errors.NO;
        }
        try (Progress progress = progress()) {
            if (method == Method.search) {
                long c;
                if (closed) {
                    c = KnightTours.countClosedTours(grid, limits(), progress);
                } else if (from != null) {
                    c = KnightTours.countOpenToursFrom(grid, from, limits());
                } else {
                    c = KnightTours.countOpenTours(grid, limits(), progress);
                }
                count = BigInteger.valueOf(c);
            } else {
                FrontierOptions o = frontier.options();
                frontier.announce(err(), o);
                FrontierCount c = KnightTours.countToursByFrontier(grid, closed, from, !noMirror, o, limits(),
                        frontier.progress(progress, err()));
                frontier.report(err(), c);
                count = c.count();
            }
        }
        out().printf("%s (%.1f s)%n%s%n", what, (System.nanoTime() - t0) / 1e9, count);
        out().flush();
        return Errors.OK;
    }
}
