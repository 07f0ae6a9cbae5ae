package org.gridpuzzles.labyrinth;

/**
 * What many drawings did.
 *
 * @param rows       rows of the grid
 * @param cols       columns of the grid
 * @param runs       drawings made
 * @param seed       seed of the first drawing's random choices
 * @param completed  drawings that ended in a walkthrough
 * @param stuck      drawings that found no available next field before the end (0 expected)
 * @param invalid    drawings that ended in a line the independent checker refused (0 expected)
 * @param undecided  next fields neither proved nor refuted within the budget, over all drawings
 * @param candidates next fields looked at, over all drawings
 * @param seconds    wall time of all drawings
 */
public record DrawingStatistics(int rows, int cols, int runs, long seed, long completed, long stuck, long invalid,
        long undecided, long candidates, double seconds) {

    public double secondsPerWalkthrough() {
        return seconds / runs;
    }

    public double walkthroughsPerSecond() {
        return runs / seconds;
    }

    /** True when every drawing ended in a walkthrough. */
    public boolean allCompleted() {
        return stuck == 0 && invalid == 0;
    }
}
