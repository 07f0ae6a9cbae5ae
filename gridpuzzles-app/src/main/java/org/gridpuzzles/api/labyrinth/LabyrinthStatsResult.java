package org.gridpuzzles.api.labyrinth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.grid.Grid;

/**
 * What many drawings did: completed (a walkthrough), stuck (no available next field before the end; 0 expected),
 * invalid (refused by the independent checker; 0 expected), next fields left undecided of those looked at, and the
 * wall time.
 */
@JsonPropertyOrder({"rows", "cols", "runs", "seed", "completed", "stuck", "invalid", "undecided", "candidates",
    "seconds", "secondsPerWalkthrough", "walkthroughsPerSecond"})
public record LabyrinthStatsResult(int rows, int cols, int runs, long seed, long completed, long stuck, long invalid,
        long undecided, long candidates, double seconds, double secondsPerWalkthrough,
        double walkthroughsPerSecond) {

    /** Whether every drawing ended in a walkthrough. */
    public boolean allCompleted() {
        return stuck == 0 && invalid == 0;
    }

    /** The figures in lines, each named. */
    public String text() {
        return String.format("%s, %d drawings, seed %d%n", new Grid(rows, cols), runs, seed)
                + String.format("completed  %d%n", completed)
                + String.format("stuck      %d%n", stuck)
                + String.format("undecided  %d of %d candidates%n", undecided, candidates)
                + String.format("seconds    %.3f (%.4f per walkthrough, %.2f walkthroughs per second)%n", seconds,
                        secondsPerWalkthrough, walkthroughsPerSecond);
    }
}
