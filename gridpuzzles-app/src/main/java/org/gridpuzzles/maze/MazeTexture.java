package org.gridpuzzles.maze;

/**
 * The texture of a maze: dead ends (one passage), straight and turning fields (two passages, opposite or not),
 * junctions (three), crossings (four), the longest path (diameter, in passages) with its ends as [row, col], and
 * the loops (passages - fields + parts: 0 for a perfect maze, passages - fields + 1 for a connected one). With loops
 * the longest path is the double sweep's, a long shortest path but not always the longest.
 */
public record MazeTexture(int rows, int cols, long fields, long passages, long deadEnds, long straights,
        long turns, long junctions, long crossings, long diameter, int[] diameterFrom, int[] diameterTo,
        long loops) {

    /** Lines of {@code name value}, the plain output of {@code maze stats}. */
    public String lines() {
        return String.format("fields %d%npassages %d%ndead-ends %d%nstraight %d%nturning %d%njunctions %d%n"
                + "crossings %d%nlongest-path %d%nlongest-path-from %d,%d%nlongest-path-to %d,%d%nloops %d%n",
                fields, passages, deadEnds, straights, turns, junctions, crossings, diameter,
                diameterFrom[0], diameterFrom[1], diameterTo[0], diameterTo[1], loops);
    }
}
