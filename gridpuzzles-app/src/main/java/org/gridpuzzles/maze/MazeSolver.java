package org.gridpuzzles.maze;

/**
 * One way of finding a path through a maze from field {@code from} to field {@code to} (grid indices). Each method
 * is a small class behind this interface, as graph libraries such as JGraphT offer their shortest-path algorithms.
 */
interface MazeSolver {

    /** The path found (empty when there is none) and the number of fields the method visited. */
    Solved solve(Maze maze, int from, int to);

    /** A path of fields, both ends included (empty: none found), and the fields visited on the way. */
    record Solved(int[] fields, long visited) {
    }
}
