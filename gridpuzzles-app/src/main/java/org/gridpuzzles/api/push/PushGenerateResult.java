package org.gridpuzzles.api.push;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A generated instance: its facts exactly as the text format writes them (a comment line first); with pushes asked
 * for, also their number and whether it is the proved minimum (false: at most that many).
 */
@JsonPropertyOrder({"n", "seed", "maxSteps", "facts", "pushes", "minimumProved"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PushGenerateResult(int n, long seed, int maxSteps, String facts, Integer pushes, Boolean minimumProved) {

    /** The instance's facts. */
    public String text() {
        return facts;
    }
}
