package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The sorted step (radix sort of successors, counts of equal keys added up into dense arrays) against a plain
 * HashMap of the same successors, on random keys and counts; and the sorted sweep against the hashed one on random
 * grid regions, which must make the same states, additions, estimate and residues.
 */
class SortedStepProperties {

    /**
     * Random successors of random states, bucketed, sorted and added up: every key once, in ascending unsigned order,
     * with the sum of the counts of the states it came from modulo each prime (and the sum of their estimates), as a
     * HashMap adds them up; the completions added once, whatever the threads, whether the successors are kept or made
     * again.
     */
    @Property(tries = 300)
    void aSortedStepAddsUpWhatAHashMapAddsUp(@ForAll @IntRange(min = 1, max = 3) int threads,
            @ForAll @IntRange(min = 1, max = 4) int primeCount, @ForAll boolean estimate,
            @ForAll @IntRange(min = 1, max = 64) int keyBits, @ForAll @IntRange(min = 1, max = 3000) int states,
            @ForAll @IntRange(min = 0, max = 6000) int successors, @ForAll boolean lean, @ForAll long seed) {
        Random rnd = new Random(seed);
        long[] primes = Residues.primes(rnd.nextInt(8), primeCount);
        StepStates before = new StepStates(primes, estimate);
        before.keys = new long[states];
        before.counts = new long[states * before.stride];
        before.size = states;
        for (int i = 0; i < states; i++) {
            before.keys[i] = i;
            for (int j = 0; j < primeCount; j++) {
                before.counts[i * before.stride + j] = Math.floorMod(rnd.nextLong(), primes[j]);
            }
            if (estimate) {
                before.counts[i * before.stride + primeCount] = Double.doubleToRawLongBits(rnd.nextInt(1000));
            }
        }
        // few distinct keys among many successors (so that keys repeat), spread over the bits asked for; some of
        // them in a narrow range, so that buckets hold many pairs and are sorted by digits
        long[] pool = new long[1 + rnd.nextInt(Math.max(1, successors / 2 + 1))];
        long narrow = keyBits == 64 ? rnd.nextLong() : rnd.nextLong() & ((1L << keyBits) - 1);
        for (int i = 0; i < pool.length; i++) {
            long any = keyBits == 64 ? rnd.nextLong() : rnd.nextLong() & ((1L << keyBits) - 1);
            pool[i] = rnd.nextBoolean() ? any : narrow ^ (any & 0xffffL);
        }
        long[][] next = new long[states][];
        boolean[] completes = new boolean[states];
        int[] per = new int[states];
        for (int i = 0; i < successors; i++) {
            per[rnd.nextInt(states)]++;
        }
        Map<Long, long[]> expected = new HashMap<>();
        Map<Long, Double> expectedEst = new HashMap<>();
        long[] done = new long[primeCount];
        for (int from = 0; from < states; from++) {
            next[from] = new long[per[from]];
            completes[from] = rnd.nextInt(10) == 0;
            if (completes[from]) {
                for (int j = 0; j < primeCount; j++) {
                    done[j] = (done[j] + before.counts[from * before.stride + j]) % primes[j];
                }
            }
            for (int i = 0; i < per[from]; i++) {
                long key = pool[rnd.nextInt(pool.length)];
                next[from][i] = key;
                long[] sum = expected.computeIfAbsent(key, k -> new long[primeCount]);
                for (int j = 0; j < primeCount; j++) {
                    sum[j] = (sum[j] + before.counts[from * before.stride + j]) % primes[j];
                }
                if (estimate) {
                    expectedEst.merge(key, Double.longBitsToDouble(before.counts[from * before.stride + primeCount]),
                            Double::sum);
                }
            }
        }
        StepStates after = new StepStates(primes, estimate);
        SuccessorBuckets made = new SuccessorBuckets(new Table(next, completes, keyBits), threads, primes, estimate)
                .lean(lean);
        try (Cores cores = new Cores(threads)) {
            assertTrue(made.make(0, before, cores, Limits.none()));
            assertEquals(successors, made.size());
            after.takeKeys(before);
            made.addUp(cores, before, after);
        }
        assertArrayEquals(done, made.completed(), "completed lines");
        assertEquals(successors + java.util.stream.IntStream.range(0, states).filter(i -> completes[i]).count(),
                made.additions(), "additions");
        assertEquals(expected.size(), after.size, "one state per distinct key");
        for (int g = 0; g < after.size; g++) {
            long key = after.keys[g];
            if (g > 0) {
                assertTrue(Long.compareUnsigned(after.keys[g - 1], key) < 0, "ascending keys");
            }
            long[] sum = expected.get(key);
            assertTrue(sum != null, () -> "a key no successor had: " + key);
            long[] got = new long[primeCount];
            System.arraycopy(after.counts, g * after.stride, got, 0, primeCount);
            assertArrayEquals(sum, got, "counts of key " + key);
            if (estimate) {
                // the estimates are small whole numbers: their sums are exact in any order
                assertEquals(expectedEst.get(key), Double.longBitsToDouble(after.counts[g * after.stride
                        + primeCount]));
            }
        }
    }

    /** A rule of one step whose state with key i has the successors {@code next[i]} and completes a line or not. */
    private record Table(long[][] next, boolean[] completes, int keyBits) implements StepRule {

        @Override
        public int steps() {
            return 2;
        }

        @Override
        public void expand(int v, long key, Sink sink) {
            for (long k : next[(int) key]) {
                sink.next(k);
            }
            if (completes[(int) key]) {
                sink.complete();
            }
        }

        @Override
        public int fanout(int v) {
            return 8;
        }

        @Override
        public long fingerprint() {
            return 1;
        }

        @Override
        public StepRule copy() {
            return this;
        }
    }

    /**
     * A random region of a small grid (random free fields, ends and start directions) swept by sorting and by
     * hashing: the same states after every step, the same additions, estimate and residues (the sorted steps keeping
     * their successors and, lean, making them twice).
     */
    @Property(tries = 150)
    void theSortedSweepMakesWhatTheHashedSweepMakes(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int width, @ForAll @IntRange(min = 1, max = 3) int threads,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        GridRegion region = SortedStepsProperties.region(rnd, rows, width);
        long[] primes = Residues.primes(rnd.nextInt(4), 1 + rnd.nextInt(2));
        FrontierOptions o = FrontierOptions.defaults().withThreads(threads);
        double[] sortedEst = new double[2];
        double[] hashedEst = new double[2];
        ModularRun sorted = new ModularRun(new GridLineStep(region), primes.length, null, o, Limits.none(),
                Progress.none(), true);
        ModularRun hashed = new ModularRun(new GridLineStep(region), primes.length, null, o, Limits.none(),
                Progress.none(), false);
        long[] bySort = sorted.pass(0, primes, true, sortedEst);
        long[] byHash = hashed.pass(0, primes, true, hashedEst);
        assertArrayEquals(byHash, bySort, "residues");
        assertArrayEquals(hashed.stepStates, sorted.stepStates, "states after every step");
        assertEquals(hashed.peak, sorted.peak, "peak");
        assertEquals(hashedEst[1], sortedEst[1], "additions");
        assertEquals(hashedEst[0], sortedEst[0], "estimate (small whole numbers: exact in any order)");
        // each step expanded twice instead of keeping the successors: the same pass
        SortedPass lean = new SortedPass(new GridLineStep(region), threads, Limits.none(), Progress.none()).lean(true);
        DensePass.Swept twice = lean.pass(0, primes, true, Long.MAX_VALUE);
        assertArrayEquals(byHash, twice.residues(), "residues, lean");
        assertArrayEquals(hashed.stepStates, lean.stepStates, "states after every step, lean");
        assertEquals(hashedEst[1], twice.additions(), "additions, lean");
        assertEquals(hashedEst[0], twice.estimate(), "estimate, lean");
    }

    /**
     * One thread's successors over steps that switch between packed pairs and pairs in two arrays (as a step's
     * states outgrow the bits a packed index has): every successor with the index of its state, whatever the steps
     * before grew.
     */
    @Property(tries = 100)
    void successorsKeepEveryPairWhetherPackedOrNot(@ForAll @IntRange(min = 1, max = 3000) int first,
            @ForAll @IntRange(min = 1, max = 9000) int second, @ForAll long seed) {
        long[] primes = Residues.primes(0, 1);
        Successors made = new Successors(new Spread(seed));
        try (Cores cores = new Cores(1)) {
            for (int[] step : new int[][] {{first, 12}, {second, -1}, {first, 13}}) {
                StepStates states = new StepStates(primes, false);
                states.keys = new long[step[0]];
                states.counts = new long[step[0]];
                states.size = step[0];
                for (int i = 0; i < step[0]; i++) {
                    states.keys[i] = i;
                }
                assertTrue(made.expand(0, states, 0, step[0], step[1], cores, Limits.none()));
                assertEquals(3L * step[0], made.size);
                for (int i = 0; i < made.size; i++) {
                    int state = i / 3;
                    long key = Spread.key(seed, state, i % 3);
                    long got = step[1] >= 0 ? made.keys[i] >>> step[1] : made.keys[i];
                    int from = step[1] >= 0 ? (int) (made.keys[i] & ((1L << step[1]) - 1)) : made.from[i];
                    assertEquals(key, got, "key");
                    assertEquals(state & (step[1] >= 0 ? (1 << step[1]) - 1 : -1), from, "state");
                }
            }
        }
    }

    /** A rule whose every state has three successors with keys of 40 bits from a hash of the state. */
    private record Spread(long seed) implements StepRule {

        static long key(long seed, long state, int which) {
            return ModTable.mix(seed ^ (state * 3 + which)) >>> 24;
        }

        @Override
        public int steps() {
            return 1;
        }

        @Override
        public void expand(int v, long key, Sink sink) {
            for (int w = 0; w < 3; w++) {
                sink.next(key(seed, key, w));
            }
        }

        @Override
        public int fanout(int v) {
            return 3;
        }

        @Override
        public long fingerprint() {
            return seed;
        }

        @Override
        public StepRule copy() {
            return this;
        }
    }
}
