package org.gridpuzzles.cli.squares;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.Rules;

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

    Rules rules(int rows, int cols) {
        if (colours < 1) {
            throw new InvalidInputException("--colours " + colours + " is not a positive number");
        }
        return new Rules(rows, cols, colours, axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                anyBalance ? Rules.Balance.ANY : Rules.Balance.EVEN);
    }

    /** The rules' words for headers: "2 colours, all squares (tilted too), counters shared evenly". */
    static String header(Rules r) {
        return r.colours() + " colours, " + (r.axisParallel() ? "axis-parallel squares" : "all squares (tilted too)")
                + ", " + (r.anyBalance() ? "any balance" : "counters shared evenly");
    }
}
