package org.gridpuzzles.api.maze;

/** The grid shapes; nothing to choose. */
public record MazeGridsRequest() {
}
