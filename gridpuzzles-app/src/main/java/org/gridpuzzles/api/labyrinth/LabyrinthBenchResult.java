package org.gridpuzzles.api.labyrinth;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.grid.Grid;

/**
 * The timings of one bench: each run's items (walkthroughs counted, enumerated or lines drawn), wall time and CPU
 * time of the running thread (on a shared machine the wall time mostly measures the load); for a count its number
 * and the most frontier states of a step, for drawings the seed and what went wrong.
 */
@JsonPropertyOrder({"what", "rows", "cols", "count", "peakStates", "seed", "stuck", "undecided", "runs"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LabyrinthBenchResult(LabyrinthBenchRequest.What what, int rows, int cols, String count,
        Long peakStates, Long seed, Long stuck, Long undecided, List<Run> runs) {

    /** One timed run: on how many threads, how many items, in what wall and CPU time. */
    @JsonPropertyOrder({"threads", "items", "seconds", "cpuSeconds"})
    public record Run(int threads, long items, double seconds, double cpuSeconds) {
    }

    /** A line per run. */
    public String text() {
        Grid g = new Grid(rows, cols);
        StringBuilder sb = new StringBuilder();
        for (Run r : runs) {
            sb.append(switch (what) {
                case COUNT -> String.format("count %s: %s in %.3f s (%.3f s CPU), at most %d frontier states%n", g,
                        count, r.seconds(), r.cpuSeconds(), peakStates);
                case ENUMERATE -> String.format("enumerate %s, %d thread%s: %d walkthroughs in %.3f s (%.3f s CPU of "
                        + "this thread), %.0f per second%n", g, r.threads(), r.threads() == 1 ? "" : "s", r.items(),
                        r.seconds(), r.cpuSeconds(), r.items() / r.seconds());
                case DRAW -> String.format("draw %s: %d lines in %.3f s, %.3f per second, %d stuck, %d undecided "
                        + "candidates, seed %d%n", g, r.items(), r.seconds(), r.items() / r.seconds(), stuck,
                        undecided, seed);
            });
        }
        return sb.toString();
    }
}
