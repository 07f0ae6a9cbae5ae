package org.gridpuzzles.api.maze;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Svg;

/**
 * A maze solved by a method, one form for every grid: the {@code grid}, its {@code cells} and (but polar) its
 * {@code rows} and {@code cols}, the ends as [row, col] (polar: [ring, k]), the outer walls opened for border ends,
 * the path's length in passages (null when none is found) and the fields the method visited, the path's fields as
 * named ({@code path}) and as numbers ({@code pathCells}). The sides opened are "top", "bottom", "left", "right" on
 * an unmasked rect grid, the slot of the outer wall opened on any other grid.
 */
@JsonPropertyOrder({"grid", "cells", "rows", "cols", "method", "from", "to", "fromSide", "toSide", "found", "length",
    "visited", "path", "pathCells"})
public record MazeSolveResult(@JsonInclude(JsonInclude.Include.NON_NULL) String grid,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer cells, @JsonInclude(JsonInclude.Include.NON_NULL) Integer rows,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer cols, String method, int[] from, int[] to, Object fromSide,
        Object toSide, boolean found, Integer length, long visited, List<int[]> path,
        @JsonInclude(JsonInclude.Include.NON_NULL) int[] pathCells, @JsonIgnore String text,
        @JsonIgnore MazeDrawing drawing) implements Svg {

    /** The maze with the path, as the request asked. */
    @Override
    public String svg() {
        return drawing.svg();
    }
}
