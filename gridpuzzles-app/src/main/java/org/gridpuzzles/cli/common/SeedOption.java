package org.gridpuzzles.cli.common;

import java.util.SplittableRandom;

import picocli.CommandLine.Option;

/** {@code --seed S}: every random run is reproducible; without it a seed is drawn and reported. */
public final class SeedOption {

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the random choices (default: a fresh one).")
    Long seed;

    private Long drawn;

    public long seed() {
        if (seed != null) {
            return seed;
        }
        if (drawn == null) {
            drawn = new SplittableRandom().nextLong() & 0xffff_ffffL;
        }
        return drawn;
    }

    public boolean given() {
        return seed != null;
    }
}
