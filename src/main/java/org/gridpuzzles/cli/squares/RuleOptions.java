package org.gridpuzzles.cli.squares;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Option;

/** The options that say which boards count as drawn: balance, kind of squares, number of colours. */
public final class RuleOptions {

    @Option(names = "--any-balance", description = "Any numbers of each counter (not only the shares of a game).")
    boolean anyBalance;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--colours", paramLabel = "K", defaultValue = "2",
            description = "Number of players/colours (letters x, o, a, b, ...; default ${DEFAULT-VALUE}).")
    int colours;

    public Rules rules(int rows, int cols) {
        if (colours < 1) {
            throw new InvalidInputException("--colours " + colours + " is not a positive number");
        }
        return new Rules(rows, cols, colours, axisParallel, anyBalance);
    }

    /** One line describing the rules, for headers. */
    public static String describe(Rules r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.rows()).append('x').append(r.cols()).append(", ").append(r.colours()).append(" colours, ")
                .append(r.axisParallel() ? "axis-parallel squares" : "all squares (tilted too)").append(", ");
        if (r.anyBalance()) {
            sb.append("any balance");
        } else {
            sb.append("counters");
            for (int c = 0; c < r.colours(); c++) {
                sb.append(c == 0 ? " " : "/").append(Rules.letter(c)).append('=').append(r.quota(c));
            }
        }
        return sb.toString();
    }
}
