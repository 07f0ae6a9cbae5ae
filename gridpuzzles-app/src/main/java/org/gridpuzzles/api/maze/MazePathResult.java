package org.gridpuzzles.api.maze;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Svg;

/**
 * The path between two fields of a maze (the shortest one, the only one in a perfect maze), one form for every grid:
 * the {@code grid}, its {@code cells} and (but polar) its {@code rows} and {@code cols}, the ends as [row, col]
 * (polar: [ring, k]), its length in passages (null when the maze does not connect them) and its fields as named
 * ({@code path}) and as numbers ({@code pathCells}). Asked for distances, it gives every field's distance in passages
 * from {@code from} ({@code distances}, by field: row by row on a rect grid, by field number on any other; -1 where
 * not reached), and the farthest field from it with its distance ({@code farthest}, {@code farthestDistance}).
 */
@JsonPropertyOrder({"grid", "cells", "rows", "cols", "from", "to", "found", "length", "path", "pathCells", "distances",
    "farthest", "farthestDistance"})
public record MazePathResult(@JsonInclude(JsonInclude.Include.NON_NULL) String grid,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer cells, @JsonInclude(JsonInclude.Include.NON_NULL) Integer rows,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer cols, int[] from, int[] to, boolean found, Integer length,
        List<int[]> path, @JsonInclude(JsonInclude.Include.NON_NULL) int[] pathCells,
        @JsonInclude(JsonInclude.Include.NON_NULL) int[] distances,
        @JsonInclude(JsonInclude.Include.NON_NULL) int[] farthest,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer farthestDistance, @JsonIgnore String text,
        @JsonIgnore MazeDrawing drawing) implements Svg {

    /** The maze with the path, as the request asked. */
    @Override
    public String svg() {
        return drawing.svg();
    }
}
