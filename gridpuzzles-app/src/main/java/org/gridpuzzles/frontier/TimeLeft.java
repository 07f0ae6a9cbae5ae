package org.gridpuzzles.frontier;

/**
 * The time a sweep has left, from the times of the steps it made: the steps to come at the average of the recent
 * ones, or of all made, whichever is longer. A sweep across the narrow side of a W x H board makes W steps a row, and
 * W is at most the square root of its W * H steps, so the recent steps span at least a row: a row's small steps at
 * its ends and the large ones in its middle average out, where the last step alone said minutes at a row's end and
 * hours at the next step. Steps grow while the sweep fills its frontier, so the recent steps say more than all.
 */
final class TimeLeft {

    private final double[] recent;
    private int made;
    private double total;

    /** For a sweep of {@code steps} steps. */
    TimeLeft(int steps) {
        this.recent = new double[Math.max(1, (int) Math.ceil(Math.sqrt(steps)))];
    }

    /** One more step made, in {@code seconds}. */
    void stepTook(double seconds) {
        recent[made % recent.length] = seconds;
        made++;
        total += seconds;
    }

    /** Seconds for {@code steps} more steps (0 before any step was made). */
    double seconds(int steps) {
        if (made == 0) {
            return 0;
        }
        int w = Math.min(made, recent.length);
        double sum = 0;
        for (int i = 0; i < w; i++) {
            sum += recent[i];
        }
        return steps * Math.max(total / made, sum / w);
    }
}
