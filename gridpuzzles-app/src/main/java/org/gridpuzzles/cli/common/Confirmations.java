package org.gridpuzzles.cli.common;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.Json;

/**
 * The answer of a count's {@code --confirm N} (see ResidueCheck): a line {@code modulo P: R} for each prime of the
 * pass, then the verdict on N in one line; or one JSON object.
 */
public final class Confirmations {

    private Confirmations() {
    }

    /** The value of {@code --confirm}: decimal digits, else bad input naming {@code what} it should count. */
    public static BigInteger parse(String value, String what) {
        String v = value.strip();
        if (!v.matches("[0-9]+")) {
            throw new InvalidInputException("--confirm " + value + " is not a number of " + what);
        }
        return new BigInteger(v);
    }

    public static String text(BigInteger claimed, Verdict v) {
        List<String> primes = strings(v, "primes");
        List<String> residues = strings(v, "residues");
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < primes.size(); j++) {
            sb.append("modulo ").append(primes.get(j)).append(": ").append(residues.get(j)).append('\n');
        }
        String many = primes.size() + (primes.size() == 1 ? " prime (" : " primes (") + v.details().get("bits")
                + " bits";
        String bound = (String) v.details().get("bound");
        if (!v.valid()) {
            sb.append(claimed).append(" is not the count: ").append(v.problem());
        } else if (Boolean.TRUE.equals(v.details().get("whole"))) {
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

    /** The JSON object: the fields of {@code head} (the question), then the verdict's. */
    public static String json(Map<String, Object> head, BigInteger claimed, Verdict v) {
        Map<String, Object> j = new LinkedHashMap<>(head);
        j.put("claimed", claimed.toString());
        j.put("agrees", v.valid());
        j.put("whole", v.details().get("whole"));
        j.put("primes", strings(v, "primes"));
        j.put("residues", strings(v, "residues"));
        j.put("bits", v.details().get("bits"));
        if (v.details().get("bound") != null) {
            j.put("bound", v.details().get("bound"));
        }
        if (!v.valid()) {
            j.put("problem", v.problem());
        }
        return Json.write(j) + "\n";
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Verdict v, String key) {
        return (List<String>) v.details().get(key);
    }
}
