package org.gridpuzzles.knight;

/** Produces a knight's walk on a board from a start square, reporting it square by square. */
interface TourAlgorithm {

    WalkSummary walk(int rows, int cols, int startRow, int startCol, TourSink sink);
}
