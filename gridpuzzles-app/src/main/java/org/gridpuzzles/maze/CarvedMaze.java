package org.gridpuzzles.maze;

/** A generated maze and the order in which its passages were carved. */
public record CarvedMaze(MazeResult result, MazeCarving carving) {
}
