package org.gridpuzzles.maze;

/** What a solving method found: the ends, the path (none when not found) and the number of fields it visited. */
public record MazeSolution(SolveMethod method, MazeEnds ends, MazePath path, long visited) {
}
