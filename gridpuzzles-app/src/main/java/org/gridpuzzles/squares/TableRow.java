package org.gridpuzzles.squares;

/**
 * One row of the table: the number of drawn n x n boards, the number of their classes (-1 when not asked for), and
 * the seconds the row took.
 */
public record TableRow(int size, long count, long classes, double seconds) {

    public boolean hasClasses() {
        return classes >= 0;
    }
}
