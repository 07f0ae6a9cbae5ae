package org.gridpuzzles.maze;

/**
 * What a solving method found on any grid: the method, the ends (field numbers; {@code fromSide}/{@code toSide} the
 * slot of the outer wall opened for an entrance or exit, -1 when none), the path of fields (empty when none was
 * found) and the fields the method visited.
 */
public record MazeSolution(SolveMethod method, int from, int to, int fromSide, int toSide, int[] path,
        long visited) {

    public boolean found() {
        return path.length > 0;
    }

    /** Passages along the path. */
    public int passages() {
        return path.length - 1;
    }

    /** True when the entrance and exit are opened in the outer wall. */
    public boolean onBorder() {
        return fromSide >= 0;
    }
}
