package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

/**
 * Fast incomplete search for the decision mode: a beam search that keeps, push after push, the {@code width} most
 * promising new states, and restarts with a wider beam when a beam dies out. A state is promising when the avatar's
 * fields are close to the goal's component (distance on the torus of pushes) and both are large. It never proves
 * that no solution exists.
 */
final class BeamSearch implements PushSearch {

    private final int firstWidth;
    private final int maxWidth;

    public BeamSearch() {
        this(64, 1 << 16);
    }

    public BeamSearch(int firstWidth, int maxWidth) {
        this.firstWidth = firstWidth;
        this.maxWidth = maxWidth;
    }

    @Override
    public PushOutcome solve(PushPuzzle puzzle, Control control) {
        TileBoard start = new TileBoard(puzzle);
        if (start.reached()) {
            return PushOutcome.solved(List.of(), false, 0);
        }
        long nodes = 0;
        for (int width = firstWidth; ; width = Math.min(maxWidth, width * 4)) {
            Pass pass = new Pass(puzzle, width, control);
            List<Push> found = pass.run(start);
            nodes += pass.nodes;
            if (found != null) {
                return PushOutcome.solved(found, false, nodes);
            }
            if (control.stopped()) {
                return PushOutcome.timeout(nodes);
            }
            if (puzzle.maxSteps() == 0 || width >= maxWidth) {
                // Giving up proves nothing: reported as no answer.
                return PushOutcome.timeout(nodes);
            }
        }
    }

    /**
     * A solution of at most {@code pushes} pushes found by beams of growing width within {@code budgetNanos} (a
     * pass that would not end in time by the last pass's cost is not begun), or null. Used by the optimal search
     * after it refuted every shorter sequence: a solution of exactly that length is then minimal, and the complete
     * search of its own depth, the costliest, is not needed.
     */
    static Found within(PushPuzzle puzzle, int pushes, long budgetNanos, Control control) {
        TileBoard start = new TileBoard(puzzle);
        PushPuzzle capped = puzzle.withMaxSteps(pushes);
        long t0 = System.nanoTime();
        long nodes = 0;
        long lastPass = 0;
        for (int width = 64; width <= 1 << 20; width *= 4) {
            long used = System.nanoTime() - t0;
            if (used + 4 * lastPass > budgetNanos || control.stopped()) {
                break;
            }
            long p0 = System.nanoTime();
            Pass pass = new Pass(capped, width, control);
            List<Push> found = pass.run(start);
            nodes += pass.nodes;
            lastPass = System.nanoTime() - p0;
            if (found != null) {
                return new Found(found, nodes);
            }
            if (pass.complete) {
                // every state within the cap was kept: a wider beam would find nothing more
                break;
            }
        }
        return new Found(null, nodes);
    }

    /** What {@link #within} found (null pushes: nothing) and the states it generated. */
    record Found(List<Push> pushes, long nodes) {
    }

    private static final class Pass {
        final PushPuzzle puzzle;
        final int n;
        final int width;
        final Control control;
        final Push[] pushes;
        final LongOpenHashSet seen = new LongOpenHashSet();
        final long[] goalSide;
        final int[] dist;
        final int[] queue;
        long nodes;
        /** True when no layer had to drop a state for want of width: the pass saw every state within its cap. */
        boolean complete = true;

        Pass(PushPuzzle puzzle, int width, Control control) {
            this.puzzle = puzzle;
            this.n = puzzle.n();
            this.width = width;
            this.control = control;
            this.pushes = Push.all(n);
            this.goalSide = new long[(n * n + 63) >>> 6];
            this.dist = new int[n * n];
            this.queue = new int[n * n];
        }

        List<Push> run(TileBoard start) {
            int moves = 4 * n;
            List<TileBoard> beam = new ArrayList<>(List.of(new TileBoard(start)));
            // Parent links per depth: index into the previous beam, and the push.
            List<int[]> parents = new ArrayList<>();
            List<int[]> via = new ArrayList<>();
            TileBoard child = new TileBoard(start);
            for (int depth = 1; depth <= puzzle.maxSteps(); depth++) {
                int count = beam.size() * moves;
                long[] keys = new long[count];
                int k = 0;
                for (int b = 0; b < beam.size(); b++) {
                    TileBoard here = beam.get(b);
                    for (int p = 0; p < moves; p++) {
                        if ((nodes++ & 255) == 0 && control.stopped()) {
                            return null;
                        }
                        child.copyFrom(here);
                        child.push(p);
                        walk(child, p, depth);
                        if (child.reached()) {
                            List<Push> path = new ArrayList<>();
                            path.add(pushes[p]);
                            int at = b;
                            for (int d = depth - 2; d >= 0; d--) {
                                path.add(pushes[via.get(d)[at]]);
                                at = parents.get(d)[at];
                            }
                            java.util.Collections.reverse(path);
                            return path;
                        }
                        if (depth == puzzle.maxSteps()) {
                            continue;
                        }
                        long score = score(child);
                        // score (31 bits) | parent (24 bits) | push (8 bits): sorting the keys ranks the children.
                        keys[k++] = (score << 32) | ((long) b << 8) | p;
                    }
                }
                if (depth == puzzle.maxSteps()) {
                    // the last layer's children were only tested for the goal
                    return null;
                }
                Arrays.sort(keys, 0, k);
                List<TileBoard> next = new ArrayList<>();
                int[] par = new int[Math.min(width, k)];
                int[] pu = new int[par.length];
                int i = 0;
                for (; i < k && next.size() < width; i++) {
                    int b = (int) (keys[i] >>> 8) & 0xffffff;
                    int p = (int) keys[i] & 0xff;
                    TileBoard c = new TileBoard(beam.get(b));
                    c.push(p);
                    walk(c, p, depth);
                    if (!seen.add(c.hash(0))) {
                        continue;
                    }
                    par[next.size()] = b;
                    pu[next.size()] = p;
                    next.add(c);
                }
                if (i < k) {
                    complete = false;
                }
                if (next.isEmpty()) {
                    return null;
                }
                parents.add(par);
                via.add(pu);
                beam = next;
            }
            return null;
        }

        /** The start's avatar has not walked yet; every later state's set is closed, so the walk is local. */
        private static void walk(TileBoard b, int p, int depth) {
            if (depth == 1) {
                b.walk();
            } else {
                b.walkAfter(p);
            }
        }

        /** Smaller is better: distance between avatar and goal component first, then their sizes. */
        private long score(TileBoard b) {
            b.component(b.goal, goalSide);
            int size = n * n;
            Arrays.fill(dist, -1);
            int head = 0;
            int tail = 0;
            int goalCount = 0;
            for (int w = 0; w < goalSide.length; w++) {
                long bits = goalSide[w];
                while (bits != 0) {
                    int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    dist[f] = 0;
                    queue[tail++] = f;
                    goalCount++;
                }
            }
            int d = n * 2;
            // Breadth-first on the torus: pushes wrap around, walking does not, so this is only a guide.
            search:
            while (head < tail) {
                int f = queue[head++];
                int x = f / n;
                int y = f % n;
                int[] nb = {((x + 1) % n) * n + y, ((x + n - 1) % n) * n + y, x * n + (y + 1) % n,
                    x * n + (y + n - 1) % n};
                for (int g : nb) {
                    if (dist[g] < 0) {
                        dist[g] = dist[f] + 1;
                        if (TileBoard.get(b.avatar, g)) {
                            d = dist[g];
                            break search;
                        }
                        queue[tail++] = g;
                    }
                }
            }
            int spread = Math.min(b.avatarCount() + goalCount, size);
            return (long) d * (size + 1) + (size - spread);
        }
    }
}
