package org.gridpuzzles.maze;

/**
 * The texture of a maze: dead ends (one passage), straight and turning fields (two passages, opposite or not),
 * junctions (three), crossings (four), and the longest path (diameter, in passages) with its ends as [row, col].
 */
public record MazeTexture(int rows, int cols, long fields, long passages, long deadEnds, long straights,
        long turns, long junctions, long crossings, long diameter, int[] diameterFrom, int[] diameterTo) {

    /** Lines of {@code name value}, the plain output of {@code maze stats}. */
    public String lines() {
        return String.format("fields %d%npassages %d%ndead-ends %d%nstraight %d%nturning %d%njunctions %d%n"
                + "crossings %d%nlongest-path %d%nlongest-path-from %d,%d%nlongest-path-to %d,%d%n",
                fields, passages, deadEnds, straights, turns, junctions, crossings, diameter,
                diameterFrom[0], diameterFrom[1], diameterTo[0], diameterTo[1]);
    }
}
