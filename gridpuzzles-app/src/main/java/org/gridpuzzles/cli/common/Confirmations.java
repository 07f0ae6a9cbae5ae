package org.gridpuzzles.cli.common;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.api.Confirmation;
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
        return Confirmation.of(claimed, v).text();
    }

    /** The JSON object: the fields of {@code head} (the question), then the verdict's. */
    public static String json(Map<String, Object> head, BigInteger claimed, Verdict v) {
        Map<String, Object> j = new LinkedHashMap<>(head);
        j.putAll(Json.mapper().convertValue(Confirmation.of(claimed, v),
                new com.fasterxml.jackson.core.type.TypeReference<LinkedHashMap<String, Object>>() { }));
        return Json.write(j) + "\n";
    }
}
