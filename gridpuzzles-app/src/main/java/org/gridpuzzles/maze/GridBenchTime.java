package org.gridpuzzles.maze;

/** The best time of a maze algorithm's runs: wall seconds, and CPU seconds of the thread that ran it. */
public record GridBenchTime(double wallSeconds, double cpuSeconds) {
}
