package org.gridpuzzles.frontier;

/**
 * One step of the sweep for one state: every choice of edges from the new vertex back to the frontier that keeps the
 * chosen edges a set of paths (a cycle only as the very last edge of a cycle count), then the vertices whose last
 * neighbour this was leave the frontier with a degree they may end with. Not shared between threads.
 */
final class Stepper implements StepRule {

    private static final int GONE = -1;

    private final Sweep sweep;
    private final StateCodec codec;
    private final boolean cycle;
    private final int[] cur;
    private final int[] a;
    private final int[] b;
    private final int[] occ;
    private final int[] rename;
    private final int[] image;
    private final int[] imageOcc;
    private final int[] identity;
    private final int[] noEnds;
    /** Per step, 1 where a vertex of the next frontier without an edge can only end the path. */
    private final int[][] endsAtMostOne;
    /** Per step, the places of the working frontier whose vertices leave it. */
    private final int[][] leavingAt;
    /** Set by {@link #canonical}. */
    private int noneEnds;

    Stepper(Sweep sweep, StateCodec codec) {
        this(sweep, codec, null);
    }

    /** A stepper for another thread: scratch space of its own, the per-step tables of {@code shared}. */
    private Stepper(Sweep sweep, StateCodec codec, Stepper shared) {
        this.sweep = sweep;
        this.codec = codec;
        this.cycle = sweep.goal.kind() == FrontierGoal.Kind.CYCLE;
        int w = sweep.maxWorking() + 2;
        if (w + 6 > Long.SIZE) {
            // labels are bits of one long in canonical; a state (at most 21 vertices) is far narrower than this
            throw new IllegalStateException("a frontier of " + w + " vertices");
        }
        cur = new int[w];
        a = new int[w];
        b = new int[w];
        occ = new int[2 * w + 8];
        rename = new int[2 * w + 8];
        image = new int[w];
        imageOcc = new int[2 * w + 8];
        identity = new int[w];
        for (int q = 0; q < w; q++) {
            identity[q] = q;
        }
        noEnds = new int[w];
        endsAtMostOne = shared == null ? endMarks(sweep) : shared.endsAtMostOne;
        leavingAt = shared == null ? leaving(sweep) : shared.leavingAt;
    }

    /** Per step, 1 for each vertex of the next frontier that can only end the path when it has no edge yet. */
    private static int[][] endMarks(Sweep sweep) {
        int[][] marks = new int[sweep.n][];
        for (int v = 0; v < sweep.n; v++) {
            boolean[] ends = sweep.endsAtMostOne[v];
            if (ends != null) {
                marks[v] = new int[ends.length];
                for (int q = 0; q < ends.length; q++) {
                    marks[v][q] = ends[q] ? 1 : 0;
                }
            }
        }
        return marks;
    }

    /** Per step, the places of the working frontier whose vertices leave it. */
    private static int[][] leaving(Sweep sweep) {
        int[][] places = new int[sweep.n][];
        for (int v = 0; v < sweep.n; v++) {
            boolean[] leaves = sweep.leaves[v];
            places[v] = java.util.stream.IntStream.range(0, leaves == null ? 0 : leaves.length)
                    .filter(p -> leaves[p]).toArray();
        }
        return places;
    }

    @Override
    public int steps() {
        return sweep.n;
    }

    @Override
    public int fanout(int v) {
        int b = sweep.back[v].length;
        return 1 + b + b * (b - 1) / 2;
    }

    @Override
    public long fingerprint() {
        return Checkpoints.fingerprint(sweep.graph, sweep.goal, codec.name());
    }

    @Override
    public StepRule copy() {
        return new Stepper(sweep, codec.copy(), this);
    }

    /** The edges a code stands for (0, 2 for DONE, 1 for a label), without a branch: see {@link #canonical}. */
    private static int degree(int code) {
        return notZero(code) + 1 - notZero(code ^ StateCodec.DONE);
    }

    /** 1 when {@code x} is not 0, else 0. */
    private static int notZero(int x) {
        return (x | -x) >>> 31;
    }

    @Override
    public void expand(int v, long key, Sink sink) {
        int m = sweep.before[v] + 1;
        codec.decode(key, m - 1, cur);
        cur[m - 1] = StateCodec.NONE;
        int[] back = sweep.back[v];
        int[] cap = sweep.cap[v];
        int[] mustNow = sweep.mustNow[v];
        int[] backIndex = sweep.backIndex[v];
        int vp = m - 1;
        // the edges this step must choose: a vertex short of its degree now can only get one edge, from v
        int req = 0;
        for (int p = 0; p < vp; p++) {
            int deficit = mustNow[p] - degree(cur[p]);
            if (deficit > 0) {
                if (deficit > 1 || backIndex[p] < 0) {
                    return;
                }
                req |= 1 << backIndex[p];
            }
        }
        int minEdges = Math.max(mustNow[vp], Integer.bitCount(req));
        int maxEdges = Math.min(cap[vp], back.length);
        if (minEdges > maxEdges) {
            return;
        }
        if (minEdges == 0) {
            attempt(v, m, -1, -1, sink);
        }
        for (int i = 0; i < back.length; i++) {
            int pi = back[i];
            if (degree(cur[pi]) >= cap[pi]) {
                continue;
            }
            if (minEdges <= 1 && (req & ~(1 << i)) == 0) {
                attempt(v, m, pi, -1, sink);
            }
            if (maxEdges < 2) {
                continue;
            }
            for (int j = i + 1; j < back.length; j++) {
                int pj = back[j];
                if (degree(cur[pj]) < cap[pj] && (req & ~((1 << i) | (1 << j))) == 0) {
                    attempt(v, m, pi, pj, sink);
                }
            }
        }
    }

    private void attempt(int v, int m, int pi, int pj, Sink sink) {
        System.arraycopy(cur, 0, a, 0, m);
        int vp = m - 1;
        boolean last = v == sweep.n - 1;
        int completed = 0;
        boolean closed = false;
        int fresh = m + 2;
        for (int e = 0; e < 2; e++) {
            int p = e == 0 ? pi : pj;
            if (p < 0) {
                break;
            }
            int cu = a[p];
            int cv = a[vp];
            if (cv == StateCodec.DONE) {
                return;
            }
            if (cu == StateCodec.NONE && cv == StateCodec.NONE) {
                a[p] = fresh;
                a[vp] = fresh++;
            } else if (cu == StateCodec.NONE) {
                a[p] = cv;
                a[vp] = StateCodec.DONE;
            } else if (cv == StateCodec.NONE) {
                a[vp] = cu;
                a[p] = StateCodec.DONE;
            } else if (cu == cv) {
                // the two ends of one piece: a cycle, allowed only as the last edge of a cycle count
                if (!cycle || !last) {
                    return;
                }
                a[p] = StateCodec.DONE;
                a[vp] = StateCodec.DONE;
                closed = true;
            } else {
                a[p] = StateCodec.DONE;
                a[vp] = StateCodec.DONE;
                int other = 0;
                for (int q = 0; q < m; q++) {
                    int x = a[q];
                    int isV = 1 - notZero(x ^ cv);
                    other |= isV | (1 - notZero(x ^ cu));
                    a[q] = x + (cu - x) * isV;
                }
                if (other == 0) {
                    completed++; // both outer ends had left: the path is complete
                }
            }
        }
        // for a cycle every leaving vertex has its two edges (expand saw to that) and every piece two ends on the
        // frontier: nothing to check as they leave, and no single ends below
        if (!cycle) {
            int[] leaving = leavingAt[v];
            boolean[] mayEnd = sweep.mayEnd[v];
            for (int p : leaving) {
                int c = a[p];
                if (c == StateCodec.NONE) {
                    return;
                }
                a[p] = GONE;
                if (c == StateCodec.DONE) {
                    continue;
                }
                if (!mayEnd[p]) {
                    return;
                }
                int other = 0;
                for (int q = 0; q < m; q++) {
                    other |= 1 - notZero(a[q] ^ c);
                }
                completed += 1 - other;
            }
        }
        if (last) {
            if (cycle ? closed : completed == 1) {
                sink.complete();
            }
            return;
        }
        if (completed > 0) {
            return; // a complete path before the last vertex leaves vertices out
        }
        int[] from = sweep.keptFrom[v];
        int[] atMostOne = endsAtMostOne[v];
        int k = from.length;
        int forcedEnds = 0;
        int[][] look = sweep.lookahead[v];
        if (look.length > 0) {
            int[] capNext = sweep.capNext[v];
            int[] free = sweep.lookaheadFree[v];
            int[] need = sweep.lookaheadNeed[v];
            boolean[] endsIfShort = sweep.lookaheadEnds[v];
            for (int i = 0; i < look.length; i++) {
                int supply = free[i];
                for (int q : look[i]) {
                    supply += (degree(a[from[q]]) - capNext[q]) >>> 31;
                }
                if (supply < need[i]) {
                    return; // a vertex to come can no longer get its edges
                }
                if (supply < 2 && endsIfShort[i]) {
                    forcedEnds++;
                }
            }
        }
        // the look-ahead needs degrees only: a state it drops is never relabelled
        int next = canonical(a, from, atMostOne, b, k, occ);
        if (!cycle) {
            int singles = noneEnds + forcedEnds;
            for (int r = 2; r < next; r++) {
                singles += 1 - notZero(occ[r] ^ 1);
            }
            if (singles > 2) {
                return; // more than two path ends, left or to come: no single path has them
            }
        }
        long key = codec.encode(b, k, occ);
        int[][] syms = sweep.symmetryAfter[v];
        if (syms != null) {
            key = leastImage(key, syms, k);
        }
        sink.next(key);
    }

    /** The least key among the state in {@code b} and its images: one state stands for all of them. */
    private long leastImage(long key, int[][] syms, int k) {
        for (int[] pos : syms) {
            for (int q = 0; q < k; q++) {
                image[pos[q]] = b[q];
            }
            canonical(image, identity, noEnds, image, k, imageOcc);
            key = Math.min(key, codec.encode(image, k, imageOcc));
        }
        return key;
    }

    /**
     * The codes {@code src[from[q]]}, q in 0..k, into {@code dst[q]}, with the labels of pieces renamed canonically
     * (2, 3, ... in order of first appearance) and how often each occurs counted in {@code counts}, in one pass;
     * returns the first label not used. The vertices without an edge that can only end the path are counted in
     * {@link #noneEnds}. (The least degrees of the next frontier need no check here: {@link #expand} chose only edge
     * sets that give every vertex what it must have.)
     */
    private int canonical(int[] src, int[] from, int[] atMostOne, int[] dst, int k, int[] counts) {
        // NONE and DONE are labels of their own that keep their names: the loop then needs no branch (which way a
        // branch here goes is as good as random, and missed guesses were a third of the whole sweep's time)
        long seen = (1L << StateCodec.NONE) | (1L << StateCodec.DONE);
        rename[StateCodec.NONE] = StateCodec.NONE;
        rename[StateCodec.DONE] = StateCodec.DONE;
        counts[StateCodec.NONE] = 0;
        counts[StateCodec.DONE] = 0;
        int next = 2;
        int ends = 0;
        for (int q = 0; q < k; q++) {
            int c = src[from[q]];
            int fresh = (int) (~seen >>> c) & 1; // 1: a label not seen yet in this call
            seen |= 1L << c;
            int old = rename[c];
            int r = old ^ ((old ^ next) & -fresh);
            rename[c] = r;
            next += fresh;
            counts[r] = (counts[r] & (fresh - 1)) + 1;
            dst[q] = r;
            ends += atMostOne[q] & ((c - 1) >>> 31); // no edge yet, and it can only be an end of the path
        }
        noneEnds = ends;
        return next;
    }
}
