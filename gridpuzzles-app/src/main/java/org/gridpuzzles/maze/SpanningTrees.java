package org.gridpuzzles.maze;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * The number of perfect mazes of a grid: the spanning trees of its graph of fields and the walls between them that a
 * passage can open (two passages between the same two fields, as on a torus two fields wide, are two mazes). By the
 * matrix-tree theorem it is the determinant of the Laplacian with one field's row and column removed; that
 * determinant is taken modulo primes below 2^62 (banded elimination in Montgomery arithmetic, the fields ordered so
 * that the band is narrow) and joined by the Chinese remainder theorem. Enough primes are taken for a proved bound:
 * a tree gives each field but the root its edge towards the root, so there are at most the product of those fields'
 * degrees.
 */
final class SpanningTrees {

    private SpanningTrees() {
    }

    /** The spanning trees of the grid's graph; weave grids are refused (a crossing is not an edge of a graph). */
    static MazeCount count(CellGrid grid, int threads, Limits limits, Progress progress) {
        if (grid.shape() == GridShape.WEAVE) {
            throw new InvalidInputException("a weave maze's passages cross under fields, so its mazes are not the "
                    + "spanning trees of one graph: counting them is not supported");
        }
        int n = grid.cells();
        int[][] adjacent = adjacency(grid);
        int edges = 0;
        for (int[] a : adjacent) {
            edges += a.length;
        }
        edges /= 2;
        if (n == 1) {
            return new MazeCount(BigInteger.ONE, 1, 0, 0, 0, 0);
        }
        if (!connected(adjacent)) {
            return new MazeCount(BigInteger.ZERO, n, edges, 0, 0, 0);
        }
        int[] order = narrowOrder(adjacent);
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[order[i]] = i;
        }
        int band = 0;
        for (int v = 0; v < n; v++) {
            for (int w : adjacent[v]) {
                band = Math.max(band, Math.abs(rank[v] - rank[w]));
            }
        }
        double bits = 0;
        for (int i = 0; i < n - 1; i++) {
            bits += Math.log(adjacent[order[i]].length) / Math.log(2);
        }
        int boundBits = (int) Math.ceil(bits + 1e-9 * n) + 1;
        List<Long> primes = new ArrayList<>();
        long candidate = (1L << 62) - 1;
        double have = 0;
        while (have <= boundBits + 1) {
            candidate = previousPrime(candidate);
            primes.add(candidate);
            have += Math.log(candidate) / Math.log(2);
        }
        long[] residues = new long[primes.size()];
        long[] used = new long[primes.size()];
        Laplacian lap = new Laplacian(adjacent, order, rank, band);
        progress.start("primes", residues.length);
        AtomicInteger next = new AtomicInteger();
        long[] nextPrime = {candidate};
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<?>> jobs = new ArrayList<>();
            for (int t = 0; t < Math.max(1, threads); t++) {
                jobs.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < residues.length; i = next.getAndIncrement()) {
                        long p = primes.get(i);
                        long r;
                        // a pivot divisible by p (a chance of about n in 2^62) makes p useless: take another
                        while ((r = lap.determinantModulo(p, limits)) < 0) {
                            synchronized (nextPrime) {
                                nextPrime[0] = previousPrime(nextPrime[0]);
                                p = nextPrime[0];
                            }
                        }
                        used[i] = p;
                        residues[i] = r;
                        progress.advance(1);
                    }
                    return null;
                }));
            }
            for (Future<?> f : jobs) {
                f.get();
            }
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            limits.cancel();
            limits.check();
            throw new IllegalStateException("interrupted", e);
        } finally {
            pool.shutdownNow();
        }
        BigInteger x = BigInteger.ZERO;
        BigInteger m = BigInteger.ONE;
        for (int i = 0; i < residues.length; i++) {
            BigInteger p = BigInteger.valueOf(used[i]);
            BigInteger r = BigInteger.valueOf(residues[i]);
            BigInteger k = r.subtract(x.mod(p)).mod(p).multiply(m.mod(p).modInverse(p)).mod(p);
            x = x.add(m.multiply(k));
            m = m.multiply(p);
        }
        return new MazeCount(x, n, edges, band, residues.length, boundBits);
    }

    /** Each field's neighbours, once per wall between them (a neighbour twice on a two-wide torus), no self-loops. */
    static int[][] adjacency(CellGrid grid) {
        int n = grid.cells();
        int[][] adjacent = new int[n][];
        int[] out = new int[Math.max(grid.slots(), 1)];
        int[] buf = new int[grid.slots()];
        for (int v = 0; v < n; v++) {
            Arrays.fill(out, -1);
            grid.neighbours(v, out);
            int d = 0;
            for (int s = 0; s < grid.slots(); s++) {
                if (out[s] >= 0 && out[s] != v) {
                    buf[d++] = out[s];
                }
            }
            adjacent[v] = Arrays.copyOf(buf, d);
        }
        // a graph's Laplacian is symmetric: every wall must be seen from both of its fields
        for (int v = 0; v < n; v++) {
            for (int w : adjacent[v]) {
                if (multiplicity(adjacent[v], w) != multiplicity(adjacent[w], v)) {
                    throw new IllegalStateException("the wall between fields " + v + " and " + w
                            + " is seen from one side only");
                }
            }
        }
        return adjacent;
    }

    private static int multiplicity(int[] list, int x) {
        int k = 0;
        for (int y : list) {
            if (y == x) {
                k++;
            }
        }
        return k;
    }

    private static boolean connected(int[][] adjacent) {
        return breadthFirst(adjacent, 0).length == adjacent.length;
    }

    private static int[] breadthFirst(int[][] adjacent, int from) {
        int n = adjacent.length;
        boolean[] seen = new boolean[n];
        int[] order = new int[n];
        int k = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        seen[from] = true;
        while (!queue.isEmpty()) {
            int v = queue.poll();
            order[k++] = v;
            for (int w : adjacent[v]) {
                if (!seen[w]) {
                    seen[w] = true;
                    queue.add(w);
                }
            }
        }
        return Arrays.copyOf(order, k);
    }

    /**
     * An order of the fields with a narrow band: the given one (rows of the narrow side first) or the breadth-first
     * order from a field at the end of a longest breadth-first walk (Cuthill and McKee), whichever is narrower.
     */
    private static int[] narrowOrder(int[][] adjacent) {
        int n = adjacent.length;
        int[] natural = new int[n];
        for (int i = 0; i < n; i++) {
            natural[i] = i;
        }
        int[] far = breadthFirst(adjacent, 0);
        int[] bfs = breadthFirst(adjacent, far[far.length - 1]);
        return band(adjacent, bfs) < band(adjacent, natural) ? bfs : natural;
    }

    private static int band(int[][] adjacent, int[] order) {
        int[] rank = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            rank[order[i]] = i;
        }
        int band = 0;
        for (int v = 0; v < adjacent.length; v++) {
            for (int w : adjacent[v]) {
                band = Math.max(band, Math.abs(rank[v] - rank[w]));
            }
        }
        return band;
    }

    static long previousPrime(long below) {
        long p = below - 1;
        if ((p & 1) == 0) {
            p--;
        }
        while (!BigInteger.valueOf(p).isProbablePrime(64)) {
            p -= 2;
        }
        return p;
    }

    /** The Laplacian without its last row and column (in the narrow order), eliminated modulo one prime at a time. */
    private static final class Laplacian {
        private final int size;
        private final int band;
        /** Row i's entries from column i to i + band (the upper band; the matrix is symmetric). */
        private final long[] initial;

        Laplacian(int[][] adjacent, int[] order, int[] rank, int band) {
            this.size = adjacent.length - 1;
            this.band = band;
            this.initial = new long[Math.multiplyExact(size, band + 1)];
            for (int i = 0; i < size; i++) {
                int v = order[i];
                initial[i * (band + 1)] += adjacent[v].length;
                for (int w : adjacent[v]) {
                    int j = rank[w];
                    if (j > i && j < size) {
                        initial[i * (band + 1) + j - i] -= 1;
                    }
                }
            }
        }

        /** The determinant modulo p, or -1 when a pivot is divisible by p (elimination without pivoting fails). */
        long determinantModulo(long p, Limits limits) {
            Montgomery mg = new Montgomery(p);
            int w = band + 1;
            long[] a = new long[initial.length];
            for (int i = 0; i < a.length; i++) {
                a[i] = mg.in(Math.floorMod(initial[i], p));
            }
            long det = mg.in(1);
            for (int i = 0; i < size; i++) {
                if ((i & 255) == 0) {
                    limits.check();
                }
                long pivot = a[i * w];
                if (pivot == 0) {
                    return -1;
                }
                det = mg.mul(det, pivot);
                long inverse = mg.inverse(pivot);
                int last = Math.min(band, size - 1 - i);
                int rowI = i * w;
                for (int d = 1; d <= last; d++) {
                    long lij = a[rowI + d];
                    if (lij == 0) {
                        continue;
                    }
                    long f = mg.mul(lij, inverse);
                    long negF = f == 0 ? 0 : p - f;
                    int rowJ = (i + d) * w;
                    // row i + d, columns i + d .. i + band: entry (i + d, i + e) at rowJ + e - d
                    for (int e = d; e <= last; e++) {
                        long u = a[rowI + e];
                        if (u != 0) {
                            long v = a[rowJ + e - d] + mg.mul(negF, u);
                            a[rowJ + e - d] = v >= p ? v - p : v;
                        }
                    }
                }
            }
            return mg.out(det);
        }
    }

    /** Arithmetic modulo an odd p below 2^62 in Montgomery form (R = 2^64): a product is two multiplications. */
    static final class Montgomery {
        private final long p;
        private final long negInverse;
        private final long r2;

        Montgomery(long p) {
            this.p = p;
            long inv = p; // Newton's iteration doubles the correct low bits of p^-1 mod 2^64 each time
            for (int i = 0; i < 5; i++) {
                inv *= 2 - p * inv;
            }
            this.negInverse = -inv;
            this.r2 = BigInteger.ONE.shiftLeft(128).mod(BigInteger.valueOf(p)).longValue();
        }

        long in(long x) {
            return mul(x, r2);
        }

        long out(long x) {
            return reduce(0, x);
        }

        long mul(long x, long y) {
            return reduce(Math.multiplyHigh(x, y), x * y);
        }

        private long reduce(long hi, long lo) {
            long m = lo * negInverse;
            long mpHi = Math.multiplyHigh(m, p) + ((m >> 63) & p); // the unsigned high word of m * p
            long t = hi + mpHi + (lo != 0 ? 1 : 0);
            return t >= p ? t - p : t;
        }

        /** x^(p-2) = x^-1 for x not divisible by p (Fermat), in Montgomery form. */
        long inverse(long x) {
            long result = in(1);
            long base = x;
            for (long e = p - 2; e > 0; e >>>= 1) {
                if ((e & 1) != 0) {
                    result = mul(result, base);
                }
                base = mul(base, base);
            }
            return result;
        }
    }
}
