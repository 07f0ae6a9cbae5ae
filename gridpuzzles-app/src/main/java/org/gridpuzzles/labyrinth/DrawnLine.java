package org.gridpuzzles.labyrinth;

/**
 * One drawn line.
 *
 * @param moves      the move string (U, D, L, R)
 * @param fields     the fields visited, the start first
 * @param undecided  next fields that were neither proved nor refuted within the search budget (left out)
 * @param candidates next fields looked at in all
 */
public record DrawnLine(String moves, int[] fields, long undecided, long candidates) {

    public DrawnLine {
        fields = fields.clone();
    }

    @Override
    public int[] fields() {
        return fields.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DrawnLine d && moves.equals(d.moves) && undecided == d.undecided
                && candidates == d.candidates;
    }

    @Override
    public int hashCode() {
        return moves.hashCode();
    }

    @Override
    public String toString() {
        return "DrawnLine[" + moves + "]";
    }
}
