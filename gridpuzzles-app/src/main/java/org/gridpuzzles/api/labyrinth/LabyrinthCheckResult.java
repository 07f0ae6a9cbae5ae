package org.gridpuzzles.api.labyrinth;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * Whether a line is a walkthrough of the board, by a checker independent of every generator, or the first reason it
 * is not (leaves the grid, revisits a field, misses fields, ends elsewhere).
 */
@JsonPropertyOrder({"rows", "cols", "start", "end", "valid", "problem"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LabyrinthCheckResult(int rows, int cols, Field start, Field end, boolean valid, String problem) {

    /** The verdict in one line. */
    public String text() {
        return valid ? "valid walkthrough of " + new Grid(rows, cols) + " from " + start + " to " + end + "\n"
                : "not a walkthrough: " + problem + "\n";
    }
}
