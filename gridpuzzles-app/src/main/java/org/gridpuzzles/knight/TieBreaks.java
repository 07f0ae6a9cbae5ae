package org.gridpuzzles.knight;

import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;

/** The tie-breaks of the paper: random, a fixed move-ordering, Roth's distance from the centre, Pohl's second level. */
final class TieBreaks {

    private TieBreaks() {
    }

    /** {@code random}, {@code roth}, {@code pohl} or an eight-digit move-ordering; random ones use the seed. */
    static TieBreak parse(String text, long seed) {
        String s = text.trim().toLowerCase(java.util.Locale.ROOT);
        return switch (s) {
            case "random" -> random(seed);
            case "roth" -> roth();
            case "pohl" -> pohl(seed);
            default -> {
                if (!Ordering.looksLikeOne(s)) {
                    throw new InvalidInputException("unknown tie-break '" + text
                            + "': use random, roth, pohl or a move-ordering such as 12345678");
                }
                yield ordering(Ordering.parse(s));
            }
        };
    }

    /** True when the tie-break draws random numbers. */
    static boolean isRandom(String text) {
        String s = text.trim().toLowerCase(java.util.Locale.ROOT);
        return s.equals("random") || s.equals("pohl");
    }

    static TieBreak ordering(Ordering o) {
        return new TieBreak() {
            @Override
            public int choose(KnightBoard board, int at, int[] types, int n) {
                return first(o, types, n);
            }

            @Override
            public String name() {
                return o.digits();
            }
        };
    }

    static int first(Ordering o, int[] types, int n) {
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (o.rankOf(types[i]) < o.rankOf(types[best])) {
                best = i;
            }
        }
        return best;
    }

    static TieBreak random(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        return new TieBreak() {
            @Override
            public int choose(KnightBoard board, int at, int[] types, int n) {
                return rnd.nextInt(n);
            }

            @Override
            public String name() {
                return "random";
            }
        };
    }

    /** Roth: the largest Euclidean distance from the centre ((rows+1)/2, (cols+1)/2); further ties by 12345678. */
    static TieBreak roth() {
        return new TieBreak() {
            @Override
            public int choose(KnightBoard board, int at, int[] types, int n) {
                int best = -1;
                long bestDist = -1;
                int r0 = board.rowOf(at);
                int c0 = board.colOf(at);
                for (int i = 0; i < n; i++) {
                    // doubled coordinates keep the half-integer centre exact
                    long dr = 2L * (r0 + KnightMoves.D_ROW[types[i]]) - (board.rows + 1);
                    long dc = 2L * (c0 + KnightMoves.D_COL[types[i]]) - (board.cols + 1);
                    long d = dr * dr + dc * dc;
                    if (d > bestDist) { // types are in increasing order, so 12345678 breaks further ties
                        bestDist = d;
                        best = i;
                    }
                }
                return best;
            }

            @Override
            public String name() {
                return "roth";
            }
        };
    }

    /**
     * Pohl's second level: the smallest sum of the degrees of the tied square's unvisited neighbours; further ties
     * at random.
     */
    static TieBreak pohl(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] keep = new int[8];
        return new TieBreak() {
            @Override
            public int choose(KnightBoard board, int at, int[] types, int n) {
                long bestSum = Long.MAX_VALUE;
                int k = 0;
                for (int i = 0; i < n; i++) {
                    int sq = at + board.offset[types[i]];
                    long sum = 0;
                    for (int t = 0; t < 8; t++) {
                        int nb = sq + board.offset[t];
                        if (!board.visited(nb)) {
                            sum += board.degree(nb);
                        }
                    }
                    if (sum < bestSum) {
                        bestSum = sum;
                        k = 0;
                    }
                    if (sum == bestSum) {
                        keep[k++] = i;
                    }
                }
                return k == 1 ? keep[0] : keep[rnd.nextInt(k)];
            }

            @Override
            public String name() {
                return "pohl";
            }
        };
    }
}
