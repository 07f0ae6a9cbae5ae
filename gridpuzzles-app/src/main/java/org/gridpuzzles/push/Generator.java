package org.gridpuzzles.push;

import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Random instances: every opening of every tile present with a given probability (about 0.45 gives the density of
 * the competition's boards), avatar and goal on distinct random fields, max_steps N unless given. Boards with a
 * number of pushes are planted: a random board where the avatar's tile and the goal's tile are connected is scrambled
 * by the inverses of K random pushes, so those K pushes solve it; the exact minimum is then proved by the optimal
 * search, and candidates with a shorter solution are dropped.
 */
final class Generator {

    private Generator() {
    }

    public static PushPuzzle generate(int n, long seed, int maxSteps, double density) {
        checkSize(n);
        SplittableRandom r = new SplittableRandom(seed);
        byte[] open = openings(n, r, density);
        int init = r.nextInt(n * n);
        int goal = r.nextInt(n * n - 1);
        if (goal >= init) {
            goal++;
        }
        return new PushPuzzle(n, open, init, goal, maxSteps < 0 ? n : maxSteps);
    }

    public static PushPuzzle generate(int n, long seed) {
        return generate(n, seed, -1, 0.45);
    }

    private static void checkSize(int n) {
        if (n < 2 || n > PushPuzzle.MAX_SIZE) {
            throw new InvalidInputException("board size " + n + " outside 2.." + PushPuzzle.MAX_SIZE);
        }
    }

    private static byte[] openings(int n, SplittableRandom r, double density) {
        byte[] open = new byte[n * n];
        for (int i = 0; i < open.length; i++) {
            int o = 0;
            for (int b = 0; b < 4; b++) {
                if (r.nextDouble() < density) {
                    o |= 1 << b;
                }
            }
            open[i] = (byte) o;
        }
        return open;
    }

    /** A board that the K pushes chosen here solve (perhaps earlier, or with fewer pushes another way). */
    static PushPuzzle planted(int n, long seed, int k, double density, int maxSteps) {
        checkSize(n);
        SplittableRandom r = new SplittableRandom(seed);
        while (true) {
            byte[] open = openings(n, r, density);
            int goal = r.nextInt(n * n);
            TileBoard probe = new TileBoard(new PushPuzzle(n, open, goal, goal, 0));
            long[] side = new long[(n * n + 63) >>> 6];
            probe.component(goal, side);
            int size = 0;
            for (long w : side) {
                size += Long.bitCount(w);
            }
            if (size < 2) {
                continue;
            }
            // The avatar's tile: another tile of the goal's component, chosen uniformly.
            int pick = r.nextInt(size - 1);
            int avatar = -1;
            for (int f = 0; f < n * n && avatar < 0; f++) {
                if (f != goal && TileBoard.get(side, f) && pick-- == 0) {
                    avatar = f;
                }
            }
            TileBoard b = new TileBoard(new PushPuzzle(n, open, avatar, goal, 0));
            // Undo k pushes, last first: tiles, goal and avatar travel back to where the solution starts. Each push
            // moves the avatar's or the goal's tile (a push elsewhere would rarely be needed), and none undoes the
            // one after it.
            int next = -1;
            for (int i = k - 1; i >= 0; i--) {
                int p;
                do {
                    int tile = r.nextBoolean() ? b.goal() : avatarField(b);
                    boolean row = r.nextBoolean();
                    int line = row ? tile / n : tile % n;
                    p = (row ? 0 : 2 * n) + (r.nextBoolean() ? n : 0) + line;
                } while (next >= 0 && p == inverse(next, n));
                b.push(inverse(p, n));
                next = p;
            }
            int init = avatarField(b);
            byte[] start = new byte[n * n];
            for (int f = 0; f < n * n; f++) {
                start[f] = (byte) b.openings(f);
            }
            return new PushPuzzle(n, start, init, b.goal(), maxSteps < 0 ? k : maxSteps);
        }
    }

    private static int inverse(int p, int n) {
        return FieldGeometry.of(n).inverse[p];
    }

    private static int avatarField(TileBoard b) {
        int n = b.n();
        for (int f = 0; f < n * n; f++) {
            if (b.avatarOn(f)) {
                return f;
            }
        }
        throw new IllegalStateException("no avatar on the board");
    }

    /**
     * A board whose minimum is exactly k pushes: planted candidates from the seed, the first whose optimal search
     * finds no solution with fewer pushes. Null when {@code control} stops the search first.
     */
    static PushPuzzle withMinimum(int n, long seed, int k, double density, int maxSteps, Control control,
            java.util.function.IntConsumer attempted) {
        SplittableRandom seeds = new SplittableRandom(seed);
        for (int attempt = 1; ; attempt++) {
            if (control.stopped()) {
                return null;
            }
            PushPuzzle candidate = planted(n, seeds.nextLong(), k, density, maxSteps);
            // A small table: most candidates are settled within a few thousand states.
            PushOutcome shorter = new ExhaustiveSearch(16).solve(candidate.withMaxSteps(k - 1), control);
            attempted.accept(attempt);
            if (shorter.status() == PushStatus.TIMEOUT) {
                return null;
            }
            if (shorter.status() == PushStatus.UNSATISFIABLE) {
                return candidate;
            }
        }
    }
}
