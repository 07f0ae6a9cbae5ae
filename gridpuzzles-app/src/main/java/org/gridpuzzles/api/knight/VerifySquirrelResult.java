package org.gridpuzzles.api.knight;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.knight.SquirrelFailure;
import org.gridpuzzles.knight.SquirrelReport;

/**
 * The sides in from..to where the raw Table 1 fails; a run stopped before the last size says so ({@code partial}),
 * with the sizes it {@code checked} and the ranges [a, b] left {@code unchecked}.
 */
@JsonPropertyOrder({"from", "to", "failures", "partial", "checked", "unchecked"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record VerifySquirrelResult(int from, int to, List<Integer> failures, Boolean partial, Integer checked,
        List<int[]> unchecked, @JsonIgnore SquirrelReport report) {

    static VerifySquirrelResult of(SquirrelReport r) {
        List<Integer> failed = r.failures().stream().map(SquirrelFailure::m).toList();
        return r.partial()
                ? new VerifySquirrelResult(r.sizes().from(), r.sizes().to(), failed, true, r.checked(),
                        r.unchecked().stream().map(u -> new int[] {u.from(), u.to()}).toList(), r)
                : new VerifySquirrelResult(r.sizes().from(), r.sizes().to(), failed, null, null, null, r);
    }

    /** Whether the run stopped before every size was checked. */
    public boolean stopped() {
        return report.partial();
    }

    /** The sizes checked. */
    public int sizesChecked() {
        return report.checked();
    }

    /** One line per failing size and a summary (naming the sizes not checked, when stopped). */
    public String text() {
        return report.text();
    }
}
