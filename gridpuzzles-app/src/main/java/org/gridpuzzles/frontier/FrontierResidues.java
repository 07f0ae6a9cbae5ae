package org.gridpuzzles.frontier;

/**
 * What one {@link FrontierPass} found: the residues of the count modulo its primes and, when the pass carried it
 * ({@code estimated}), the estimate and the number of additions behind it (0 otherwise); the states held after each
 * step and the time of each step.
 */
public record FrontierResidues(long[] primes, long[] residues, boolean estimated, double estimate, long additions,
        long peakStates,
        long[] stepStates, long[] stepNanos) implements java.io.Serializable {
}
