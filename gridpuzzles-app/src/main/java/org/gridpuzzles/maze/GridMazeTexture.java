package org.gridpuzzles.maze;

/**
 * The texture of a maze on any grid: fields, passages, loops (passages beyond fields - 1), dead ends (one passage),
 * corridors (two), junctions (three or more), and the longest shortest path with its ends as the options name them.
 */
public record GridMazeTexture(String grid, long fields, long passages, long loops, long deadEnds, long corridors,
        long junctions, long diameter, String diameterFrom, String diameterTo) {

    /** One {@code name value} pair per line. */
    public String lines() {
        return "grid " + grid + "\nfields " + fields + "\npassages " + passages + "\nloops " + loops + "\ndead-ends "
                + deadEnds + "\ncorridors " + corridors + "\njunctions " + junctions + "\nlongest-path " + diameter
                + "\nlongest-path-from " + diameterFrom + "\nlongest-path-to " + diameterTo + "\n";
    }
}
