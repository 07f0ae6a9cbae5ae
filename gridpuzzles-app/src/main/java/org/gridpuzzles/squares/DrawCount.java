package org.gridpuzzles.squares;

/**
 * How many drawn final boards there are: {@code count} boards, or classes of boards when counted up to symmetry. By
 * Burnside's lemma the classes are the mean number of boards fixed by an element of the group: {@code groupSize} is
 * the number of symmetries used (1 for a plain count) and {@code fixedSum} the boards they fix, summed.
 */
public record DrawCount(long count, int groupSize, long fixedSum) {

    /** A plain count: every board is its own class. */
    static DrawCount plain(long boards) {
        return new DrawCount(boards, 1, boards);
    }
}
