package org.gridpuzzles.api.labyrinth;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import org.gridpuzzles.api.Confirmation;
import org.gridpuzzles.frontier.CountEstimate;

/**
 * The number of walkthroughs (after {@code moves}, when given) as a decimal string, per first (or next) move when
 * asked, with the reason when the chessboard colours rule every walkthrough out; or, for a count asked to confirm a
 * number, the verdict on it beside the question. For closed lines ({@code closed} true; absent for walkthroughs) the
 * same with their number. For a request of the estimate, the estimate alone (and no count).
 */
@JsonPropertyOrder({"rows", "cols", "closed", "moves", "count", "byFirstMove", "reason", "confirmation", "estimate"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LabyrinthCountResult(int rows, int cols, String moves, String count, Map<String, String> byFirstMove,
        String reason, @JsonUnwrapped Confirmation confirmation, Boolean closed, CountEstimate estimate) {

    /** A count of walkthroughs or closed lines. */
    public LabyrinthCountResult(int rows, int cols, String moves, String count, Map<String, String> byFirstMove,
            String reason, Confirmation confirmation, Boolean closed) {
        this(rows, cols, moves, count, byFirstMove, reason, confirmation, closed, null);
    }

    /** What the count of a rows x cols board is foreseen to take. */
    public static LabyrinthCountResult estimated(int rows, int cols, CountEstimate estimate) {
        return new LabyrinthCountResult(rows, cols, null, null, null, null, null, null, estimate);
    }

    /** What the count of the closed lines of a rows x cols board is foreseen to take. */
    public static LabyrinthCountResult estimatedClosed(int rows, int cols, CountEstimate estimate) {
        return new LabyrinthCountResult(rows, cols, null, null, null, null, null, true, estimate);
    }

    /** A count of walkthroughs. */
    public LabyrinthCountResult(int rows, int cols, String moves, String count, Map<String, String> byFirstMove,
            String reason, Confirmation confirmation) {
        this(rows, cols, moves, count, byFirstMove, reason, confirmation, null);
    }

    /** Whether the answer is a yes: always for a count, the claim's agreement for a confirmation. */
    public boolean agreed() {
        return confirmation == null || confirmation.agrees();
    }

    /**
     * The reason when there is none, a line per first (or next) move when asked, then the bare number last; for a
     * confirmation, its residues and verdict.
     */
    public String text() {
        if (estimate != null) {
            return estimate.text();
        }
        if (confirmation != null) {
            return confirmation.text();
        }
        StringBuilder sb = new StringBuilder();
        if (reason != null) {
            sb.append(Boolean.TRUE.equals(closed) ? "no closed line: " : "no walkthrough: ").append(reason)
                    .append('\n');
        }
        if (byFirstMove != null) {
            for (Map.Entry<String, String> e : byFirstMove.entrySet()) {
                sb.append(moves == null || moves.isBlank() ? "first move " : "next move ").append(e.getKey())
                        .append(": ").append(e.getValue()).append('\n');
            }
        }
        return sb.append(count).append('\n').toString();
    }
}
