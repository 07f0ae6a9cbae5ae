package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.InterruptedRunException;
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
        long slot = ModTable.slotBytes(primes, estimate);
        long free = Runtime.getRuntime().maxMemory() - (64L << 20);
        return Math.max(1 << 16, free / (slot * 3));
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
        return new Job(new Stepper(sweep, codec), 1, known, new FrontierPass.OnGraph(graph, goal, options.nested()));
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
        int guess = Residues.needed(options.firstPrime(),
                BigInteger.TWO.pow((int) Math.ceil(0.5 * region.freeCount()) + 2));
        return new Job(new GridLineStep(region), guess, null, new FrontierPass.OnGrid(region));
    }

    /**
     * What a count sweeps: its step rule, how many primes it likely needs, a proved bound of the count known before
     * it (null: none; distributed passes use none) and the question a distributed pass rebuilds the rule from.
     */
    private record Job(StepRule rule, int primesGuess, BigInteger knownBound, FrontierPass.Question question) {
    }

    private static FrontierCount run(Job job, FrontierOptions options, Limits limits, Progress progress) {
        if (options.exact()) {
            return new ExactRun(job.rule(), options, limits, progress).run();
        }
        if (options.passes() != null) {
            return distributed(job.question(), job.primesGuess(), options, limits, progress);
        }
        return new ModularRun(job.rule(), job.primesGuess(), job.knownBound(), options, limits, progress).run();
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
            return distributedFirst(job.question(), job.primesGuess(), options, limits, progress);
        }
        return new ModularRun(job.rule(), job.primesGuess(), job.knownBound(), options, limits, progress)
                .firstPass();
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
                pass.estimate() ? (long) est[1] : 0, run.peak, run.stepStates,
                run.stepNanos);
    }

    /**
     * The modular passes handed to {@code options.passes()}, one prime a pass so that they run side by side: first
     * the primes the options ask for (or the guess of how many the count needs; the first pass also carries the
     * estimate), then, when the proved bound needs more, one pass per further prime; the residues are combined in
     * the order of the primes, as in process.
     */
    private static FrontierCount distributed(FrontierPass.Question question, int primesGuess,
            FrontierOptions options, Limits limits, Progress progress) {
        int first = options.firstPrime();
        List<FrontierResidues> done = new ArrayList<>(firstBatch(question, primesGuess, options, limits, progress));
        int asked = done.size();
        FrontierResidues head = done.get(0);
        int needed = Residues.needed(first, bound(head.estimate(), head.additions()));
        if (needed > asked) {
            List<FrontierPass> more = new ArrayList<>();
            for (int j = asked; j < needed; j++) {
                more.add(new FrontierPass(question, first + j, 1, false));
            }
            done.addAll(options.passes().run(more, limits, progress));
        }
        List<Long> primes = new ArrayList<>();
        List<Long> residues = new ArrayList<>();
        long peak = 0;
        for (FrontierResidues r : done) {
            ModularRun.add(primes, residues, r.primes(), r.residues());
            peak = Math.max(peak, r.peakStates());
        }
        return new FrontierCount(Residues.combine(primes, residues), List.copyOf(primes), done.size(), peak,
                head.stepStates(), head.stepNanos(), 0);
    }

    /** The first batch of {@link #distributed}, one prime a pass (the first carrying the estimate). */
    private static List<FrontierResidues> firstBatch(FrontierPass.Question question, int primesGuess,
            FrontierOptions options, Limits limits, Progress progress) {
        int asked = options.primes() > 0 ? options.primes() : Math.max(1, primesGuess);
        List<FrontierPass> passes = new ArrayList<>();
        for (int j = 0; j < asked; j++) {
            passes.add(new FrontierPass(question, options.firstPrime() + j, 1, j == 0));
        }
        return options.passes().run(passes, limits, progress);
    }

    /** The first batch of {@link #distributed} alone, as one set of residues with the first pass's estimate. */
    private static FrontierResidues distributedFirst(FrontierPass.Question question, int primesGuess,
            FrontierOptions options, Limits limits, Progress progress) {
        List<FrontierResidues> done = firstBatch(question, primesGuess, options, limits, progress);
        long[] primes = new long[done.size()];
        long[] residues = new long[done.size()];
        long peak = 0;
        for (int j = 0; j < done.size(); j++) {
            primes[j] = done.get(j).primes()[0];
            residues[j] = done.get(j).residues()[0];
            peak = Math.max(peak, done.get(j).peakStates());
        }
        FrontierResidues head = done.get(0);
        return new FrontierResidues(primes, residues, head.estimated(), head.estimate(), head.additions(), peak,
                head.stepStates(), head.stepNanos());
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

    /** The modular passes, their checkpoints and progress. */
    private static final class ModularRun {
        private final StepRule rule;
        private final int primesGuess;
        private final FrontierOptions options;
        private final Limits limits;
        private final Progress progress;
        private final Checkpoints checkpoints;
        /** A proved bound of the count known before the count (null: from the first pass's estimate). */
        private final BigInteger knownBound;
        private long maxStates;
        private long peak;
        private long[] stepStates;
        private long[] stepNanos;
        private int resumedAt;
        /** The ranges of shards the last step on disk was made in (see {@link #spilledStep}). */
        private int ranges;

        ModularRun(StepRule rule, int primesGuess, BigInteger knownBound, FrontierOptions options, Limits limits,
                Progress progress) {
            this.rule = rule;
            this.primesGuess = Math.max(1, primesGuess);
            this.knownBound = knownBound;
            this.options = options;
            this.limits = limits;
            this.progress = progress;
            this.checkpoints = options.checkpoint() == null ? null
                    : new Checkpoints(options.checkpoint(), rule.fingerprint(), rule.steps());
        }

        /** Whether the first pass carried the estimate (no bound known before that its primes meet). */
        private boolean estimated;

        /** The first pass: the primes asked for or guessed, with the estimate unless a bound known before suffices. */
        FrontierResidues firstPass() {
            int first = options.firstPrime();
            int knownNeeds = knownBound == null ? Integer.MAX_VALUE : Residues.needed(first, knownBound);
            int firstBatch = options.primes() > 0 ? options.primes()
                    : knownNeeds <= Math.max(2, primesGuess) ? knownNeeds : primesGuess;
            // with a bound known before that these primes meet, the pass carries no estimate: a third less room
            estimated = knownNeeds > firstBatch;
            double[] est = new double[2];
            long[] batch = Residues.primes(first, firstBatch);
            long[] r = pass(0, batch, estimated, est);
            if (estimated) {
                return new FrontierResidues(batch, r, true, est[0], (long) est[1], peak, stepStates, stepNanos);
            }
            // the bound known before stands for the estimate, rounded once: a bound as from a pass without additions
            return new FrontierResidues(batch, r, true, knownBound.doubleValue(), 0, peak, stepStates, stepNanos);
        }

        FrontierCount run() {
            int first = options.firstPrime();
            FrontierResidues head = firstPass();
            int firstBatch = head.primes().length;
            List<Long> primes = new ArrayList<>();
            List<Long> residues = new ArrayList<>();
            add(primes, residues, head.primes(), head.residues());
            BigInteger bound = estimated ? bound(head.estimate(), head.additions()) : knownBound;
            if (estimated && knownBound != null) {
                bound = bound.min(knownBound);
            }
            int needed = Residues.needed(first, bound);
            int passes = 1;
            if (needed > firstBatch) {
                long[] more = Residues.primes(first + firstBatch, needed - firstBatch);
                long[] r2 = pass(1, more, false, new double[2]);
                add(primes, residues, more, r2);
                passes++;
            }
            BigInteger count = Residues.combine(primes, residues);
            return new FrontierCount(count, List.copyOf(primes), passes, peak, stepStates, stepNanos, resumedAt);
        }

        private static void add(List<Long> primes, List<Long> residues, long[] p, long[] r) {
            for (int j = 0; j < p.length; j++) {
                primes.add(p[j]);
                residues.add(r[j]);
            }
        }

        /** One sweep with the residues of {@code primes}; {@code estOut} gets the estimate and the additions. */
        private long[] pass(int index, long[] primes, boolean estimate, double[] estOut) {
            int n = rule.steps();
            maxStates = options.maxStates() > 0 ? options.maxStates() : statesThatFit(primes.length, estimate);
            if (checkpoints != null) {
                long[] done = checkpoints.loadDone(index, primes, estimate, estOut);
                if (done != null) {
                    if (index == 0) {
                        stepStates = new long[n];
                        stepNanos = new long[n];
                        resumedAt = n;
                    }
                    progress.resumed("pass " + (index + 1), n, n);
                    return done;
                }
            }
            int k = primes.length;
            Shards cur = null;
            Spill.Step onDisk = null; // the states to sweep, when they are on disk (then cur holds none)
            int start = 0;
            long additions = 0;
            if (checkpoints != null) {
                long[] sa = new long[2];
                cur = checkpoints.loadStates(index, primes, estimate, sa);
                if (cur != null) {
                    start = (int) sa[0];
                    additions = sa[1];
                }
                long[] sd = new long[2];
                Spill.Step saved = checkpoints.loadSpilled(index, primes, estimate, sd);
                if (saved != null && (cur == null || sd[0] > start)) {
                    onDisk = saved;
                    cur = new Shards(primes, estimate, 16);
                    start = (int) sd[0];
                    additions = sd[1];
                }
            }
            if (cur != null) {
                progress.resumed("pass " + (index + 1), start, n);
            } else {
                cur = new Shards(primes, estimate, 16);
                long[] ones = new long[k];
                Arrays.fill(ones, 1);
                cur.put(0L, ones, 0, 1.0);
            }
            Spill spill = options.spill() != null ? new Spill(options.spill(), checkpoints != null)
                    : onDisk != null ? new Spill(onDisk.dir().getParent(), true) : null;
            // a resumable count names its folders after the count, so that a rerun finds them
            long runId = checkpoints != null ? checkpoints.passPrint(primes, estimate) : System.nanoTime();
            if (index == 0) {
                stepStates = new long[n];
                stepNanos = new long[n];
                resumedAt = start;
            }
            // sized at each step (a frontier read back may fill most of the heap)
            Shards next = new Shards(primes, estimate, 16);
            int threads = Math.max(1, options.threads());
            Worker[] workers = new Worker[threads];
            for (int i = 0; i < threads; i++) {
                workers[i] = new Worker(i == 0 ? rule : rule.copy(), k);
            }
            ExecutorService pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
                Thread th = new Thread(r, "frontier-count");
                th.setDaemon(true);
                return th;
            });
            String task = String.format("count, pass %d (%d prime%s%s; room for %,d states a step)", index + 1, k,
                    k == 1 ? "" : "s", estimate ? " and the estimate" : "", maxStates);
            progress.start(task, n);
            progress.done(start);
            long lastSave = System.nanoTime();
            TimeLeft left = new TimeLeft(n);
            StepGrowth growth = new StepGrowth();
            boolean finished = false;
            try {
                for (int v = start; v < n; v++) {
                    long ts = System.nanoTime();
                    boolean last = v == n - 1;
                    long swept = onDisk != null ? onDisk.size() : cur.size();
                    long expected = growth.foreseen(swept);
                    long size = 0;
                    boolean spilled = spill != null && !last && (onDisk != null || expected > maxStates / 2);
                    if (!spilled) {
                        // room short (the states swept packed, and they and the states foreseen fill most of the
                        // heap): each table swept is dropped at once, and the new tables grow into its room
                        // (not when the step can go to disk instead: a step that outgrows the room is then made again)
                        int slot = ModTable.slotBytes(k, estimate);
                        // the room is the heap, or less when a smaller room was asked for (three slots a state)
                        long room = Runtime.getRuntime().maxMemory();
                        if (maxStates < room / (3L * slot)) {
                            room = maxStates * 3L * slot;
                        }
                        boolean drop = spill == null && onDisk == null && cur.dense()
                                && cur.bytes() + (long) (expected / 0.7) * slot > room * DROP_SHARE;
                        if (!last) {
                            // room short: the new tables start small and grow into the room of the tables swept
                            next.reset(drop ? expected / 4
                                    : roomy(expected, peak, cur.dense(), cur.bytes(), slot, room), v, pool, threads);
                        }
                        boolean fits;
                        try {
                            fits = runStep(v, onDisk != null ? StepSource.disk(onDisk, primes, estimate)
                                    : StepSource.memory(cur), next, workers, pool, drop, 0, Shards.COUNT, maxStates);
                            if (!fits && (spill == null || last)) {
                                throw tooMany(v);
                            }
                        } catch (RuntimeException e) {
                            // states already dropped cannot be saved: the last checkpoint stands
                            if (checkpoints != null && onDisk == null
                                    && (limits.stopped() || Thread.currentThread().isInterrupted())
                                    && !cur.released()) {
                                checkpoints.saveStates(index, v, cur, additions);
                            }
                            throw e;
                        }
                        if (!fits) {
                            // more states than foreseen: the step is made again, with its states on disk
                            for (Worker w : workers) {
                                w.rollback();
                            }
                            expected = Math.max(expected, 2 * next.size());
                            spilled = true;
                        } else if (!last) {
                            size = next.size();
                            if (!sparseFits(size, next.bytes(), slot, room)) {
                                next.compact(pool, threads); // room is short: the states to sweep need no empty slots
                            }
                            Shards t = cur;
                            cur = next;
                            next = t;
                        }
                    }
                    if (spilled) {
                        if (onDisk == null) {
                            // the states to sweep go to disk first: the whole heap is then the new states' room
                            onDisk = spillAll(spill, runId, index, v, cur);
                            if (checkpoints != null) {
                                checkpoints.saveSpilled(index, primes, estimate, onDisk, additions);
                                lastSave = System.nanoTime();
                            }
                        }
                        Spill.Step made = spilledStep(spill, runId, index, v, onDisk, next, expected, workers, pool);
                        if (made == null) {
                            // all of the new states fitted in memory: back to sweeping from memory
                            Shards t = cur;
                            cur = next;
                            next = t;
                            size = cur.size();
                            if (checkpoints != null) {
                                checkpoints.saveStates(index, v + 1, cur, additions + added(workers));
                                lastSave = System.nanoTime();
                            }
                            Spill.delete(onDisk.dir());
                            onDisk = null;
                        } else {
                            size = made.size();
                            if (checkpoints != null) {
                                checkpoints.saveSpilled(index, primes, estimate, made, additions + added(workers));
                                lastSave = System.nanoTime();
                            }
                            Spill.delete(onDisk.dir());
                            onDisk = made;
                        }
                    }
                    for (Worker w : workers) {
                        additions += w.additions;
                        w.additions = 0;
                        w.commit();
                    }
                    long now = System.nanoTime();
                    if (index == 0) {
                        stepNanos[v] = now - ts;
                        stepStates[v] = size;
                    }
                    if (!last) {
                        growth.stepMade(swept, size);
                        peak = Math.max(peak, size);
                    }
                    progress.done(v + 1);
                    left.stepTook((now - ts) / 1e9);
                    progress.note(String.format("step %d/%d, %,d states%s, %.2f s, %s left", v + 1, n, size,
                            onDisk != null ? " (on disk, " + ranges + " ranges)" : "", (now - ts) / 1e9,
                            duration(left.seconds(n - 1 - v))));
                    if (checkpoints != null && !last && onDisk == null
                            && (now - lastSave) / 1_000_000_000L >= options.checkpointSeconds()) {
                        checkpoints.saveStates(index, v + 1, cur, additions);
                        lastSave = System.nanoTime();
                    }
                    if (limits.stopped()) {
                        if (checkpoints != null && !last && onDisk == null) {
                            checkpoints.saveStates(index, v + 1, cur, additions);
                        }
                        limits.check(v + 1); // steps 1 to v + 1 are made
                    }
                }
                finished = true;
            } finally {
                if (pool != null) {
                    pool.shutdownNow();
                }
                // spilled states are kept for a rerun only with a checkpoint that names them
                if (onDisk != null && (finished || checkpoints == null)) {
                    Spill.delete(onDisk.dir());
                }
            }
            long[] total = new long[k];
            double totalEst = 0;
            for (Worker w : workers) {
                for (int j = 0; j < k; j++) {
                    total[j] = (total[j] + w.total[j]) % primes[j];
                }
                totalEst += w.totalEst;
            }
            estOut[0] = totalEst;
            estOut[1] = additions;
            if (checkpoints != null) {
                checkpoints.saveDone(index, primes, estimate, total, totalEst, additions);
            }
            return total;
        }

        private static long added(Worker[] workers) {
            long a = 0;
            for (Worker w : workers) {
                a += w.additions;
            }
            return a;
        }

        /** Writes every table of {@code cur} to disk as the states before step {@code v}, and drops it. */
        private static Spill.Step spillAll(Spill spill, long runId, int index, int v, Shards cur) {
            java.nio.file.Path dir = spill.stepDir(runId, index, v);
            long[] sizes = new long[Shards.COUNT];
            for (int i = 0; i < Shards.COUNT; i++) {
                sizes[i] = spill.write(dir, runId, v, i, cur.t[i]);
                cur.t[i].release();
            }
            return new Spill.Step(dir, v, sizes, runId);
        }

        /**
         * Step {@code v} from states on disk, in rounds: the first sweeps them and keeps the new states of the first
         * range of shards in memory, appending those of the other ranges to files (one a range and thread); each
         * later round adds up one range's file. Each round's states are written to disk. When the first round's
         * states overflow the room, it is made again with narrower ranges; a later round, split in two. Returns the
         * new states on disk, or null when one round held them all (then they are in {@code next}).
         */
        private Spill.Step spilledStep(Spill spill, long runId, int index, int v, Spill.Step from, Shards next,
                long expected, Worker[] workers, ExecutorService pool) {
            // the shard a thread reads takes one slot a state; the room is counted in states of three slots
            // (and the chunks of states made for later rounds are no larger)
            int chunk = (int) Math.max(64, Math.min(MADE_CHUNK, from.largestShard()));
            long room = maxStates - workers.length * Math.max(from.largestShard(), chunk) / 3;
            if (room < 1) {
                throw tooMany(v);
            }
            long[] primes = next.t[0].primes;
            boolean estimate = next.t[0].withEstimate;
            StepSource swept = StepSource.disk(from, primes, estimate);
            long rounds = Math.min(Shards.COUNT, (long) Math.ceil(expected * 1.2 / room));
            int width = (int) ((Shards.COUNT + rounds - 1) / rounds);
            java.nio.file.Path madeDir = null;
            java.nio.file.Path dir = null;
            boolean done = false;
            try {
                while (true) {
                    int count = (Shards.COUNT + width - 1) / width;
                    madeDir = count > 1 ? spill.madeDir(runId, index, v) : null;
                    for (int t = 0; t < workers.length; t++) {
                        workers[t].openMade(madeDir, t, count, width);
                    }
                    next.resetRange((long) (expected * 1.1), v, 0, width);
                    boolean fits;
                    try {
                        fits = runStep(v, swept, next, workers, pool, false, 0, width, room);
                    } finally {
                        for (Worker w : workers) {
                            w.closeMade();
                        }
                    }
                    if (!fits) {
                        for (Worker w : workers) {
                            w.rollback();
                        }
                        Spill.delete(madeDir);
                        if (width == 1) {
                            throw tooMany(v);
                        }
                        width = (width + 1) / 2;
                        continue;
                    }
                    for (Worker w : workers) {
                        w.commit();
                    }
                    ranges = count;
                    if (count == 1) {
                        done = true;
                        return null;
                    }
                    dir = spill.stepDir(runId, index, v + 1);
                    long[] sizes = new long[Shards.COUNT];
                    writeRange(spill, runId, v + 1, dir, sizes, next, 0, width);
                    for (int r = 1; r < count; r++) {
                        List<StepSource.Chunk> chunks = new ArrayList<>();
                        for (Worker w : workers) {
                            StepSource.chunks(w.made(r), chunk, chunks);
                        }
                        int lo = r * width;
                        replay(spill, runId, v, StepSource.made(chunks, primes, estimate), next, workers, pool, lo,
                                Math.min(Shards.COUNT, lo + width), room, expected, dir, sizes);
                    }
                    done = true;
                    return new Spill.Step(dir, v + 1, sizes, runId);
                }
            } finally {
                Spill.delete(madeDir);
                if (!done) {
                    Spill.delete(dir);
                }
            }
        }

        /** The most records a thread reads at a time from the files of states made for later rounds. */
        private static final int MADE_CHUNK = 1 << 20;

        /** Adds up the states made for shards {@code lo} to {@code hi - 1}, writes them to disk; split if too many. */
        private void replay(Spill spill, long runId, int v, StepSource made, Shards next, Worker[] workers,
                ExecutorService pool, int lo, int hi, long room, long expected, java.nio.file.Path dir, long[] sizes) {
            next.resetRange((long) (expected * 1.1), v, lo, hi);
            if (!runStep(v, made, next, workers, pool, false, lo, hi, room)) {
                for (Worker w : workers) {
                    w.rollback();
                }
                if (hi - lo == 1) {
                    throw tooMany(v);
                }
                int mid = (lo + hi) / 2;
                ranges++;
                replay(spill, runId, v, made, next, workers, pool, lo, mid, room, expected, dir, sizes);
                replay(spill, runId, v, made, next, workers, pool, mid, hi, room, expected, dir, sizes);
                return;
            }
            writeRange(spill, runId, v + 1, dir, sizes, next, lo, hi);
        }

        /**
         * Writes tables {@code lo} to {@code hi - 1} of {@code next} to disk, as the states before step {@code step},
         * and drops them.
         */
        private static void writeRange(Spill spill, long runId, int step, java.nio.file.Path dir, long[] sizes,
                Shards next, int lo, int hi) {
            for (int i = lo; i < hi; i++) {
                sizes[i] = spill.write(dir, runId, step, i, next.t[i]);
                next.t[i].release();
            }
        }

        /**
         * Every state of {@code from} moves on into {@code next}, where only the states of shards {@code lo} to
         * {@code hi - 1} are kept (the workers may append the others to files); the tables of {@code from} are
         * shared out to the workers. False when the states kept outgrew {@code room}.
         */
        private boolean runStep(int v, StepSource from, Shards next, Worker[] workers,
                ExecutorService pool, boolean drop, int lo, int hi, long room) {
            AtomicInteger nextShard = new AtomicInteger();
            AtomicBoolean stop = new AtomicBoolean();
            for (Worker w : workers) {
                w.begin(v, from, next, nextShard, stop, drop, lo, hi, room);
            }
            if (pool == null) {
                workers[0].run();
            } else {
                List<Future<?>> fs = new ArrayList<>();
                for (Worker w : workers) {
                    fs.add(pool.submit(w));
                }
                Shards.await(fs, () -> stop.set(true));
            }
            if (limits.stopped()) {
                limits.check(v);
            }
            return next.size() <= room;
        }

        /** One thread's share of a step: expands whole shards of the states, buffers what it makes per shard. */
        private final class Worker implements Runnable, StepRule.Sink {
            private static final int BUFFER = 256; // 64 shards of it stay in the second-level cache
            private final StepRule stepper;
            private final long[][] bufKey = new long[Shards.COUNT][BUFFER];
            private final long[][] bufMix = new long[Shards.COUNT][BUFFER];
            private final int[][] bufSlot = new int[Shards.COUNT][BUFFER];
            private final int[] fill = new int[Shards.COUNT];
            /** The completed counts, and (in {@link #committed}) as they were after the last step or round kept. */
            final long[] total;
            private final long[] committed;
            double totalEst;
            private double committedEst;
            /** The additions of this step (of the rounds kept, and of the round going on). */
            long additions;
            private long committedAdditions;
            private int v;
            private StepSource from;
            private Shards next;
            private ModTable src;
            private int slot;
            private AtomicInteger shardCounter;
            private AtomicBoolean stop;
            private boolean drop;
            /** The shards of the new states kept in this round. */
            private int lo;
            private int hi;
            private long room;
            /** Files for the new states of later rounds (round r: shards from r * madeWidth), or null. */
            private Spill.Made[] made;
            private int madeWidth;
            /** The sum of the slots read ahead (kept so that the reads are not optimised away). */
            private long touched;

            Worker(StepRule stepper, int k) {
                this.stepper = stepper;
                this.total = new long[k];
                this.committed = new long[k];
            }

            void begin(int step, StepSource source, Shards to, AtomicInteger counter, AtomicBoolean stopFlag,
                    boolean dropSwept, int keepFrom, int keepTo, long roomLeft) {
                this.drop = dropSwept;
                this.v = step;
                this.from = source;
                this.next = to;
                this.shardCounter = counter;
                this.stop = stopFlag;
                this.lo = keepFrom;
                this.hi = keepTo;
                this.room = roomLeft;
            }

            /** Opens this thread's files for rounds 1 to {@code rounds - 1} ({@code dir} null: none). */
            void openMade(java.nio.file.Path dir, int thread, int rounds, int width) {
                made = null;
                if (dir != null) {
                    made = new Spill.Made[rounds];
                    for (int r = 1; r < rounds; r++) {
                        made[r] = new Spill.Made(dir.resolve("round-" + r + "-thread-" + thread));
                    }
                    madeWidth = width;
                }
            }

            void closeMade() {
                if (made != null) {
                    for (int r = 1; r < made.length; r++) {
                        made[r].close();
                    }
                }
            }

            Spill.Made made(int round) {
                return made[round];
            }

            /** Keeps what this thread counted so far (a step or round that stands). */
            void commit() {
                System.arraycopy(total, 0, committed, 0, total.length);
                committedEst = totalEst;
                committedAdditions = additions;
            }

            /** Forgets what a round that is made again counted. */
            void rollback() {
                System.arraycopy(committed, 0, total, 0, total.length);
                totalEst = committedEst;
                additions = committedAdditions;
                Arrays.fill(fill, 0);
            }

            @Override
            public void run() {
                long seen = 0;
                int s;
                boolean replay = from.made();
                int tasks = from.tasks();
                while ((s = shardCounter.getAndIncrement()) < tasks) {
                    src = from.table(s);
                    long[] slots = src.slots;
                    int w = src.width;
                    for (int i = 0, n = src.cap; i < n; i++) {
                        long key1 = slots[i * w];
                        if (key1 == 0) {
                            continue;
                        }
                        slot = i;
                        if (replay) {
                            keep(key1);
                        } else {
                            stepper.expand(v, key1 - 1, this);
                        }
                        if ((++seen & 0xffff) == 0 && (stop.get() || limits.stopped())) {
                            stop.set(true);
                            return;
                        }
                    }
                    // the buffered states take their counts from this table: move them on before the next one
                    flushAll();
                    if (drop) {
                        src.release();
                    }
                    src = null;
                    if (stop.get() || next.size() > room) {
                        stop.set(true);
                        return;
                    }
                }
            }

            private void flushAll() {
                for (int d = 0; d < Shards.COUNT; d++) {
                    if (fill[d] > 0) {
                        flush(d);
                    }
                }
            }

            private void flush(int d) {
                ModTable dst = next.t[d];
                long[] ks = bufKey[d];
                long[] ms = bufMix[d];
                int[] ss = bufSlot[d];
                int f = fill[d];
                synchronized (dst) {
                    // read every slot first: independent loads overlap their cache misses, the adds then find them
                    long touched = 0;
                    for (int i = 0; i < f; i++) {
                        touched += dst.touch(ms[i]);
                    }
                    this.touched += touched;
                    for (int i = 0; i < f; i++) {
                        dst.addHashed(ks[i], ms[i], src, ss[i]);
                    }
                }
                fill[d] = 0;
            }

            @Override
            public void next(long key) {
                long key1 = key + 1;
                additions++;
                if (!keep(key1) && made != null) {
                    int d = Shards.shardOf(ModTable.mix(key1));
                    made[d / madeWidth].add(key1, src.slots, src.countsAt(slot), src.stride);
                }
            }

            /** Buffers state {@code key1} (stored plus one) for its table when this round keeps its shard. */
            private boolean keep(long key1) {
                long mixed = ModTable.mix(key1);
                int d = Shards.shardOf(mixed);
                if (d < lo || d >= hi) {
                    return false;
                }
                int f = fill[d];
                bufKey[d][f] = key1;
                bufMix[d][f] = mixed;
                bufSlot[d][f] = slot;
                fill[d] = f + 1;
                if (f + 1 == BUFFER) {
                    flush(d);
                }
                return true;
            }

            @Override
            public void complete() {
                int o = src.countsAt(slot);
                for (int j = 0; j < total.length; j++) {
                    long x = total[j] + src.slots[o + j];
                    long p = src.primes[j];
                    total[j] = x >= p ? x - p : x;
                }
                if (src.withEstimate) {
                    totalEst += src.estimate(slot);
                }
                additions++;
            }
        }

        private LimitReachedException tooMany(int v) {
            return FrontierCounting.tooMany(v, rule.steps(), maxStates);
        }
    }

    static LimitReachedException tooMany(int v, int steps, long maxStates) {
        return new LimitReachedException(LimitReachedException.Limit.STATES, "step " + (v + 1) + " of " + steps
                + " needs more than " + maxStates + " frontier states, beyond the memory limit (give the JVM more heap "
                + "with -Xmx, or keep states on disk with --spill DIR)");
    }

    /** The fullest the new tables are made for when room allows: at 70 % the probes took 19 x 19 a fifth longer. */
    static final double ROOMY_LOAD = 0.4;

    // Shares of the room (the heap, or the smaller room asked for) that the step loop allows, side by side.
    /** Above it, packed swept states and the tables foreseen beside them: each swept table is dropped once swept. */
    static final double DROP_SHARE = 0.6;
    /** Within it, two steps' tables take turns unpacked (see {@link #sparseFits}). */
    static final double TURNS_SHARE = 0.6;
    /** New tables with spare slots that may take turns take at most this (see {@link #roomy}). */
    static final double TURNS_NEW_SHARE = 0.25;
    /** Otherwise new tables with spare slots and the packed swept ones beside them take at most this. */
    static final double SPARE_SHARE = 0.65;

    /**
     * Whether the swept tables ({@code bytes}, {@code states}) may stay as they are, empty slots and all: twice them
     * (the next step reuses the tables of the step before), and they beside tables for a quarter more states at 70 %
     * full, each within 60 % of {@code room}. Then the tables of two steps take turns and no step allocates (in a full
     * heap each new array of a table can start a cycle of the collector, which takes a core away from the count).
     */
    static boolean sparseFits(long states, long bytes, int slot, long room) {
        return 2 * bytes <= room * TURNS_SHARE && bytes + (long) (states * 1.25 / 0.7) * slot <= room * TURNS_SHARE;
    }

    /**
     * The states to size a step's new tables for: {@code expected}, with spare slots for the largest step so far
     * ({@code peak}) at {@link #ROOMY_LOAD} full when room allows (so that steps after a small one, such as the first
     * of a row, find tables that need not grow), less spare as the heap fills, down to the 70 % the tables grow at.
     * When 25 % of {@code room} holds those states at 70 %, the new tables take no more (and a little for whole heap
     * regions), so that they need not be packed and the two steps' tables can take turns (see {@link #sparseFits});
     * otherwise, beside packed swept tables ({@code dense}, {@code sweptBytes}), they take what leaves the two at
     * most 65 %.
     */
    static long roomy(long expected, long peak, boolean dense, long sweptBytes, int slot, long room) {
        long most = Math.max(expected, peak);
        long turns = (long) (room * TURNS_NEW_SHARE) / slot;
        long slots = most / 0.7 <= turns ? turns : dense ? (long) (room * SPARE_SHARE - sweptBytes) / slot : 0;
        long spare = Math.min((long) (most / ROOMY_LOAD), slots);
        return Math.max(expected, (long) (spare * 0.7));
    }

    /**
     * The exact mode: every count as unsigned 62-bit limbs, one pass, one thread (for checking, and for the many small
     * counts of the labyrinth's oracle). Before a step the counts' sum times the rule's fanout bounds what the step can
     * make; one more limb is taken before that could reach the top limb.
     */
    private static final class ExactRun {
        private final StepRule rule;
        private final Limits limits;
        private final Progress progress;
        private final long maxStates;

        ExactRun(StepRule rule, FrontierOptions options, Limits limits, Progress progress) {
            this.rule = rule;
            this.limits = limits;
            this.progress = progress;
            this.maxStates = options.maxStates() > 0 ? options.maxStates()
                    : Math.max(1 << 16, Runtime.getRuntime().maxMemory() / 128);
        }

        FrontierCount run() {
            int n = rule.steps();
            LimbTable cur = new LimbTable(1, 1024);
            LimbTable next = new LimbTable(1, 1024);
            cur.add(0L, new long[] {1}, 0, 1);
            long[][] total = {new long[1]};
            long peak = 0;
            long[] states = new long[n];
            long[] nanos = new long[n];
            double bound = 1;
            progress.start("count (exact)", n);
            for (int v = 0; v < n; v++) {
                long ts = System.nanoTime();
                int limbs = cur.limbs;
                double fan = rule.fanout(v);
                bound *= fan;
                if (bound * 4 >= Math.scalb(1.0, 62 * limbs)) {
                    bound = cur.sumEstimate() * fan;
                    while (bound * 4 >= Math.scalb(1.0, 62 * limbs)) {
                        limbs++;
                    }
                }
                boolean last = v == n - 1;
                next.reset(limbs, last ? 16 : Math.max(1024, cur.size));
                if (total[0].length < limbs) {
                    total[0] = Arrays.copyOf(total[0], limbs);
                }
                LimbTable src = cur;
                LimbTable dst = next;
                int[] at = new int[1];
                StepRule.Sink sink = new StepRule.Sink() {
                    @Override
                    public void next(long key) {
                        dst.add(key, src.vals, at[0], src.limbs);
                    }

                    @Override
                    public void complete() {
                        LimbTable.addInto(total[0], 0, total[0].length, src.vals, at[0], src.limbs);
                    }
                };
                long[] keys = src.keys;
                for (int s = 0; s < keys.length; s++) {
                    if (keys[s] != 0) {
                        at[0] = s * src.limbs;
                        rule.expand(v, keys[s] - 1, sink);
                    }
                }
                states[v] = next.size;
                nanos[v] = System.nanoTime() - ts;
                peak = Math.max(peak, next.size);
                if (next.size > maxStates) {
                    throw tooMany(v, n, maxStates);
                }
                cur = next;
                next = src;
                progress.done(v + 1);
                if (cur.size == 0) {
                    break; // every state died: nothing more can complete
                }
                if (Thread.currentThread().isInterrupted()) {
                    throw new InterruptedRunException("interrupted while counting");
                }
                if (limits.stopped()) {
                    limits.check(v);
                }
            }
            return new FrontierCount(LimbTable.toBig(total[0], 0, total[0].length), List.of(), 1, peak, states,
                    nanos, 0);
        }
    }

    static String duration(double seconds) {
        if (seconds < 90) {
            return String.format("%.0f s", seconds);
        }
        if (seconds < 5400) {
            return String.format("%.0f min", seconds / 60);
        }
        return String.format("%.1f h", seconds / 3600);
    }
}
