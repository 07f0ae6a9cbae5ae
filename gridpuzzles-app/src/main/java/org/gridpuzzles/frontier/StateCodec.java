package org.gridpuzzles.frontier;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Packs a frontier into one long. Per frontier vertex a code: 0 no edge yet, 1 two edges (done), 2 and more one edge,
 * the code naming the piece of line it ends (the piece's other end is the vertex with the same code, or has left the
 * frontier as an end of the path when no other vertex has it).
 */
abstract class StateCodec {

    static final int NONE = 0;
    static final int DONE = 1;

    /** Writes the codes of {@code key} (a frontier of {@code m} vertices) into {@code out}. */
    abstract void decode(long key, int m, int[] out);

    /**
     * The key of the codes {@code c[0..m)}, labels canonical (numbered 2, 3, ... in order of first appearance);
     * {@code occ[label]} says how often each label occurs.
     */
    abstract long encode(int[] c, int m, int[] occ);

    abstract String name();

    /** A codec of its own for another thread (the codecs keep scratch arrays). */
    abstract StateCodec copy();

    static StateCodec forSweep(Sweep sweep, boolean nested) {
        int w = sweep.maxStored();
        if (nested) {
            if (3 * w > 63) {
                throw new InvalidInputException("the frontier holds up to " + w + " vertices; at most 21 fit a state");
            }
            return new Nested(sweep.maxWorking() + 2);
        }
        int base = (w + 2) / 2 + 2;
        double bits = w * (Math.log(base) / Math.log(2));
        if (bits > 62.9) {
            throw new InvalidInputException("the frontier holds up to " + w + " vertices: too wide for a state of 64 "
                    + "bits in this order (try another sweep order, or the narrow side across)");
        }
        return new Radix(base, sweep.maxWorking() + 2);
    }

    /** The canonical labels as digits of one number in base (most labels + 2). */
    static final class Radix extends StateCodec {
        private final long base;

        private final int width;

        /** base^p: the digits' products are independent, not one chain of multiplications. */
        private final long[] power;

        /** x / base == (x * inverse) >>> shift for 0 <= x < 2^31: a multiplication instead of a division. */
        private final long inverse;
        private final int shift;

        Radix(int base, int width) {
            this.base = base;
            this.width = width;
            shift = 31 + (32 - Integer.numberOfLeadingZeros(base));
            inverse = (1L << shift) / base + 1;
            power = new long[width];
            long x = 1;
            for (int p = 0; p < width; p++) {
                power[p] = x;
                x *= base;
            }
        }

        @Override
        StateCodec copy() {
            return new Radix((int) base, width);
        }

        @Override
        void decode(long key, int m, int[] out) {
            // two 31-bit halves first: int division is much cheaper than long division
            int p = 0;
            while (p < m) {
                int chunk = Math.min(m - p, 8);
                long div = 1;
                for (int k = 0; k < chunk; k++) {
                    div *= base;
                }
                int low = (int) (key % div);
                key /= div;
                int b = (int) base;
                for (int k = 0; k < chunk; k++) {
                    int quotient = (int) ((low * inverse) >>> shift);
                    out[p++] = low - quotient * b;
                    low = quotient;
                }
            }
        }

        @Override
        long encode(int[] c, int m, int[] occ) {
            long key = 0;
            long[] pw = power;
            for (int p = 0; p < m; p++) {
                key += c[p] * pw[p];
            }
            return key;
        }

        @Override
        String name() {
            return "radix" + base;
        }
    }

    /**
     * For pieces that never cross: 0 no edge, 1 done, 2 opens a piece, 3 closes the innermost open one, 4 the single
     * frontier end of a piece whose other end has left; three bits a vertex.
     */
    static final class Nested extends StateCodec {
        private final int[] stack;

        Nested(int width) {
            stack = new int[width];
        }

        @Override
        StateCodec copy() {
            return new Nested(stack.length);
        }

        @Override
        void decode(long key, int m, int[] out) {
            int top = 0;
            int label = 2;
            for (int p = 0; p < m; p++) {
                int x = (int) (key >>> (3 * p)) & 7;
                switch (x) {
                    case 2 -> {
                        out[p] = label;
                        stack[top++] = label++;
                    }
                    case 3 -> out[p] = stack[--top];
                    case 4 -> out[p] = label++;
                    default -> out[p] = x;
                }
            }
        }

        @Override
        long encode(int[] c, int m, int[] occ) {
            long key = 0;
            int top = 0;
            for (int p = 0; p < m; p++) {
                int x = c[p];
                long code;
                if (x < 2) {
                    code = x;
                } else if (occ[x] == 1) {
                    code = 4;
                } else if (top > 0 && stack[top - 1] == x) {
                    top--;
                    code = 3;
                } else {
                    for (int k = 0; k < top; k++) {
                        if (stack[k] == x) {
                            throw new IllegalStateException("pieces of line cross on the frontier: the graph is not "
                                    + "swept in a planar order");
                        }
                    }
                    stack[top++] = x;
                    code = 2;
                }
                key |= code << (3 * p);
            }
            return key;
        }

        @Override
        String name() {
            return "nested";
        }
    }
}
