package org.gridpuzzles.cli.common;

import org.gridpuzzles.api.Sweeps;

/**
 * The sweeps the commands of the command line run on ({@link Sweeps}): in this process unless the Spark driver
 * (module gridpuzzles-spark) installs its own, which shares the same per-item work out to a cluster. The commands keep
 * their options, checks and output either way, so both give the same bytes.
 */
public class SweepEngine extends Sweeps {

    private static volatile SweepEngine current = new SweepEngine();

    /** The engine the commands use. */
    public static SweepEngine current() {
        return current;
    }

    /** Makes {@code engine} the one the commands use (for the whole JVM). */
    public static void install(SweepEngine engine) {
        current = engine;
    }
}
