package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;

/**
 * The successors of one sorted step, placed into buckets by the top bits of their keys, then sorted bucket by bucket
 * and added up into the next step's dense arrays. Each thread expands its share of the states, keeping the successors
 * (with the index of the state each came from) and counting how many go into each bucket; then every successor is
 * written straight to its place among the buckets (bucket by bucket, the threads' shares in order), and each bucket, a
 * few thousandth of the step, is sorted while it sits in the cache instead of being scattered across the whole array
 * at every digit. When memory is short ({@link #lean}), the states are expanded a second time instead of keeping
 * their successors, so a step holds one array of successors: a successor and its index share one long there when the
 * key bits below the bucket's and the index fit in 64 bits (a grid 21 fields wide, up to 2^32 states a step).
 *
 * <p>Within a bucket the pairs lie in the order the threads' shares made them, and the sort is stable: equal keys are
 * added up in the order of the threads' shares, each in the order of its states, as every sorted step adds them, so
 * the estimate depends on the number of threads only.
 */
final class SuccessorBuckets {

    /** Top key bits that choose a bucket: 4096 buckets, whose write positions stay in the first-level cache. */
    static final int TOP_BITS = 12;
    /** Bits of a digit of the sort within a bucket. */
    private static final int DIGIT = 12;
    /** Buckets up to this size are sorted by insertion. */
    private static final int SMALL = 48;

    private final long[] primes;
    private final int k;
    private final int stride;
    private final boolean estimate;
    private final int keyBits;
    private final Share[] shares;

    private int topShift;
    private int fromBits;
    private boolean packed;
    private long[] pairs = new long[16];
    private int[] from = new int[0];
    /** Per state, what the rule's first expansion found for its second (a byte a state). */
    private byte[] memo = new byte[16];
    private int total;
    private final int[] start = new int[(1 << TOP_BITS) + 1];
    private final int[] distinct = new int[1 << TOP_BITS];
    private final int[] base = new int[(1 << TOP_BITS) + 1];
    private int buckets;
    /**
     * Whether the states are expanded twice (to count, then to place) rather than once into arrays kept until they
     * are placed: a step then holds one array of successors instead of two, at the price of a second expansion.
     */
    private boolean lean;

    /** One thread's share of the expansion and of the buckets' sorts, with its own copy of the rule. */
    private final class Share implements StepRule.Sink {
        final StepRule rule;
        final int[] count = new int[1 << TOP_BITS];
        final int[] at = new int[1 << TOP_BITS];
        final int[] digits = new int[1 << DIGIT];
        long[] buf = new long[0];
        int[] bufFrom = new int[0];
        final long[] total;
        double totalEst;
        long additions;
        private boolean placing;
        /** Whether this expansion is the one that keeps the successors (or places them) and adds completions. */
        private boolean last;
        private boolean keeping;
        /** The successors as made, when kept ({@link #lean} false): packed key above index, or apart. */
        private long[] madeKeys = new long[16];
        private int[] madeFrom = new int[0];
        private int made;
        private int madeFb;
        private int state;
        private long[] counts;
        private int shift;
        private int fb;
        private long lowMask;
        private boolean pack;
        private int nb;
        private long[] out;
        private int[] outFrom;

        Share(StepRule rule) {
            this.rule = rule;
            this.total = new long[k];
        }

        /**
         * Counts the successors of states {@code lo} to {@code hi - 1} into buckets (placing false; and keeps them
         * unless lean) or, lean, expands them again and places them.
         */
        boolean expand(int v, StepStates states, int lo, int hi, boolean placing, Cores cores, Limits limits) {
            this.placing = placing;
            keeping = !placing && !lean;
            last = placing || keeping;
            setUp();
            counts = states.counts;
            if (!placing) {
                java.util.Arrays.fill(count, 0, buckets, 0);
                made = 0;
                madeFb = keyBits + fromBits <= 64 ? fromBits : -1;
                if (madeFb < 0 && keeping && madeFrom.length < madeKeys.length) {
                    madeFrom = new int[madeKeys.length];
                }
            }
            long[] ks = states.keys;
            byte[] m = lean ? memo : null;
            for (int i = lo; i < hi; i++) {
                state = i;
                rule.expand(v, ks[i], this, m, i, placing);
                if ((i & 0x3fff) == 0 && (cores.stop.get() || limits.stopped())) {
                    return false;
                }
            }
            counts = null;
            out = null;
            outFrom = null;
            return true;
        }

        private void setUp() {
            shift = topShift;
            fb = fromBits;
            lowMask = topShift == 0 ? 0 : (1L << topShift) - 1;
            pack = packed;
            nb = buckets;
            out = pairs;
            outFrom = from;
        }

        /** Places the successors kept by the first expansion into their buckets. */
        void place() {
            setUp();
            long[] mk = madeKeys;
            int[] mf = madeFrom;
            int mfb = madeFb;
            long mmask = mfb < 0 ? 0 : (1L << mfb) - 1;
            for (int i = 0; i < made; i++) {
                long x = mk[i];
                long key = mfb < 0 ? x : x >>> mfb;
                int st = mfb < 0 ? mf[i] : (int) (x & mmask);
                int p = at[(int) (key >>> shift)]++;
                if (pack) {
                    out[p] = ((key & lowMask) << fb) | st;
                } else {
                    out[p] = key;
                    outFrom[p] = st;
                }
            }
            out = null;
            outFrom = null;
        }

        @Override
        public void next(long key) {
            long b = key >>> shift;
            if (b >= nb) {
                throw new IllegalStateException("a successor's key has bits above the rule's " + keyBits);
            }
            if (!placing) {
                count[(int) b]++;
                if (keeping) {
                    keep(key);
                }
                return;
            }
            int p = at[(int) b]++;
            if (pack) {
                out[p] = ((key & lowMask) << fb) | state;
            } else {
                out[p] = key;
                outFrom[p] = state;
            }
            additions++;
        }

        private void keep(long key) {
            int n = made;
            if (n == madeKeys.length) {
                int cap = grown(n, n + 16);
                madeKeys = java.util.Arrays.copyOf(madeKeys, cap);
                if (madeFb < 0) {
                    madeFrom = java.util.Arrays.copyOf(madeFrom, cap);
                }
            }
            if (madeFb >= 0) {
                madeKeys[n] = (key << madeFb) | state;
            } else {
                madeKeys[n] = key;
                madeFrom[n] = state;
            }
            made = n + 1;
            additions++;
        }

        @Override
        public void complete() {
            if (!last) {
                return;
            }
            int o = state * stride;
            for (int j = 0; j < k; j++) {
                long x = total[j] + counts[o + j];
                long p = primes[j];
                total[j] = x >= p ? x - p : x;
            }
            if (estimate) {
                totalEst += Double.longBitsToDouble(counts[o + k]);
            }
            additions++;
        }
    }

    SuccessorBuckets(StepRule rule, int threads, long[] primes, boolean estimate) {
        this.primes = primes;
        this.k = primes.length;
        this.estimate = estimate;
        this.stride = k + (estimate ? 1 : 0);
        this.keyBits = Math.min(64, Math.max(1, rule.keyBits()));
        this.shares = new Share[Math.max(1, threads)];
        for (int t = 0; t < shares.length; t++) {
            shares[t] = new Share(t == 0 ? rule : rule.copy());
        }
    }

    /**
     * Makes the successors of {@code states} at step {@code v} into their buckets, the threads of {@code cores}
     * each expanding an even share of the states; false when {@code cores} was told to stop or the limits were
     * reached. The counts of the states that complete a line are added to the totals once.
     */
    boolean make(int v, StepStates states, Cores cores, Limits limits) {
        int threads = Math.min(cores.threads, shares.length);
        int n = states.size;
        topShift = Math.max(0, keyBits - TOP_BITS);
        buckets = 1 << Math.min(keyBits, TOP_BITS);
        fromBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1)));
        packed = topShift + fromBits <= 64;
        if (lean && memo.length < n) {
            int cap = grown(memo.length, n);
            memo = null;
            memo = new byte[cap];
        }
        boolean[] ok = new boolean[threads];
        cores.each(t -> ok[t] = shares[t].expand(v, states, (int) cores.from(n, t), (int) cores.from(n, t + 1),
                false, cores, limits));
        if (!all(ok)) {
            return false;
        }
        // bucket b of share t goes after bucket b of the shares before it, and after all smaller buckets
        long sum = 0;
        for (int b = 0; b < buckets; b++) {
            start[b] = (int) Math.min(sum, Integer.MAX_VALUE);
            for (int t = 0; t < threads; t++) {
                shares[t].at[b] = (int) Math.min(sum, Integer.MAX_VALUE);
                sum += shares[t].count[b];
            }
        }
        if (sum > Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("more than 2^31 successors in one step");
        }
        total = (int) sum;
        start[buckets] = total;
        room(total);
        if (!lean) {
            cores.each(t -> shares[t].place());
            return true;
        }
        cores.each(t -> ok[t] = shares[t].expand(v, states, (int) cores.from(n, t), (int) cores.from(n, t + 1),
                true, cores, limits));
        return all(ok);
    }

    private static boolean all(boolean[] ok) {
        for (boolean b : ok) {
            if (!b) {
                return false;
            }
        }
        return true;
    }

    /**
     * Room at once for the successors of {@code states} states (as many again and a half, the most the grid rule
     * makes on average), so that the arrays of the largest step are made before any other.
     */
    void reserve(int states) {
        int n = (int) Math.min(Integer.MAX_VALUE - 16L, (long) (states * Foresight.SUCCESSORS));
        int fb = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, states - 1)));
        pairs = null;
        pairs = new long[n];
        if (Math.max(0, keyBits - TOP_BITS) + fb > 64) {
            from = null;
            from = new int[n];
        }
        if (lean) {
            memo = null;
            memo = new byte[states];
        } else {
            int each = (int) Math.min(Integer.MAX_VALUE - 16L, (long) n * 21 / 20 / shares.length);
            for (Share s : shares) {
                s.madeKeys = null;
                s.madeKeys = new long[each];
                if (keyBits + fb > 64) {
                    s.madeFrom = null;
                    s.madeFrom = new int[each];
                }
            }
        }
    }

    /** Expands twice (lean) or once, keeping the successors until they are placed; see {@link #lean}. */
    SuccessorBuckets lean(boolean lean) {
        this.lean = lean;
        return this;
    }

    /** How many successors the last {@link #make} made. */
    int size() {
        return total;
    }

    /**
     * Sorts every bucket and makes {@code next} the states of the successors, each key once with the sum of the counts
     * of the states of {@code before} it came from; {@code next} has taken over the keys of {@code before} already
     * ({@link StepStates#takeKeys}), which are no longer read.
     */
    void addUp(Cores cores, StepStates before, StepStates next) {
        int threads = Math.min(cores.threads, shares.length);
        int[] cut = cuts(threads);
        cores.each(t -> {
            for (int b = cut[t]; b < cut[t + 1]; b++) {
                distinct[b] = sort(shares[t], start[b], start[b + 1]);
            }
        });
        int g = 0;
        for (int b = 0; b < buckets; b++) {
            base[b] = g;
            g += distinct[b];
        }
        next.room(g);
        next.size = g;
        long[] old = before.counts;
        cores.each(t -> {
            for (int b = cut[t]; b < cut[t + 1]; b++) {
                add(b, old, next);
            }
        });
    }

    /** The first bucket of each thread, so that each gets about as many pairs. */
    private int[] cuts(int threads) {
        int[] cut = new int[threads + 1];
        int b = 0;
        for (int t = 1; t < threads; t++) {
            long want = (long) total * t / threads;
            while (b < buckets && start[b + 1] <= want) {
                b++;
            }
            cut[t] = b;
        }
        cut[threads] = buckets;
        return cut;
    }

    /** Sorts the pairs {@code s} to {@code e - 1} (one bucket) by key, stably; returns their distinct keys. */
    private int sort(Share share, int s, int e) {
        int n = e - s;
        if (n <= 1) {
            return n;
        }
        long[] a = pairs;
        // the key's bits in a pair: above the index when packed, the whole long otherwise
        int sh = packed ? fromBits : 0;
        long or = 0;
        long and = -1;
        for (int i = s; i < e; i++) {
            long x = a[i] >>> sh;
            or |= x;
            and &= x;
        }
        long varying = or ^ and;
        if (varying == 0) {
            return 1;
        }
        int lo = Long.numberOfTrailingZeros(varying);
        int span = 64 - Long.numberOfLeadingZeros(varying) - lo;
        if (n <= SMALL) {
            insertion(a, packed ? null : from, s, e, sh);
        } else {
            radix(share, s, n, sh + lo, span);
        }
        int d = 1;
        long prev = a[s] >>> sh;
        for (int i = s + 1; i < e; i++) {
            long x = a[i] >>> sh;
            d += x != prev ? 1 : 0;
            prev = x;
        }
        return d;
    }

    /** A stable insertion sort of a few pairs by their keys ({@code >>> sh}, unsigned). */
    private static void insertion(long[] a, int[] f, int s, int e, int sh) {
        for (int i = s + 1; i < e; i++) {
            long x = a[i];
            int fx = f == null ? 0 : f[i];
            long kx = x >>> sh;
            int j = i - 1;
            while (j >= s && Long.compareUnsigned(a[j] >>> sh, kx) > 0) {
                a[j + 1] = a[j];
                if (f != null) {
                    f[j + 1] = f[j];
                }
                j--;
            }
            a[j + 1] = x;
            if (f != null) {
                f[j + 1] = fx;
            }
        }
    }

    /**
     * A least-significant-digit radix sort of the {@code n} pairs from {@code s}, on the {@code span} bits of the key
     * from bit {@code low} of the pairs, between the bucket's place and the share's buffer (a bucket is small: both
     * stay in the cache).
     */
    private void radix(Share share, int s, int n, int low, int span) {
        int passes = (span + DIGIT - 1) / DIGIT;
        int digit = (span + passes - 1) / passes;
        int mask = (1 << digit) - 1;
        if (share.buf.length < n) {
            share.buf = new long[Math.max(n, share.buf.length + (share.buf.length >> 2))];
        }
        boolean pk = packed;
        if (!pk && share.bufFrom.length < n) {
            share.bufFrom = new int[Math.max(n, share.bufFrom.length + (share.bufFrom.length >> 2))];
        }
        int[] h = share.digits;
        long[] src = pairs;
        int[] srcF = from;
        int so = s;
        long[] dst = share.buf;
        int[] dstF = share.bufFrom;
        int dOff = 0;
        for (int p = 0; p < passes; p++) {
            int shift = low + p * digit;
            java.util.Arrays.fill(h, 0, mask + 1, 0);
            for (int i = so; i < so + n; i++) {
                h[(int) (src[i] >>> shift) & mask]++;
            }
            int running = dOff;
            for (int b = 0; b <= mask; b++) {
                int c = h[b];
                h[b] = running;
                running += c;
            }
            if (pk) {
                for (int i = so; i < so + n; i++) {
                    long x = src[i];
                    dst[h[(int) (x >>> shift) & mask]++] = x;
                }
            } else {
                for (int i = so; i < so + n; i++) {
                    long x = src[i];
                    int pos = h[(int) (x >>> shift) & mask]++;
                    dst[pos] = x;
                    dstF[pos] = srcF[i];
                }
            }
            long[] tk = src;
            int[] tf = srcF;
            int to = so;
            src = dst;
            srcF = dstF;
            so = dOff;
            dst = tk;
            dstF = tf;
            dOff = to;
        }
        if (src != pairs) {
            System.arraycopy(src, so, pairs, s, n);
            if (!pk) {
                System.arraycopy(srcF, so, from, s, n);
            }
        }
    }

    /**
     * Adds up the sorted pairs of bucket {@code b} into {@code next}, from its state {@code base[b]}, in the order of
     * each run of equal keys: up to three residues in registers, written once; more in the next step's array.
     */
    private void add(int b, long[] old, StepStates next) {
        long[] a = pairs;
        int[] f = from;
        long[] ks = next.keys;
        long[] cs = next.counts;
        int w = stride;
        int kk = k;
        boolean est = estimate;
        boolean pk = packed;
        int fb = fromBits;
        long fromMask = (1L << fb) - 1;
        int sh = pk ? fb : 0;
        long top = pk ? (long) b << topShift : 0;
        int g = base[b];
        int e = start[b + 1];
        int i = start[b];
        long p0 = primes[0];
        long p1 = kk > 1 ? primes[1] : 1;
        long p2 = kk > 2 ? primes[2] : 1;
        while (i < e) {
            long x = a[i] >>> sh;
            int d = g * w;
            if (kk > 3) {
                java.util.Arrays.fill(cs, d, d + w, 0L);
                do {
                    int o = (pk ? (int) (a[i] & fromMask) : f[i]) * w;
                    for (int j = 0; j < kk; j++) {
                        long y = cs[d + j] + old[o + j];
                        long q = primes[j];
                        cs[d + j] = y >= q ? y - q : y;
                    }
                    if (est) {
                        cs[d + kk] = Double.doubleToRawLongBits(Double.longBitsToDouble(cs[d + kk])
                                + Double.longBitsToDouble(old[o + kk]));
                    }
                    i++;
                } while (i < e && (a[i] >>> sh) == x);
                ks[g++] = top | x;
                continue;
            }
            long a0 = 0;
            long a1 = 0;
            long a2 = 0;
            double sum = 0;
            do {
                int o = (pk ? (int) (a[i] & fromMask) : f[i]) * w;
                long y = a0 + old[o];
                a0 = y >= p0 ? y - p0 : y;
                if (kk > 1) {
                    y = a1 + old[o + 1];
                    a1 = y >= p1 ? y - p1 : y;
                    if (kk > 2) {
                        y = a2 + old[o + 2];
                        a2 = y >= p2 ? y - p2 : y;
                    }
                }
                if (est) {
                    sum += Double.longBitsToDouble(old[o + kk]);
                }
                i++;
            } while (i < e && (a[i] >>> sh) == x);
            cs[d] = a0;
            if (kk > 1) {
                cs[d + 1] = a1;
                if (kk > 2) {
                    cs[d + 2] = a2;
                }
            }
            if (est) {
                cs[d + kk] = Double.doubleToRawLongBits(sum);
            }
            ks[g++] = top | x;
        }
    }

    /** Room for {@code n} pairs (a quarter more when the arrays must grow); the indices apart only when unpacked. */
    private void room(int n) {
        if (pairs.length < n) {
            int cap = grown(pairs.length, n);
            pairs = null;
            pairs = new long[cap];
        }
        if (!packed && from.length < n) {
            int cap = grown(from.length, n);
            from = null;
            from = new int[cap];
        }
    }

    private static int grown(int had, int n) {
        return (int) Math.min(Integer.MAX_VALUE - 16L, Math.max(n, had + (had >> 2)));
    }

    /** The residues of the lines completed so far, over all threads. */
    long[] completed() {
        return Residues.sum(primes, java.util.Arrays.stream(shares).map(s -> s.total));
    }

    /** The estimate of the lines completed so far, added up in the order of the threads. */
    double completedEstimate() {
        double e = 0;
        for (Share s : shares) {
            e += s.totalEst;
        }
        return e;
    }

    /** The additions of counts made so far: one per successor and per completion. */
    long additions() {
        long a = 0;
        for (Share s : shares) {
            a += s.additions;
        }
        return a;
    }
}
