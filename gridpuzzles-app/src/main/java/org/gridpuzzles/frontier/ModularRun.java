package org.gridpuzzles.frontier;

import java.math.BigInteger;

import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * The modular passes of a count, run here: the first pass with its estimate, further passes when the proved bound
 * asks for more primes (as many a pass as the heap holds), and in each pass the step loop, which decides where each step's states go (memory, dropped as
 * swept, or disk) and when a checkpoint is saved. Apart from the facade because it holds the state of a running
 * count; the threads, the rounds on disk, the memory rules and the progress are classes of their own.
 */
final class ModularRun {
    private final StepRule rule;
    private final int primesGuess;
    private final FrontierOptions options;
    private final Limits limits;
    private final Progress progress;
    private final Checkpoints checkpoints;
    /** A proved bound of the count known before the count (null: from the first pass's estimate). */
    private final BigInteger knownBound;
    private long maxStates;
    long peak;
    long[] stepStates;
    long[] stepNanos;
    private int resumedAt;
    /** Whether the first pass carried the estimate (no bound known before that its primes meet). */
    private boolean estimated;
    /** Whether passes without checkpoints and spill folders are made by sorting ({@link SortedPass}). */
    private final boolean sorted;
    /** The tables of a grid whose rows repeat, made at the first pass that sorts (null: none). */
    private RowTables tables;
    private boolean tablesTried;
    /** The heap the passes' rooms are planned in: this JVM's (tests plan in less). */
    private long heap = Runtime.getRuntime().maxMemory();
    /** Whether the sorted pass under way expands each step twice to save memory ({@link SuccessorBuckets#lean}). */
    private boolean lean;

    ModularRun(StepRule rule, int primesGuess, BigInteger knownBound, FrontierOptions options, Limits limits,
            Progress progress) {
        this(rule, primesGuess, knownBound, options, limits, progress, false);
    }

    ModularRun(StepRule rule, int primesGuess, BigInteger knownBound, FrontierOptions options, Limits limits,
            Progress progress, boolean sorted) {
        this.sorted = sorted;
        this.rule = rule;
        this.primesGuess = Math.max(1, primesGuess);
        this.knownBound = knownBound;
        this.options = options;
        this.limits = limits;
        this.progress = progress;
        this.checkpoints = options.checkpoint() == null ? null
                : new Checkpoints(options.checkpoint(), rule.fingerprint(), rule.steps());
    }

    /** Plans the passes' rooms in a heap of {@code bytes} instead of this JVM's (for tests of tight heaps). */
    ModularRun plannedHeap(long bytes) {
        heap = bytes;
        return this;
    }

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
        PrimeResidues residues = new PrimeResidues();
        residues.add(head.primes(), head.residues());
        BigInteger bound = estimated ? FrontierCounting.bound(head.estimate(), head.additions()) : knownBound;
        if (estimated && knownBound != null) {
            bound = bound.min(knownBound);
        }
        int needed = Residues.needed(first, bound);
        int passes = 1;
        int done = firstBatch;
        while (done < needed) {
            int batch = Math.min(needed - done, primesThatFit(needed - done));
            long[] more = Residues.primes(first + done, batch);
            long[] r = pass(passes, more, false, new double[2]);
            residues.add(more, r);
            done += batch;
            passes++;
        }
        return new FrontierCount(residues.count(), residues.primes(), passes, peak, stepStates, stepNanos,
                resumedAt);
    }

    /**
     * How many of {@code most} further primes one pass may carry: as many as the heap holds at the largest step the
     * first pass measured, by the same rule as {@link #pass} sets its room (at least one). A count whose first pass
     * just fit with one prime and the estimate would otherwise run out of room, hours in, in a pass of all the rest;
     * on disk (--spill) a step holds any number.
     */
    private int primesThatFit(int most) {
        if (options.spill() != null || options.maxStates() > 0) {
            return most;
        }
        // a first pass resumed from its checkpoint measured nothing: the largest step foreseen stands for it
        long need = peak > 0 ? peak : peakForeseen();
        int k = 1;
        while (k < most && roomFor(k + 1) >= need) {
            k++;
        }
        return k;
    }

    /** The states of one step a pass of {@code primes} primes without the estimate has room for. */
    private long roomFor(int primes) {
        if (!sorted || checkpoints != null) {
            return StepRoom.statesThatFit(primes, false, heap);
        }
        return sortedRoom(primes, false);
    }

    /**
     * The states of one step a sorted pass of {@code primes} primes (with the estimate or not) has room for, in the
     * form that fits: its successors kept, or made twice when keeping them would not fit ({@link #lean}).
     */
    private long sortedRoom(int primes, boolean estimate) {
        long most = peakForeseen();
        return Foresight.statesThatFit(heap, Foresight.sortedBytes(primes, estimate, rule.keyBits(), most,
                Foresight.sortedLean(primes, estimate, rule.keyBits(), most, heap)));
    }

    /** One sweep with the residues of {@code primes}; {@code estOut} gets the estimate and the additions. */
    long[] pass(int index, long[] primes, boolean estimate, double[] estOut) {
        int n = rule.steps();
        maxStates = options.maxStates() > 0 ? options.maxStates()
                : StepRoom.statesThatFit(primes.length, estimate, heap);
        if (sorted && checkpoints == null && options.spill() == null) {
            lean = false;
            if (options.maxStates() <= 0) {
                // the sorted steps' own arrays: more bytes a state than the hashed tables' three slots; a step
                // expanded twice when the successors kept from the first expansion would not fit
                lean = Foresight.sortedLean(primes.length, estimate, rule.keyBits(), peakForeseen(), heap);
                maxStates = sortedRoom(primes.length, estimate);
            }
            return sortedPass(index, primes, estimate, estOut);
        }
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
        PassStart at = PassStart.of(checkpoints, index, primes, estimate);
        Shards cur = at.states();
        Spill.Step onDisk = at.onDisk(); // the states to sweep, when they are on disk (then cur holds none)
        int start = at.step();
        long additions = at.additions();
        if (at.resumed()) {
            progress.resumed("pass " + (index + 1), start, n);
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
        StepCrew crew = new StepCrew(rule, k, threads, limits);
        SpilledSteps disk = spill == null ? null : new SpilledSteps(spill, runId, index, crew, n, maxStates);
        PassProgress told = new PassProgress(progress, index, k, estimate, maxStates, n, start,
                rule.foreseenStates(), Foresight.HASHED_NANOS / threads);
        long lastSave = System.nanoTime();
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
                    long room = StepRoom.room(maxStates, slot);
                    boolean drop = spill == null && onDisk == null && StepRoom.dropSwept(cur, expected, slot, room);
                    if (!last) {
                        // room short: the new tables start small and grow into the room of the tables swept
                        next.reset(drop ? expected / 4
                                : StepRoom.roomy(expected, peak, cur.dense(), cur.bytes(), slot, room), v,
                                crew.pool(), threads);
                    }
                    boolean fits;
                    try {
                        fits = crew.runStep(v, onDisk != null ? StepSource.disk(onDisk, primes, estimate)
                                : StepSource.memory(cur), next, drop, 0, Shards.COUNT, maxStates);
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
                        crew.rollback();
                        expected = Math.max(expected, 2 * next.size());
                        spilled = true;
                    } else if (!last) {
                        size = next.size();
                        if (!StepRoom.sparseFits(size, next.bytes(), slot, room)) {
                            // room is short: the states to sweep need no empty slots
                            next.compact(crew.pool(), threads);
                        }
                        Shards t = cur;
                        cur = next;
                        next = t;
                    }
                }
                if (spilled) {
                    if (onDisk == null) {
                        // the states to sweep go to disk first: the whole heap is then the new states' room
                        onDisk = disk.spillAll(v, cur);
                        if (checkpoints != null) {
                            checkpoints.saveSpilled(index, primes, estimate, onDisk, additions);
                            lastSave = System.nanoTime();
                        }
                    }
                    Spill.Step made = disk.step(v, onDisk, next, expected);
                    if (made == null) {
                        // all of the new states fitted in memory: back to sweeping from memory
                        Shards t = cur;
                        cur = next;
                        next = t;
                        size = cur.size();
                        if (checkpoints != null) {
                            checkpoints.saveStates(index, v + 1, cur, additions + crew.added());
                            lastSave = System.nanoTime();
                        }
                        Spill.delete(onDisk.dir());
                        onDisk = null;
                    } else {
                        size = made.size();
                        if (checkpoints != null) {
                            checkpoints.saveSpilled(index, primes, estimate, made, additions + crew.added());
                            lastSave = System.nanoTime();
                        }
                        Spill.delete(onDisk.dir());
                        onDisk = made;
                    }
                }
                additions += crew.closeStep();
                long now = System.nanoTime();
                if (index == 0) {
                    stepNanos[v] = now - ts;
                    stepStates[v] = size;
                }
                if (!last) {
                    growth.stepMade(swept, size);
                    peak = Math.max(peak, size);
                }
                told.stepMade(v, size, now - ts, onDisk != null ? disk.ranges() : 0);
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
            crew.shutdown();
            // spilled states are kept for a rerun only with a checkpoint that names them
            if (onDisk != null && (finished || checkpoints == null)) {
                Spill.delete(onDisk.dir());
            }
        }
        long[] total = crew.total(primes);
        double totalEst = crew.totalEstimate();
        estOut[0] = totalEst;
        estOut[1] = additions;
        if (checkpoints != null) {
            checkpoints.saveDone(index, primes, estimate, total, totalEst, additions);
        }
        return total;
    }

    /** A pass made by sorting: no checkpoint to resume from, nothing on disk. */
    private long[] sortedPass(int index, long[] primes, boolean estimate, double[] estOut) {
        if (!tablesTried) {
            tablesTried = true;
            tables = RowTables.of(rule, options.threads(), limits, progress);
        }
        DensePass p = tables != null ? new TabledPass(tables, options.threads(), limits, progress)
                : new SortedPass(rule, options.threads(), limits, progress).lean(lean);
        DensePass.Swept s = p.pass(index, primes, estimate, maxStates);
        if (index == 0) {
            stepStates = p.stepStates;
            stepNanos = p.stepNanos;
            resumedAt = 0;
        }
        peak = Math.max(peak, p.peak);
        estOut[0] = s.estimate();
        estOut[1] = s.additions();
        return s.residues();
    }

    /** The most states the rule foresees for a step (2^28 when it foresees none). */
    private long peakForeseen() {
        long[] f = rule.foreseenStates();
        return f == null ? 1L << 28 : java.util.Arrays.stream(f).max().orElse(1);
    }

    private LimitReachedException tooMany(int v) {
        return FrontierCounting.tooMany(v, rule.steps(), maxStates);
    }
}
