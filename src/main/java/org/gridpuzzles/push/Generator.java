package org.gridpuzzles.push;

import java.util.SplittableRandom;

/**
 * Random instances: every opening of every tile present with a given probability (about 0.45 gives the density of
 * the competition's boards), avatar and goal on distinct random fields, max_steps N unless given.
 */
final class Generator {

    private Generator() {
    }

    public static PushPuzzle generate(int n, long seed, int maxSteps, double density) {
        if (n < 2 || n > PushPuzzle.MAX_SIZE) {
            throw new org.gridpuzzles.core.InvalidInputException("board size " + n + " outside 2.."
                    + PushPuzzle.MAX_SIZE);
        }
        SplittableRandom r = new SplittableRandom(seed);
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
}
