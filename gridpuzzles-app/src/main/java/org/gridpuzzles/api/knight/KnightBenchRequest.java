package org.gridpuzzles.api.knight;

import java.util.List;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.knight.TieBreakRule;

/**
 * Tours to time: one per m x m board of {@code sizes}, from (1,1), best of {@code repeat} runs after a warm-up.
 *
 * @param sizes the sides of the boards, 5 or more (default 1000, 5000, 10000)
 * @param method the walk timed: squirrel (default) or warnsdorff
 * @param tiebreak for warnsdorff: random, roth, pohl or a move-ordering such as 12345678 (the default)
 * @param repeat runs per size (default 3)
 */
public record KnightBenchRequest(List<Integer> sizes, TourRequest.Method method, String tiebreak, Integer repeat) {

    public KnightBenchRequest {
        sizes = sizes == null ? List.of(1000, 5000, 10000) : List.copyOf(sizes);
        for (int m : sizes) {
            Check.range("sizes", m, 5, TourRequest.MAX_SIDE);
        }
        method = method == null ? TourRequest.Method.SQUIRREL : method;
        Check.that(method != TourRequest.Method.CONSTRUCT, "method",
                "method must be squirrel or warnsdorff, got construct");
        tiebreak = tiebreak == null ? "12345678" : tiebreak;
        TieBreakRule.parse(tiebreak);
        repeat = repeat == null ? 3 : repeat;
        Check.range("repeat", repeat, 1, Integer.MAX_VALUE);
    }
}
