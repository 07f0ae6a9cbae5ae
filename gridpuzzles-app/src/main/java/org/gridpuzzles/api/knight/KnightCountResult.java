package org.gridpuzzles.api.knight;

import java.math.BigInteger;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import org.gridpuzzles.api.Confirmation;
import org.gridpuzzles.frontier.FrontierCount;

/**
 * A count of knight's tours: what was counted and the number; asked to confirm a number instead, the verdict on it
 * (no count), its fields beside the head's. {@code frontier} is the frontier program's account of its passes (null
 * for a search).
 */
@JsonPropertyOrder({"tours", "count"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record KnightCountResult(String tours, BigInteger count, @JsonUnwrapped Confirmation confirmation,
        @JsonIgnore FrontierCount frontier) {

    /** The verdict on the number to confirm, when one was given. */
    public boolean confirmed() {
        return confirmation != null;
    }

    /** The bare number, or the verdict's lines (a line per prime, then the verdict). */
    public String text() {
        return confirmation != null ? confirmation.text() : count + "\n";
    }
}
