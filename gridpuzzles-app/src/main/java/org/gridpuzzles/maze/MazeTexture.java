package org.gridpuzzles.maze;

/**
 * The texture of a maze on any grid: fields, passages, loops (passages - fields + parts: 0 for a perfect maze), dead
 * ends (one passage), corridors (two), junctions, and the longest shortest path (diameter, in passages) with its two
 * end fields (by the double sweep: exact on a perfect maze, a long shortest path though not always the longest with
 * loops). On the plain rectangle ({@link #squares()}) corridors are told apart as straight or turning, junctions are
 * the fields of three passages and crossings those of four; on any other grid junctions have three or more.
 */
public record MazeTexture(CellGrid grid, long passages, long loops, long deadEnds, long corridors, long junctions,
        long straights, long turns, long crossings, long diameter, int diameterFrom, int diameterTo) {

    /** The plain rectangle's kind of texture: straight, turning and crossing fields told apart. */
    public boolean squares() {
        return grid.shape() == GridShape.RECT && !grid.masked();
    }

    public long fields() {
        return grid.cells();
    }

    /** Lines of {@code name value}, the plain output of {@code maze stats}. */
    public String lines() {
        if (squares()) {
            return String.format("fields %d%npassages %d%ndead-ends %d%nstraight %d%nturning %d%njunctions %d%n"
                    + "crossings %d%nlongest-path %d%nlongest-path-from %s%nlongest-path-to %s%nloops %d%n",
                    fields(), passages, deadEnds, straights, turns, junctions, crossings, diameter,
                    grid.name(diameterFrom), grid.name(diameterTo), loops);
        }
        return "grid " + grid.shape().label() + "\nfields " + fields() + "\npassages " + passages + "\nloops " + loops
                + "\ndead-ends " + deadEnds + "\ncorridors " + corridors + "\njunctions " + junctions
                + "\nlongest-path " + diameter + "\nlongest-path-from " + grid.name(diameterFrom)
                + "\nlongest-path-to " + grid.name(diameterTo) + "\n";
    }
}
