package org.gridpuzzles.knight;

import java.util.List;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.io.Json;

/**
 * Where the raw Table 1 of Squirrel's algorithm fails on the m x m boards of a range. {@code unchecked} lists the
 * sizes a stopped run did not reach (empty when it finished).
 */
public record SquirrelReport(SquareBoardSizes sizes, List<SquirrelFailure> failures, int checked,
        List<SquareBoardSizes> unchecked) {

    public SquirrelReport {
        failures = List.copyOf(failures);
        unchecked = List.copyOf(unchecked);
    }

    /** True when the run was stopped before every size was checked. */
    public boolean partial() {
        return !unchecked.isEmpty();
    }

    /** One line per failing size and a summary (naming the sizes not checked, when partial). */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (SquirrelFailure f : failures) {
            sb.append("m = ").append(f.m()).append(": the walk ended after ").append(f.visited()).append(" of ")
                    .append((long) f.m() * f.m()).append(" squares\n");
        }
        sb.append(failures.size()).append(" failure").append(failures.size() == 1 ? "" : "s").append(" on ")
                .append(checked).append(" sizes ");
        if (!partial()) {
            sb.append("from ").append(sizes.from()).append(" to ").append(sizes.to()).append('\n');
        } else {
            sb.append("checked between ").append(sizes.from()).append(" and ").append(sizes.to())
                    .append(" (interrupted; not checked: ")
                    .append(unchecked.stream().map(r -> r.from() == r.to() ? "" + r.from() : r.from() + ".." + r.to())
                            .collect(Collectors.joining(", ")))
                    .append(")\n");
        }
        return sb.toString();
    }

    /** {"from":A,"to":B,"failures":[...]}, when partial with "partial", "checked" and "unchecked" ranges. */
    public String json() {
        List<Integer> failed = failures.stream().map(SquirrelFailure::m).toList();
        Document d = partial()
                ? new Document(sizes.from(), sizes.to(), failed, true, checked,
                        unchecked.stream().map(r -> new int[] {r.from(), r.to()}).toList())
                : new Document(sizes.from(), sizes.to(), failed, null, null, null);
        return Json.write(d) + "\n";
    }

    @JsonPropertyOrder({"from", "to", "failures", "partial", "checked", "unchecked"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Document(int from, int to, List<Integer> failures, Boolean partial, Integer checked,
            List<int[]> unchecked) {
    }
}
