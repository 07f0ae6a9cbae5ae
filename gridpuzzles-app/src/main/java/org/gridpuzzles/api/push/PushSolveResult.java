package org.gridpuzzles.api.push;

import java.util.List;
import java.util.stream.IntStream;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.PushOutcome;
import org.gridpuzzles.push.PushSolutions;

/**
 * A solve's answer: the pushes as facts in step order (null unless solved), whether they are proved minimal, the
 * search states generated, max_steps as searched, the number of pushes proved necessary, and whether the answer is
 * proved (a minimum proved minimal, or unsatisfiability); then the pushes of the shortest solution known (null when
 * none) and, at a time limit of the optimal search, that solution (else null). Asked for all solutions: each as one
 * line of facts in {@code solutions}, shortest first, and TIMEOUT when the time ran out before the last.
 * {@code unsaved} says why a checkpoint asked for was not saved (the answer stands).
 */
@JsonPropertyOrder({"status", "pushes", "optimal", "nodes", "maxSteps", "lowerBound", "proved", "upperBound", "best",
    "solutions"})
public record PushSolveResult(Status status, List<String> pushes, boolean optimal, long nodes, int maxSteps,
        int lowerBound, boolean proved, Integer upperBound, List<String> best,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> solutions, @JsonIgnore String unsaved) {

    /** How the search ended. */
    public enum Status { SOLVED, UNSATISFIABLE, TIMEOUT }

    static PushSolveResult of(PushOutcome o, int maxSteps) {
        return new PushSolveResult(Status.valueOf(o.status().name()), numbered(o.pushes()), o.optimal(), o.nodes(),
                maxSteps, o.lowerBound(), o.proved(), o.upperBound() < 0 ? null : o.upperBound(), numbered(o.best()),
                null, o.unsaved());
    }

    static PushSolveResult of(PushSolutions all, boolean optimal, int maxSteps) {
        Status s = !all.complete() ? Status.TIMEOUT
                : all.solutions().isEmpty() ? Status.UNSATISFIABLE : Status.SOLVED;
        List<Push> first = all.solutions().isEmpty() ? null : all.solutions().get(0);
        return new PushSolveResult(s, s == Status.SOLVED ? numbered(first) : null, optimal, 0, maxSteps, 0,
                s == Status.UNSATISFIABLE || (s == Status.SOLVED && optimal), first == null ? null : first.size(),
                null, all.solutions().stream().map(Push::facts).toList(), null);
    }

    /** The solution as one line of facts (null unless solved). */
    public String text() {
        return pushes == null ? null : String.join(" ", pushes);
    }

    /** The best solution found before a time limit as one line of facts (null for none). */
    public String bestText() {
        return best == null ? null : String.join(" ", best);
    }

    /** The number of pushes of the best solution found before a time limit (0 for none). */
    public int bestPushes() {
        return best == null ? 0 : best.size();
    }

    private static List<String> numbered(List<Push> pushes) {
        return pushes == null ? null : IntStream.range(0, pushes.size()).mapToObj(k -> pushes.get(k).fact(k + 1))
                .toList();
    }
}
