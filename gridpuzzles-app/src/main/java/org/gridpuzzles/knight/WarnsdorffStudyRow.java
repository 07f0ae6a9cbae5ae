package org.gridpuzzles.knight;

/** Successes of Warnsdorff's rule out of its trials on an m x m board. */
public record WarnsdorffStudyRow(int size, int trials, int successes) {

    public double rate() {
        return trials == 0 ? 0 : (double) successes / trials;
    }
}
