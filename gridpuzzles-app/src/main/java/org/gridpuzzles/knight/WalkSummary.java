package org.gridpuzzles.knight;

/**
 * How a walk by Warnsdorff's rule ended: how many squares it visited (the tour is complete when that is all of them)
 * and the square it ended on.
 */
public record WalkSummary(int rows, int cols, long visited, int lastRow, int lastCol) {

    public boolean complete() {
        return visited == (long) rows * cols;
    }
}
