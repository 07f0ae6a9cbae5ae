package org.gridpuzzles.knight;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A study of Warnsdorff's rule: {@code trials} walks from (1,1) on every m x m board of {@code sizes}, ties broken
 * by {@code tieBreak}; trial k on size m is seeded from {@code seed}, m and k.
 */
public record WarnsdorffStudyOptions(SquareBoardSizes sizes, int trials, TieBreakRule tieBreak, long seed)
        implements java.io.Serializable {

    public WarnsdorffStudyOptions {
        if (trials < 1) {
            throw new InvalidInputException("trials " + trials + " is not positive");
        }
    }

    /** 100 trials per size, random ties, seed 1. */
    public static WarnsdorffStudyOptions of(SquareBoardSizes sizes) {
        return new WarnsdorffStudyOptions(sizes, 100, TieBreakRule.random(), 1);
    }

    public WarnsdorffStudyOptions trials(int n) {
        return new WarnsdorffStudyOptions(sizes, n, tieBreak, seed);
    }

    public WarnsdorffStudyOptions tieBreak(TieBreakRule t) {
        return new WarnsdorffStudyOptions(sizes, trials, t, seed);
    }

    public WarnsdorffStudyOptions seed(long s) {
        return new WarnsdorffStudyOptions(sizes, trials, tieBreak, s);
    }
}
