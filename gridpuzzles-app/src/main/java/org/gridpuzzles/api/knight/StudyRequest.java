package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.TieBreakRule;

/**
 * A study of Warnsdorff's rule: walks from (1,1) on every m x m board of a range.
 *
 * @param sizes the board sides, such as 5..400
 * @param trials walks per size (default 100)
 * @param tiebreak random (the default), pohl, roth or a move-ordering such as 12345678
 * @param seed the seed of a random tie-break: trial k on size m is seeded from it, m and k
 */
public record StudyRequest(String sizes, Integer trials, String tiebreak, long seed) {

    public StudyRequest {
        Check.given("sizes", sizes);
        SquareBoardSizes.parse(sizes);
        trials = trials == null ? 100 : trials;
        Check.range("trials", trials, 1, Integer.MAX_VALUE);
        tiebreak = tiebreak == null ? "random" : tiebreak;
        TieBreakRule.parse(tiebreak);
    }

    /** The sizes of the range. */
    public long count() {
        return SquareBoardSizes.parse(sizes).count();
    }

    /** Whether the walks depend on {@link #seed()}: a random tie-break. */
    public boolean dependsOnSeed() {
        return TieBreakRule.parse(tiebreak).isRandom();
    }
}
