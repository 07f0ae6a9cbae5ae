package org.gridpuzzles.knight;

/** The outcome of a walk: how many squares it visited (the tour is complete when that is all of them) and its end. */
public record Walk(int rows, int cols, long visited, int lastRow, int lastCol) {

    public boolean complete() {
        return visited == (long) rows * cols;
    }
}
