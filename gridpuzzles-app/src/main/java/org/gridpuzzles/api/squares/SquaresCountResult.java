package org.gridpuzzles.api.squares;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The number of drawn final boards (or of their classes), as a string like every count written as JSON; the group's
 * size, the sum of fixed boards and the seconds are for the text.
 */
@JsonPropertyOrder({"rows", "cols", "colours", "axisParallel", "anyBalance", "upToSymmetry", "count"})
public record SquaresCountResult(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance,
        boolean upToSymmetry, String count, @JsonIgnore int groupSize, @JsonIgnore long fixedSum,
        @JsonIgnore double seconds, @JsonIgnore String heading) {

    /** The board and its rules, what was counted and how long it took, the bare number last. */
    public String text() {
        return heading + summary();
    }

    /** The lines after the heading. */
    public String summary() {
        String what = upToSymmetry ? String.format("classes under a group of %d symmetries (fixed boards summed: %d), "
                + "%.3f s%n", groupSize, fixedSum, seconds) : String.format("drawn final boards, %.3f s%n", seconds);
        return what + count + "\n";
    }
}
