package org.gridpuzzles.cli.squares;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.squares.SquaresBenchRequest;
import org.gridpuzzles.api.squares.SquaresBenchResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares bench}: times the table of drawn boards and the game solver, best and median of several rounds. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times the table n = 1..max (whole table per round) and solving n x n games.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares bench --max 8 --rounds 5 --solve 4"})
final class BenchCommand extends EngineCommand {

    @Option(names = "--max", paramLabel = "N", defaultValue = "8", description = "Table up to N (default 8).")
    int max;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "5", description = "Timed rounds (default 5).")
    int rounds;

    @Option(names = "--solve", paramLabel = "N", defaultValue = "4",
            description = "Also solve the game on boards 2..N (0: skip; default 4).")
    int solve;

    @Option(names = "--proof-number", description = "Also solve each board by proof-number search (a second method).")
    boolean proofNumber;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    ThreadsOption threads;

    @Override
    protected int run() {
        SquaresBenchRequest request = new SquaresBenchRequest(max, rounds, solve, proofNumber, ruleOptions.colours,
                ruleOptions.axisParallel, ruleOptions.anyBalance);
        SquaresBenchResult r = Operations.get("squares bench", SquaresBenchRequest.class, SquaresBenchResult.class).run(request,
                threads.apply(context()));
        out().print(r.text());
        out().flush();
        return Errors.OK;
    }
}
