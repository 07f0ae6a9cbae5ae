package org.gridpuzzles.frontier;

import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * An undirected simple graph whose vertices 0..n-1 are numbered in the order the count sweeps them. Each vertex, when
 * swept, decides its edges to the vertices before it; the frontier holds the swept vertices that still have a
 * neighbour to come, so the numbering decides the frontier width (and with it the number of states).
 *
 * <p>Symmetries of the graph (automorphisms, as permutations of the vertices) may be given; they must form a group
 * with the identity left out (for one reflection: just that reflection). After every step whose swept vertices a
 * symmetry maps onto themselves, a state and its images have the same number of completions, so the count keeps one
 * state for all of them with their counts added: about half the states for one reflection.
 *
 * @param neighbours for each vertex its neighbours, ascending
 * @param symmetries automorphisms of the graph, each a permutation {@code s[v]} of the vertices (may be empty)
 */
public record FrontierGraph(int[][] neighbours, int[][] symmetries) implements java.io.Serializable {

    /** A graph without symmetries given. */
    public FrontierGraph(int[][] neighbours) {
        this(neighbours, new int[0][]);
    }

    public FrontierGraph {
        int n = neighbours.length;
        int[][] copy = new int[n][];
        for (int v = 0; v < n; v++) {
            copy[v] = neighbours[v].clone();
            Arrays.sort(copy[v]);
            for (int k = 0; k < copy[v].length; k++) {
                int w = copy[v][k];
                if (w < 0 || w >= n || w == v || (k > 0 && copy[v][k - 1] == w)) {
                    throw new InvalidInputException("vertex " + v + " has a bad neighbour " + w);
                }
            }
        }
        for (int v = 0; v < n; v++) {
            for (int w : copy[v]) {
                if (Arrays.binarySearch(copy[w], v) < 0) {
                    throw new InvalidInputException("edge " + v + "-" + w + " is not given both ways");
                }
            }
        }
        neighbours = copy;
        int[][] syms = new int[symmetries.length][];
        for (int i = 0; i < syms.length; i++) {
            syms[i] = symmetries[i].clone();
            if (!isAutomorphism(copy, syms[i])) {
                throw new InvalidInputException("symmetry " + (i + 1) + " is not an automorphism of the graph");
            }
        }
        symmetries = syms;
    }

    private static boolean isAutomorphism(int[][] nb, int[] s) {
        int n = nb.length;
        if (s.length != n) {
            return false;
        }
        boolean[] hit = new boolean[n];
        for (int v = 0; v < n; v++) {
            if (s[v] < 0 || s[v] >= n || hit[s[v]]) {
                return false;
            }
            hit[s[v]] = true;
        }
        for (int v = 0; v < n; v++) {
            if (nb[s[v]].length != nb[v].length) {
                return false;
            }
            for (int w : nb[v]) {
                if (Arrays.binarySearch(nb[s[v]], s[w]) < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The same graph with these symmetries (see the class comment). */
    public FrontierGraph withSymmetries(int[]... s) {
        return new FrontierGraph(neighbours, s);
    }

    public int vertexCount() {
        return neighbours.length;
    }

    /** The same graph with vertex {@code v} renamed {@code rank[v]} (a permutation): another sweep order. */
    public FrontierGraph renumbered(int[] rank) {
        int n = neighbours.length;
        int[][] nb = new int[n][];
        for (int v = 0; v < n; v++) {
            int[] row = new int[neighbours[v].length];
            for (int k = 0; k < row.length; k++) {
                row[k] = rank[neighbours[v][k]];
            }
            nb[rank[v]] = row;
        }
        int[][] syms = new int[symmetries.length][n];
        for (int i = 0; i < syms.length; i++) {
            for (int v = 0; v < n; v++) {
                syms[i][rank[v]] = rank[symmetries[i][v]];
            }
        }
        return new FrontierGraph(nb, syms);
    }

    /** The most vertices the frontier holds between two steps of the sweep. */
    public int frontierWidth() {
        return new Sweep(this, FrontierGoal.cycle()).maxStored();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FrontierGraph g && Arrays.deepEquals(neighbours, g.neighbours)
                && Arrays.deepEquals(symmetries, g.symmetries);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(neighbours) * 31 + Arrays.deepHashCode(symmetries);
    }

    @Override
    public String toString() {
        return "FrontierGraph[" + neighbours.length + " vertices, " + symmetries.length + " symmetries]";
    }
}
