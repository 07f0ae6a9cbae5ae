package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * The number of perfect matchings of a graph, exactly, by a small dynamic program over the vertices in the graph's
 * numbering: a state is the set of vertices passed that still wait for a partner. It serves as a proved bound of a
 * cycle count known before the count begins: a Hamiltonian cycle through an even number of vertices is the union of
 * two disjoint perfect matchings (its alternate edges), and the two give the cycle back, so there are at most
 * m (m - 1) / 2 cycles for m matchings. With that bound the first pass needs no floating-point estimate, and a state
 * takes a third less room.
 */
final class PerfectMatchings {

    private PerfectMatchings() {
    }

    /**
     * The number of perfect matchings, or null when a vertex waits more than 62 places for its last neighbour in this
     * numbering (the states would not fit a long).
     */
    static BigInteger count(FrontierGraph graph) {
        int n = graph.vertexCount();
        if (n % 2 == 1) {
            return BigInteger.ZERO;
        }
        int[][] nb = graph.neighbours();
        int[] lastNeighbour = new int[n];
        for (int v = 0; v < n; v++) {
            int last = -1;
            for (int w : nb[v]) {
                last = Math.max(last, w);
                if (Math.abs(w - v) > 62) {
                    return null;
                }
            }
            if (last < 0) {
                return BigInteger.ZERO;
            }
            lastNeighbour[v] = last;
        }
        // bit j of a state: vertex v - 1 - j waits for a partner (before v is placed)
        Map<Long, BigInteger> cur = new HashMap<>();
        cur.put(0L, BigInteger.ONE);
        for (int v = 0; v < n; v++) {
            long behind = 0; // waiting vertices v takes as partner: its neighbours before it
            for (int w : nb[v]) {
                if (w < v) {
                    behind |= 1L << (v - 1 - w);
                }
            }
            boolean mayWait = lastNeighbour[v] > v;
            long lost = 0; // after v: vertices (bit j = vertex v - j) whose last neighbour has passed
            for (int j = 0; j <= Math.min(v, 62); j++) {
                if (lastNeighbour[v - j] <= v) {
                    lost |= 1L << j;
                }
            }
            Map<Long, BigInteger> next = new HashMap<>();
            for (Map.Entry<Long, BigInteger> e : cur.entrySet()) {
                long s = e.getKey();
                BigInteger c = e.getValue();
                if (mayWait) {
                    add(next, (s << 1) | 1, c, lost);
                }
                for (long options = s & behind; options != 0; options &= options - 1) {
                    add(next, (s & ~Long.lowestOneBit(options)) << 1, c, lost);
                }
            }
            cur = next;
        }
        return cur.getOrDefault(0L, BigInteger.ZERO);
    }

    private static void add(Map<Long, BigInteger> next, long state, BigInteger c, long lost) {
        if ((state & lost) == 0) {
            next.merge(state, c, BigInteger::add);
        }
    }

    /** A proved upper bound of the Hamiltonian cycles (undirected) of the graph, or null when there is none here. */
    static BigInteger cycleBound(FrontierGraph graph) {
        if (graph.vertexCount() % 2 == 1) {
            return null; // an odd cycle is no union of matchings
        }
        BigInteger m = count(graph);
        if (m == null) {
            return null;
        }
        return m.multiply(m.subtract(BigInteger.ONE).max(BigInteger.ZERO)).shiftRight(1);
    }
}
