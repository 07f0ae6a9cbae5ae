package org.gridpuzzles.cli.knight;

import java.util.Arrays;

import org.gridpuzzles.api.knight.KnightBenchRequest;
import org.gridpuzzles.api.knight.KnightBenchResult;
import org.gridpuzzles.api.knight.KnightBenchRows;
import org.gridpuzzles.api.knight.TourRequest;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code knight bench}: time of one tour per size, best of several runs after a warm-up. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times tours on m x m boards (best of --repeat runs after a warm-up); nothing is written.",
        footer = {"", "Examples:", "  gridpuzzles knight bench --sizes 1000,5000,10000 --method squirrel",
            "  gridpuzzles knight bench --sizes 1000 --method warnsdorff --tiebreak 12345678"})
final class BenchCommand extends EngineCommand {

    @Option(names = "--sizes", paramLabel = "M,...", split = ",", defaultValue = "1000,5000,10000",
            description = "Board sizes (default: ${DEFAULT-VALUE}).")
    int[] sizes;

    @Option(names = "--method", paramLabel = "M", defaultValue = "squirrel",
            description = "The walk timed: squirrel (default) or warnsdorff.")
    TourRequest.Method method;

    @Option(names = "--tiebreak", paramLabel = "T", defaultValue = "12345678",
            description = "Tie-break for warnsdorff (default: ${DEFAULT-VALUE}).")
    String tiebreak;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "3", description = "Runs per size (default 3).")
    int repeat;

    @Override
    protected int run() {
        if (repeat < 1) {
            throw new InvalidInputException("--repeat " + repeat + " is not positive");
        }
        for (int m : sizes) {
            if (m < 5) {
                throw new InvalidInputException("--sizes " + m + ": boards below 5 x 5 have no tour");
            }
        }
        if (method == TourRequest.Method.CONSTRUCT) {
            throw new InvalidInputException("--method construct: bench times the walks, squirrel or warnsdorff");
        }
        KnightBenchRequest request = new KnightBenchRequest(Arrays.stream(sizes).boxed().toList(), method, tiebreak,
                repeat);
        out().println(KnightBenchResult.CSV_HEADER);
        out().flush();
        KnightBenchRows.run(request, context(), row -> {
            out().println(row.csv());
            out().flush();
        });
        return Errors.OK;
    }
}
