package org.gridpuzzles.knight;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A benchmark: one tour per m x m board of {@code sizes} from (1,1) by Squirrel's algorithm or Warnsdorff's rule
 * (ties by {@code tieBreak}), best of {@code repeat} runs after a warm-up. Checked when made, before any work.
 */
public record TourBenchOptions(int[] sizes, TourMethod method, TieBreakRule tieBreak, int repeat) {

    public TourBenchOptions {
        if (method != TourMethod.SQUIRREL && method != TourMethod.WARNSDORFF) {
            throw new InvalidInputException("bench times squirrel or warnsdorff, not " + method);
        }
        if (repeat < 1) {
            throw new InvalidInputException("repeat " + repeat + " is not positive");
        }
        sizes = sizes.clone();
        for (int m : sizes) {
            if (m < 5) {
                throw new InvalidInputException("board size " + m + " is below 5: boards below 5 x 5 have no tour");
            }
        }
    }
}
