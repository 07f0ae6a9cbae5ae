package org.gridpuzzles.knight;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A study of Warnsdorff's rule: {@code trials} walks from (1,1) on every m x m board of {@code sizes}, ties broken
 * by {@code tieBreak}; trial k on size m is seeded from {@code seed}, m and k.
 */
public record StudyOptions(SizeRange sizes, int trials, TieBreakRule tieBreak, long seed) {

    public StudyOptions {
        if (trials < 1) {
            throw new InvalidInputException("trials " + trials + " is not positive");
        }
    }

    /** 100 trials per size, random ties, seed 1. */
    public static StudyOptions of(SizeRange sizes) {
        return new StudyOptions(sizes, 100, TieBreakRule.random(), 1);
    }

    public StudyOptions trials(int n) {
        return new StudyOptions(sizes, n, tieBreak, seed);
    }

    public StudyOptions tieBreak(TieBreakRule t) {
        return new StudyOptions(sizes, trials, t, seed);
    }

    public StudyOptions seed(long s) {
        return new StudyOptions(sizes, trials, tieBreak, s);
    }
}
