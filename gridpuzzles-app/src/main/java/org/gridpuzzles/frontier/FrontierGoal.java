package org.gridpuzzles.frontier;

/**
 * What is counted: Hamiltonian paths between two given vertices, from one given vertex to any other, with any ends,
 * or Hamiltonian cycles. Every path and cycle is counted once as a set of edges (undirected).
 *
 * @param kind what is counted
 * @param from one end (paths between given ends or from a given end), else -1
 * @param to the other end (paths between given ends), else -1
 */
public record FrontierGoal(Kind kind, int from, int to) implements java.io.Serializable {

    /** What is counted. */
    public enum Kind { PATH_BETWEEN, PATH_FROM, PATH_ANY_ENDS, CYCLE }

    public static FrontierGoal pathBetween(int from, int to) {
        return new FrontierGoal(Kind.PATH_BETWEEN, from, to);
    }

    public static FrontierGoal pathFrom(int from) {
        return new FrontierGoal(Kind.PATH_FROM, from, -1);
    }

    public static FrontierGoal pathAnyEnds() {
        return new FrontierGoal(Kind.PATH_ANY_ENDS, -1, -1);
    }

    public static FrontierGoal cycle() {
        return new FrontierGoal(Kind.CYCLE, -1, -1);
    }
}
