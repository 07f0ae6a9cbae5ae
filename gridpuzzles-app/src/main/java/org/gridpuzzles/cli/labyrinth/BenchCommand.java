package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.labyrinth.LabyrinthBenchRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthBenchResult;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code labyrinth bench}: in-process timings of counting, enumeration and drawing (JVM start excluded). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times count, enumerate or draw in the running JVM and prints the figures.")
final class BenchCommand extends EngineCommand {

    @Parameters(index = "0", paramLabel = "WHAT", description = "count, enumerate or draw.")
    LabyrinthBenchRequest.What what;

    @Mixin
    LabyrinthOptions board;

    @Mixin
    SeedOption seed;

    @Option(names = "--limit", paramLabel = "K", description = "Walkthroughs to enumerate (default 1000000).")
    long limit = LabyrinthBenchRequest.DEFAULT_LIMIT;

    @Option(names = "--runs", paramLabel = "K", description = "Lines to draw (default 10).")
    int runs = LabyrinthBenchRequest.DEFAULT_RUNS;

    @Override
    protected int run() {
        if (limit < 0) {
            throw new InvalidInputException("--limit " + limit + " is out of range (0 or more)");
        }
        if (runs < 1) {
            throw new InvalidInputException("--runs " + runs + " is not positive");
        }
        LabyrinthBoard b = board.board();
        LabyrinthBenchResult r = Operations.get("labyrinth bench", LabyrinthBenchRequest.class,
                LabyrinthBenchResult.class).run(new LabyrinthBenchRequest(what, b.rows(), b.cols(), b.start(),
                        b.end(), seed.seed(), limit, runs), context());
        out().print(r.text());
        return Errors.OK;
    }
}
