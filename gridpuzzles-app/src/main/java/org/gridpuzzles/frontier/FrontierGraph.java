package org.gridpuzzles.frontier;

import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * An undirected simple graph whose vertices 0..n-1 are numbered in the order the count sweeps them. Each vertex, when
 * swept, decides its edges to the vertices before it; the frontier holds the swept vertices that still have a
 * neighbour to come, so the numbering decides the frontier width (and with it the number of states).
 *
 * @param neighbours for each vertex its neighbours, ascending
 */
public record FrontierGraph(int[][] neighbours) implements java.io.Serializable {

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
        return new FrontierGraph(nb);
    }

    /** The most vertices the frontier holds between two steps of the sweep. */
    public int frontierWidth() {
        return new Sweep(this, FrontierGoal.cycle()).maxStored();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FrontierGraph g && Arrays.deepEquals(neighbours, g.neighbours);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(neighbours);
    }

    @Override
    public String toString() {
        return "FrontierGraph[" + neighbours.length + " vertices]";
    }
}
