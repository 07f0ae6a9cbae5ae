package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * Exact numbers of Hamiltonian paths (between given ends, or with any ends) and Hamiltonian cycles of a graph, by a
 * frontier dynamic program over the vertices in the graph's numbering. A state is the frontier's connectivity and
 * degrees packed into a long; counts are residues modulo 62-bit primes, 8 bytes a count and prime, and the number is
 * rebuilt by the Chinese remainder theorem. The first pass also carries a floating-point estimate of every count,
 * from which a proved upper bound of the total follows (see {@link #bound}); further passes with further primes run
 * until the product of the primes exceeds it. The exact mode keeps big integers instead, for checking.
 *
 * This class is the entry point: it settles the counts too small for the program and hands the rest to the pass
 * that fits ({@link ModularRun}, {@link ExactRun} or {@link DistributedCount}).
 *
 * <pre>
 * FrontierCount c = FrontierCounting.count(graph, FrontierGoal.cycle(), FrontierOptions.defaults(),
 *         Limits.none(), Progress.none());
 * </pre>
 */
public final class FrontierCounting {

    private FrontierCounting() {
    }

    /** The most vertices the frontier holds in this numbering of the graph. */
    public static int frontierWidth(FrontierGraph graph) {
        return graph.frontierWidth();
    }

    /**
     * How many states the heap holds in one step with {@code primes} residues a state (the estimate included). When
     * room is short the states swept are packed (one slot each) and each of their 64 tables is dropped as soon as it
     * has been swept, while the states made fill tables 35 to 70 % full whose sizes are spread over one doubling
     * (about two slots a state on average). Three slots a state are allowed: 2.5 held in small heaps, but in a heap
     * of 19 GB the collector could not place the growing tables (large arrays need whole runs of free regions).
     */
    public static long statesThatFit(int primes) {
        return statesThatFit(primes, true);
    }

    /** As {@link #statesThatFit(int)}, with or without the estimate (a pass whose bound is known before). */
    public static long statesThatFit(int primes, boolean estimate) {
        return StepRoom.statesThatFit(primes, estimate);
    }

    /**
     * What counting the lines through a whole grid of {@code rows} rows swept across {@code width} fields (as
     * {@link #countGridPaths} does) is foreseen to take with these options, before any of its work: its first pass's
     * states, memory and time.
     */
    public static CountEstimate estimateGridPaths(int rows, int width, FrontierOptions options) {
        new GridRegion(rows, width, null, 0, rows * width - 1, 15); // a board the count would refuse is refused here
        long[] foreseen = GridGrowth.states(rows, width);
        int guess = primesGuess(rows * width, options.firstPrime());
        int primes = options.primes() > 0 ? options.primes() : guess;
        boolean exact = options.exact();
        boolean sorted = !exact && options.checkpoint() == null && options.spill() == null && options.passes() == null;
        // the first pass of a grid count carries the estimate: no bound of the count is known before it
        return Foresight.of(foreseen, 2 * (width + 1), exact ? 0 : primes, guess, !exact, sorted,
                options.spill() != null, options.threads(), Runtime.getRuntime().maxMemory());
    }

    /**
     * What counting the closed lines through every field of a whole grid of {@code rows} rows swept across
     * {@code width} fields (as {@link #countGridCycles} does) is foreseen to take with these options, before any of
     * its work: its first pass's states (none for a board without closed lines), memory and time; along the tables
     * when the count would make them (rows that repeat, tables within half the heap).
     */
    public static CountEstimate estimateGridCycles(int rows, int width, FrontierOptions options) {
        new GridRegion(rows, width, null, 0, 0, 15); // a board the count would refuse is refused here
        boolean none = rows < 2 || width < 2 || rows * width % 2 == 1;
        long[] foreseen = none ? new long[rows * width] : ClosedGrowth.states(rows, width);
        int guess = cyclePrimesGuess(rows * width, options.firstPrime());
        int primes = options.primes() > 0 ? options.primes() : guess;
        boolean exact = options.exact();
        boolean sorted = !exact && options.checkpoint() == null && options.spill() == null && options.passes() == null;
        long heap = Runtime.getRuntime().maxMemory();
        if (sorted && !none && GridLineStep.cycles(rows, width).repeatsFrom() >= 0
                && ClosedGrowth.tablesFit(width, heap)) {
            return Foresight.tabled(foreseen, rows, width, primes, true, options.threads(), heap);
        }
        return Foresight.of(foreseen, 2 * (width + 1), exact ? 0 : primes, guess, !exact, sorted,
                options.spill() != null, options.threads(), heap);
    }

    /** The primes the count of lines through {@code fields} free fields likely needs: half a bit a field. */
    private static int primesGuess(int fields, int firstPrime) {
        return Residues.needed(firstPrime, BigInteger.TWO.pow((int) Math.ceil(0.5 * fields) + 2));
    }

    /** Counts; stops at {@code limits} (saving a checkpoint first when a folder is given). */
    public static FrontierCount count(FrontierGraph graph, FrontierGoal goal, FrontierOptions options, Limits limits,
            Progress progress) {
        long trivial = trivialCount(graph, goal);
        if (trivial >= 0) {
            return trivial(trivial);
        }
        return run(onGraph(graph, goal, options), options, limits, progress);
    }

    /**
     * The residues of the count modulo the primes of its first pass only (the primes asked for, or as many as the
     * count is likely to need), without the passes a proved bound of the count may ask for after it: an independent
     * check of a number known from elsewhere at the price of one pass. The pass is the first one {@link #count}
     * makes, so a checkpoint folder of either resumes in the other.
     */
    public static FrontierResidues residues(FrontierGraph graph, FrontierGoal goal, FrontierOptions options,
            Limits limits, Progress progress) {
        long trivial = trivialCount(graph, goal);
        if (trivial >= 0) {
            return trivialResidues(BigInteger.valueOf(trivial), options, 1);
        }
        return firstPass(onGraph(graph, goal, options), options, limits, progress);
    }

    /** The count of a graph too small for the program (-1: none); bad ends are bad input. */
    private static long trivialCount(FrontierGraph graph, FrontierGoal goal) {
        int n = graph.vertexCount();
        if (goal.kind() == FrontierGoal.Kind.PATH_BETWEEN) {
            if (goal.from() < 0 || goal.from() >= n || goal.to() < 0 || goal.to() >= n) {
                throw new InvalidInputException("the ends of the path must be vertices of the graph");
            }
            if (goal.from() == goal.to()) {
                return n == 1 ? 1 : 0;
            }
        }
        if (goal.kind() == FrontierGoal.Kind.PATH_FROM && (goal.from() < 0 || goal.from() >= n)) {
            throw new InvalidInputException("the start of the path must be a vertex of the graph");
        }
        if (n <= 1) {
            return n == 1 && goal.kind() != FrontierGoal.Kind.CYCLE ? 1 : 0;
        }
        return -1;
    }

    private static Job onGraph(FrontierGraph graph, FrontierGoal goal, FrontierOptions options) {
        Sweep sweep = new Sweep(graph, goal);
        StateCodec codec = StateCodec.forSweep(sweep, options.nested());
        BigInteger known = goal.kind() == FrontierGoal.Kind.CYCLE && graph.vertexCount() >= 4 && !options.exact()
                ? PerfectMatchings.cycleBound(graph) : null;
        return new Job(new Stepper(sweep, codec), 1, known, new FrontierPass.OnGraph(graph, goal, options.nested()),
                false);
    }

    /**
     * Counts the lines through every free field of a grid region from its start to its end, by the grid's own rule
     * (two bits a slot; see {@link GridRegion}); stops at {@code limits} (saving a checkpoint first when a folder is
     * given). The first pass takes as many primes as the count is likely to need (half a bit a field, a little above
     * what the largest square grids show), so one pass is usually enough; the proved bound decides, and a second pass
     * follows when it is not.
     */
    public static FrontierCount countGridPaths(GridRegion region, FrontierOptions options, Limits limits,
            Progress progress) {
        long trivial = trivialCount(region);
        if (trivial >= 0) {
            return trivial(trivial);
        }
        return run(onGrid(region, options), options, limits, progress);
    }

    /**
     * As {@link #residues(FrontierGraph, FrontierGoal, FrontierOptions, Limits, Progress)}, for the lines through a
     * grid region counted by {@link #countGridPaths}: the residues of its first pass only.
     */
    public static FrontierResidues gridPathResidues(GridRegion region, FrontierOptions options, Limits limits,
            Progress progress) {
        long trivial = trivialCount(region);
        if (trivial >= 0) {
            return trivialResidues(BigInteger.valueOf(trivial), options, 1);
        }
        return firstPass(onGrid(region, options), options, limits, progress);
    }

    /** The count of a region whose ends leave nothing to sweep (-1: none). */
    private static long trivialCount(GridRegion region) {
        if (!region.isFree(region.start()) || !region.isFree(region.end())) {
            return 0;
        }
        if (region.start() == region.end()) {
            return region.freeCount() == 1 ? 1 : 0;
        }
        return -1;
    }

    private static Job onGrid(GridRegion region, FrontierOptions options) {
        int guess = primesGuess(region.freeCount(), options.firstPrime());
        // the grid's rule is swept by sorting; the rule for any graph keeps the hashed sweep, so that the two engines
        // of a labyrinth count share neither the rule nor the sweep's data structure
        return new Job(new GridLineStep(region), guess, null, new FrontierPass.OnGrid(region), true);
    }

    /**
     * Counts the closed lines through every field of a whole grid of {@code rows} rows swept across {@code width}
     * fields (its Hamiltonian cycles, each once) by the grid's own rule, as {@link #countGridPaths} counts lines
     * between two fields; stops at {@code limits} (saving a checkpoint first when a folder is given).
     */
    public static FrontierCount countGridCycles(int rows, int width, FrontierOptions options, Limits limits,
            Progress progress) {
        GridRegion whole = new GridRegion(rows, width, null, 0, 0, 15); // a board the count would refuse is refused
        if (rows < 2 || width < 2 || rows * width % 2 == 1) {
            return trivial(0);
        }
        return run(onGridCycles(whole, options), options, limits, progress);
    }

    /** As {@link #gridPathResidues}, for the closed lines {@link #countGridCycles} counts: its first pass only. */
    public static FrontierResidues gridCycleResidues(int rows, int width, FrontierOptions options, Limits limits,
            Progress progress) {
        GridRegion whole = new GridRegion(rows, width, null, 0, 0, 15);
        if (rows < 2 || width < 2 || rows * width % 2 == 1) {
            return trivialResidues(BigInteger.ZERO, options, 1);
        }
        return firstPass(onGridCycles(whole, options), options, limits, progress);
    }

    /** The primes the count of closed lines through {@code fields} fields likely needs (see onGridCycles). */
    private static int cyclePrimesGuess(int fields, int firstPrime) {
        return Residues.needed(firstPrime, BigInteger.TWO.pow(Math.max(8, fields / 2 - 8)));
    }

    private static Job onGridCycles(GridRegion whole, FrontierOptions options) {
        // closed lines: about half a bit a field less twelve on the square grids known (12 to 16 fields across),
        // so four bits of margin; the proved bound decides, and a pass more follows when it is not enough
        int guess = cyclePrimesGuess(whole.freeCount(), options.firstPrime());
        return new Job(GridLineStep.cycles(whole.rows(), whole.width()), guess, null,
                new FrontierPass.OnGridCycles(whole.rows(), whole.width()), true);
    }

    /**
     * What a count sweeps: its step rule, how many primes it likely needs, a proved bound of the count known before
     * it (null: none; distributed passes use none), the question a distributed pass rebuilds the rule from, and
     * whether its passes in this process are made by sorting ({@link SortedPass}) rather than hashing.
     */
    private record Job(StepRule rule, int primesGuess, BigInteger knownBound, FrontierPass.Question question,
            boolean sorted) {
    }

    private static FrontierCount run(Job job, FrontierOptions options, Limits limits, Progress progress) {
        if (options.exact()) {
            return new ExactRun(job.rule(), options, limits, progress).run();
        }
        if (options.passes() != null) {
            return DistributedCount.count(job.question(), job.primesGuess(), options, limits, progress);
        }
        return new ModularRun(job.rule(), job.primesGuess(), job.knownBound(), options, limits, progress, job.sorted())
                .run();
    }

    /** The first pass of {@link #run} alone; in exact mode the exact count's residues modulo those primes. */
    private static FrontierResidues firstPass(Job job, FrontierOptions options, Limits limits, Progress progress) {
        if (options.exact()) {
            FrontierCount c = new ExactRun(job.rule(), options, limits, progress).run();
            FrontierResidues r = trivialResidues(c.count(), options, job.primesGuess());
            return new FrontierResidues(r.primes(), r.residues(), r.estimated(), r.estimate(), r.additions(),
                    c.peakStates(), c.stepStates(), c.stepNanos());
        }
        if (options.passes() != null) {
            return DistributedCount.firstPass(job.question(), job.primesGuess(), options, limits, progress);
        }
        return new ModularRun(job.rule(), job.primesGuess(), job.knownBound(), options, limits, progress,
                job.sorted()).firstPass();
    }

    /** As {@link #residues} for a count known without the program: it modulo the primes the options ask for. */
    public static FrontierResidues knownResidues(BigInteger count, FrontierOptions options) {
        return trivialResidues(count, options, 1);
    }

    /** A count known without a pass, modulo the primes a first pass would take; the count itself is its estimate. */
    private static FrontierResidues trivialResidues(BigInteger count, FrontierOptions options, int primesGuess) {
        long[] primes = Residues.primes(options.firstPrime(),
                options.primes() > 0 ? options.primes() : Math.max(1, primesGuess));
        long[] residues = new long[primes.length];
        for (int j = 0; j < primes.length; j++) {
            residues[j] = count.mod(BigInteger.valueOf(primes[j])).longValueExact();
        }
        // the count itself is its estimate, rounded once: a bound follows as from a pass without additions
        return new FrontierResidues(primes, residues, true, count.doubleValue(), 0, 0, new long[0], new long[0]);
    }

    /**
     * One modular pass, run here: the residues of the count modulo the primes of {@code pass}, by a sweep with
     * {@code threads} threads and as many states a step as this JVM's heap holds. A distributed engine runs this on
     * its executors (see {@link FrontierPasses}).
     */
    public static FrontierResidues pass(FrontierPass pass, int threads, Limits limits, Progress progress) {
        FrontierOptions o = FrontierOptions.defaults().withThreads(threads)
                .withMaxStates(statesThatFit(pass.primes()));
        ModularRun run = new ModularRun(pass.rule(), pass.primes(), null, o, limits, progress);
        long[] primes = Residues.primes(pass.firstPrime(), pass.primes());
        double[] est = new double[2];
        long[] residues = run.pass(0, primes, pass.estimate(), est);
        return new FrontierResidues(primes, residues, pass.estimate(), pass.estimate() ? est[0] : 0,
                pass.estimate() ? (long) est[1] : 0, run.peak, run.stepStates, run.stepNanos);
    }

    private static FrontierCount trivial(long c) {
        return new FrontierCount(BigInteger.valueOf(c), List.of(), 0, 0, new long[0], new long[0], 0);
    }

    /**
     * The proved upper bound of a count that the estimate its first pass carried gives, or nothing when it carried
     * none (see {@link #residues}).
     */
    public static java.util.Optional<BigInteger> provedBound(FrontierResidues first) {
        return first.estimated() && Double.isFinite(first.estimate())
                ? java.util.Optional.of(bound(first.estimate(), first.additions())) : java.util.Optional.empty();
    }

    /**
     * A proved upper bound of the count from its floating-point estimate. Every count of a state is a sum of
     * nonnegative terms; each addition rounds by a factor within (1 - u, 1 + u), u = 2^-53, and a path through the
     * steps meets at most {@code additions} of them, so the exact total is at most estimate / (1 - u)^additions,
     * which is below estimate * (1 + 2 u additions) while u * additions is small (checked); plus one for the rounding
     * of the estimate itself near zero.
     */
    static BigInteger bound(double estimate, long additions) {
        double u = Math.scalb(1.0, -53);
        double rel = u * (double) additions;
        if (!(rel < 0.01) || Double.isInfinite(estimate) || Double.isNaN(estimate)) {
            throw new IllegalStateException("no bound from the estimate");
        }
        double b = estimate * (1 + 2 * rel) * (1 + 4 * u);
        return new java.math.BigDecimal(b).toBigInteger().add(BigInteger.TWO);
    }

    /**
     * A step that ran out of memory: which, with the states it swept and those foreseen for it (null: none), and what
     * to do, as a step found too large says it.
     */
    static LimitReachedException outOfMemory(int v, int steps, long swept, long[] foreseen) {
        String f = foreseen == null || v + 1 >= foreseen.length ? ""
                : String.format(", about %,d foreseen for the step", foreseen[v]);
        return new LimitReachedException(LimitReachedException.Limit.STATES, String.format("step %d of %d needs more "
                + "than the %,d MB heap holds (%,d frontier states swept%s): give the JVM more heap, count with "
                + "fewer primes a pass, or keep states on disk in a spill folder", v + 1, steps, Runtime.getRuntime().maxMemory() >> 20, swept, f));
    }

    static LimitReachedException tooMany(int v, int steps, long maxStates) {
        return new LimitReachedException(LimitReachedException.Limit.STATES, "step " + (v + 1) + " of " + steps
                + " needs more than " + maxStates + " frontier states, beyond the memory limit (give the JVM more heap "
                + "with -Xmx, or keep states on disk in a spill folder)");
    }
}
