package org.gridpuzzles.api;

import java.math.BigInteger;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.core.Verdict;

/**
 * The verdict of one pass of a count on a number claimed for it (a count's {@code confirm}): the residues modulo
 * each prime of the pass, whether the claim agrees with all of them, and whether the primes' product passes the
 * count's proved bound ({@code whole}: then the claim is the count).
 */
@JsonPropertyOrder({"claimed", "agrees", "whole", "primes", "residues", "bits", "bound", "problem"})
public record Confirmation(String claimed, boolean agrees, Boolean whole, List<String> primes, List<String> residues,
        Integer bits, @JsonInclude(JsonInclude.Include.NON_NULL) String bound,
        @JsonInclude(JsonInclude.Include.NON_NULL) String problem) {

    @SuppressWarnings("unchecked")
    public static Confirmation of(BigInteger claimed, Verdict v) {
        return new Confirmation(claimed.toString(), v.valid(), (Boolean) v.details().get("whole"),
                (List<String>) v.details().get("primes"), (List<String>) v.details().get("residues"),
                (Integer) v.details().get("bits"), (String) v.details().get("bound"), v.valid() ? null : v.problem());
    }

    /** A line {@code modulo P: R} for each prime, then the verdict on the claim in one line. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < primes.size(); j++) {
            sb.append("modulo ").append(primes.get(j)).append(": ").append(residues.get(j)).append('\n');
        }
        String many = primes.size() + (primes.size() == 1 ? " prime (" : " primes (") + bits + " bits";
        if (!agrees) {
            sb.append(claimed).append(" is not the count: ").append(problem);
        } else if (Boolean.TRUE.equals(whole)) {
            sb.append(claimed).append(" is the count: it agrees modulo ").append(many)
                    .append("), beyond the count's proved bound");
        } else {
            sb.append(claimed).append(" agrees with the count modulo ").append(many)
                    .append(bound == null ? "" : "; the count's proved bound has " + new BigInteger(bound).bitLength()
                            + " bits")
                    .append(')');
        }
        return sb.append('\n').toString();
    }
}
