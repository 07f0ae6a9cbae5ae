package org.gridpuzzles.api.knight;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The verdict on a tour file: valid, with what the tour is ("closed tour on 6 x 6"), or the first problem found. */
@JsonPropertyOrder({"valid", "problem", "tour"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record KnightCheckResult(boolean valid, String problem, String tour) {

    /** {@code valid: <tour>} or {@code invalid: <problem>}. */
    public String text() {
        return valid ? "valid: " + tour : "invalid: " + problem;
    }
}
