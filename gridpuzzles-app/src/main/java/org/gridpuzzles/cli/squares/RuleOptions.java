package org.gridpuzzles.cli.squares;

import picocli.CommandLine.Option;

/** The options that say which boards count as drawn: balance, kind of squares, number of colours. */
final class RuleOptions {

    @Option(names = "--any-balance", description = "Any numbers of each counter (not only the shares of a game).")
    boolean anyBalance;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--colours", paramLabel = "K", defaultValue = "2",
            description = "Number of players/colours (letters x, o, a, b, ...; default ${DEFAULT-VALUE}).")
    int colours;
}
