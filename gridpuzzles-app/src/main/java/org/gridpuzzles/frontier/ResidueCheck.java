package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

/**
 * Whether a number known from elsewhere (another program, a table, an earlier run with other primes or another sweep)
 * can be a count, judged by the residues of one pass ({@link FrontierCounting#residues}): it must leave the count's
 * residue modulo every prime of the pass and lie within the pass's proved bound. When the product of the primes
 * exceeds that bound, the residues determine the count and agreement means the number is the count.
 */
public final class ResidueCheck {

    private ResidueCheck() {
    }

    /**
     * The verdict on {@code claimed}; details {@code primes} and {@code residues} (decimal strings), {@code bits} (of
     * the primes' product), {@code bound} (when the pass proved one) and {@code whole} (the residues determine the
     * count).
     */
    public static Verdict check(FrontierResidues first, BigInteger claimed) {
        return check(first, claimed, 1);
    }

    /**
     * As {@link #check(FrontierResidues, BigInteger)} for a number that is {@code factor} times what the pass counted
     * (directed open tours: each undirected path once from each end); a claimed number that is no multiple of it is
     * refused as such.
     */
    public static Verdict check(FrontierResidues first, BigInteger claimed, int factor) {
        if (claimed.signum() < 0) {
            throw new InvalidInputException("a count is not negative: " + claimed);
        }
        BigInteger f = BigInteger.valueOf(factor);
        List<String> primes = new ArrayList<>();
        List<String> residues = new ArrayList<>();
        BigInteger product = BigInteger.ONE;
        String problem = claimed.mod(f).signum() != 0
                ? claimed + " is not a multiple of " + factor + ", as every count of this kind is" : null;
        for (int j = 0; j < first.primes().length; j++) {
            BigInteger p = BigInteger.valueOf(first.primes()[j]);
            long mine = claimed.mod(p).longValueExact();
            long theirs = BigInteger.valueOf(first.residues()[j]).multiply(f).mod(p).longValueExact();
            primes.add(p.toString());
            residues.add(Long.toString(theirs));
            product = product.multiply(p);
            if (problem == null && mine != theirs) {
                problem = "modulo the prime " + p + " the count is " + theirs + ", " + claimed + " is " + mine;
            }
        }
        Optional<BigInteger> bound = FrontierCounting.provedBound(first).map(b -> b.multiply(f));
        if (problem == null && bound.isPresent() && claimed.compareTo(bound.get()) > 0) {
            problem = claimed + " is above the proved bound " + bound.get() + " of the count";
        }
        Verdict v = problem == null ? Verdict.ok() : Verdict.invalid(problem);
        v = v.with("primes", primes).with("residues", residues).with("bits", product.bitLength());
        if (bound.isPresent()) {
            v = v.with("bound", bound.get().toString());
        }
        return v.with("whole", bound.isPresent() && product.compareTo(bound.get()) > 0);
    }
}
