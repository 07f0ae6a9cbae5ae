package org.gridpuzzles.api.maze;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The algorithms: the grid's default, those that run there (name and description), and with a grid the others, each
 * with why it does not run there.
 */
public record MazeAlgorithmsResult(String grid, boolean masked, String defaultAlgorithm, List<Entry> algorithms,
        List<Entry> notHere, @JsonIgnore boolean whyNot) {

    /** An algorithm: its name as the requests take it, and what it does or why it does not run on the grid. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Entry(String name, String description, String why) {
    }

    /** A line per algorithm that runs: its name in 22 columns, its description; asked why not, then the others. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        algorithms.forEach(a -> sb.append(String.format("%-22s %s%n", a.name(), a.description())));
        if (whyNot) {
            notHere.forEach(a -> sb.append(String.format("%-22s does not run here: %s%n", a.name(), a.why())));
        }
        return sb.toString();
    }
}
