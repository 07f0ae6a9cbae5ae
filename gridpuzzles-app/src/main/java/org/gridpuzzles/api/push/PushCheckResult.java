package org.gridpuzzles.api.push;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.push.PushLabyrinths;

/**
 * The verdict of the independent simulation on a solution: valid (the goal reached, and when) or the first problem
 * found; {@code details.pushes} is the number of pushes given.
 */
@JsonPropertyOrder({"valid", "problem", "details"})
public record PushCheckResult(boolean valid, String problem, Details details, @JsonIgnore String line) {

    /** What the simulation found besides the verdict. */
    @JsonPropertyOrder({"reason", "pushes"})
    public record Details(@JsonInclude(JsonInclude.Include.NON_NULL) String reason, int pushes) {
    }

    static PushCheckResult of(Verdict v) {
        return new PushCheckResult(v.valid(), v.problem(),
                new Details((String) v.details().get("reason"), (Integer) v.details().get("pushes")),
                PushLabyrinths.describe(v));
    }

    /** {@code VALID: <reason>} or {@code INVALID: <problem>}. */
    public String text() {
        return line;
    }
}
