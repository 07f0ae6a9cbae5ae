package org.gridpuzzles.frontier;

/**
 * One modular pass of a count, as a piece of work that can run anywhere: the graph and goal, the state layout, and
 * the primes (a run of the fixed list, from index {@code firstPrime}) whose residues it computes; {@code estimate}
 * also carries the floating-point estimate from which the bound of the count follows.
 */
public record FrontierPass(FrontierGraph graph, FrontierGoal goal, boolean nested, int firstPrime, int primes,
        boolean estimate) implements java.io.Serializable {
}
