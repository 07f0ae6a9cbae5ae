package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.List;

/** The fixed list of primes below 2^62 (two residues add without overflow) and the Chinese remainder theorem. */
final class Residues {

    /** The largest primes below 2^62, descending; a count uses a run of them. */
    private static final long[] PRIMES = largestPrimes(64);

    private Residues() {
    }

    private static long[] largestPrimes(int count) {
        long[] out = new long[count];
        int k = 0;
        for (long c = (1L << 62) - 1; k < count; c -= 2) {
            if (noSmallFactor(c) && BigInteger.valueOf(c).isProbablePrime(80)) {
                out[k++] = c;
            }
        }
        return out;
    }

    private static boolean noSmallFactor(long c) {
        for (int d = 3; d < 200; d += 2) {
            if (c % d == 0) {
                return false;
            }
        }
        return true;
    }

    static int available() {
        return PRIMES.length;
    }

    /** The sum of {@code parts} (residues modulo {@code primes}, one array each) modulo each prime, in their order. */
    static long[] sum(long[] primes, java.util.stream.Stream<long[]> parts) {
        long[] total = new long[primes.length];
        parts.forEachOrdered(r -> {
            for (int j = 0; j < primes.length; j++) {
                total[j] = (total[j] + r[j]) % primes[j];
            }
        });
        return total;
    }

    static long[] primes(int from, int count) {
        if (from < 0 || count < 1 || from + count > PRIMES.length) {
            throw new org.gridpuzzles.core.InvalidInputException("primes " + from + " to " + (from + count - 1)
                    + " are beyond the list of " + PRIMES.length);
        }
        long[] out = new long[count];
        System.arraycopy(PRIMES, from, out, 0, count);
        return out;
    }

    /** How many primes from {@code from} on have a product above {@code bound}. */
    static int needed(int from, BigInteger bound) {
        BigInteger m = BigInteger.ONE;
        int k = 0;
        while (m.compareTo(bound) <= 0) {
            m = m.multiply(BigInteger.valueOf(PRIMES[from + k]));
            k++;
        }
        return Math.max(1, k);
    }

    /** The number in [0, product of primes) with the given residues. */
    static BigInteger combine(List<Long> primes, List<Long> residues) {
        BigInteger x = BigInteger.ZERO;
        BigInteger m = BigInteger.ONE;
        for (int i = 0; i < primes.size(); i++) {
            BigInteger p = BigInteger.valueOf(primes.get(i));
            BigInteger r = BigInteger.valueOf(residues.get(i));
            // x + m*t = r (mod p)
            BigInteger t = r.subtract(x).multiply(m.modInverse(p)).mod(p);
            x = x.add(m.multiply(t));
            m = m.multiply(p);
        }
        return x;
    }
}
