package org.gridpuzzles.maze;

/** Coin flips for the algorithms that flip one per field, without allocation. */
final class Walk {

    private Walk() {
    }

    /** Fair coins, 64 from each random long (the binary tree and sidewinder flip one per field). */
    static final class Coins {
        private final java.util.random.RandomGenerator rng;
        private long bits;
        private int left;

        Coins(java.util.random.RandomGenerator rng) {
            this.rng = rng;
        }

        boolean flip() {
            if (left == 0) {
                bits = rng.nextLong();
                left = 64;
            }
            boolean heads = (bits & 1) != 0;
            bits >>>= 1;
            left--;
            return heads;
        }
    }
}
