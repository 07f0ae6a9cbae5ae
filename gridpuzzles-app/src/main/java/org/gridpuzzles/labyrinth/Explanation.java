package org.gridpuzzles.labyrinth;

import java.util.List;

/**
 * Why each next field of a position is available or forbidden, and the forced segments.
 *
 * @param labyrinth  the labyrinth
 * @param line       the fields of the line so far, the start first and the live end last
 * @param neighbours the four neighbours of the live end, in the order U, R, D, L
 * @param forced     connections every completion uses
 * @param exact      true when decided exactly by the frontier count
 */
public record Explanation(Labyrinth labyrinth, int[] line, List<NextField> neighbours, List<ForcedSegment> forced,
        boolean exact) {

    public Explanation {
        line = line.clone();
        neighbours = List.copyOf(neighbours);
        forced = List.copyOf(forced);
    }

    @Override
    public int[] line() {
        return line.clone();
    }

    public int liveEnd() {
        return line[line.length - 1];
    }

    /** Moves made so far. */
    public int moves() {
        return line.length - 1;
    }

    /** True when the line has taken every field (it may still end elsewhere than the end field). */
    public boolean complete() {
        return line.length == labyrinth.grid().size();
    }

    /** The field a neighbour stands for (-1 beyond the border). */
    public int fieldOf(NextField next) {
        return labyrinth.grid().neighbour(liveEnd(), org.gridpuzzles.grid.Direction.ofLetter(next.move()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Explanation e && labyrinth.equals(e.labyrinth) && java.util.Arrays.equals(line, e.line)
                && neighbours.equals(e.neighbours) && forced.equals(e.forced) && exact == e.exact;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(labyrinth, java.util.Arrays.hashCode(line), neighbours, forced, exact);
    }

    @Override
    public String toString() {
        return "Explanation[" + labyrinth.grid() + " after " + moves() + " moves, " + neighbours + "]";
    }
}
