package org.gridpuzzles.api.squares;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.core.Verdict;

/**
 * The verdict on a certificate: valid with the value it proves, the positions replayed and the endgames it left to
 * the checker (searched here), or invalid with the first failing line; the seconds the check took.
 */
@JsonPropertyOrder({"valid", "value", "positions", "endgamesSearched", "endgamePositions", "problem", "seconds"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SquaresCheckProofResult(boolean valid, String value, Long positions, Long endgamesSearched,
        Long endgamePositions, String problem, double seconds) {

    static SquaresCheckProofResult of(Verdict v, double seconds) {
        if (!v.valid()) {
            return new SquaresCheckProofResult(false, null, null, null, null, v.problem(), seconds);
        }
        return new SquaresCheckProofResult(true, String.valueOf(v.details().get("value")), number(v, "positions"),
                number(v, "endgames searched"), number(v, "endgame positions"), null, seconds);
    }

    private static Long number(Verdict v, String key) {
        Object n = v.details().get(key);
        return n == null ? null : ((Number) n).longValue();
    }

    /** The verdict with what it rests on, then the bare verdict: valid or invalid. */
    public String text() {
        if (!valid) {
            return "invalid: " + problem + "\ninvalid\n";
        }
        return String.format("valid: %s, %s positions replayed%s, %.3f s%n", value, positions,
                endgamesSearched == null ? "" : ", " + endgamesSearched + " endgames searched (" + endgamePositions
                        + " positions)", seconds) + "valid\n";
    }
}
