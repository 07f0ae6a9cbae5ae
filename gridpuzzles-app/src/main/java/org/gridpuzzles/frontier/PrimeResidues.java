package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The residues of a count gathered pass by pass, in the order of their primes, and the count they rebuild. Apart
 * from the passes so that the count made in process and the one made of distributed passes combine them alike.
 */
final class PrimeResidues {

    private final List<Long> primes = new ArrayList<>();
    private final List<Long> residues = new ArrayList<>();

    /** Adds the residues {@code r} modulo {@code p}. */
    void add(long[] p, long[] r) {
        for (int j = 0; j < p.length; j++) {
            primes.add(p[j]);
            residues.add(r[j]);
        }
    }

    /** The count, by the Chinese remainder theorem. */
    BigInteger count() {
        return Residues.combine(primes, residues);
    }

    List<Long> primes() {
        return List.copyOf(primes);
    }
}
