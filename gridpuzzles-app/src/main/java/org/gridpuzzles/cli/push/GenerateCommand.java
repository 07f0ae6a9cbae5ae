package org.gridpuzzles.cli.push;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.push.PushGenerateRequest;
import org.gridpuzzles.api.push.PushGenerateResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code push generate --size N --seed S}: a random instance in the facts format. */
// the synopsis by hand: picocli would show the group of the hidden --rows/--cols as an empty alternative "[]"
@Command(name = "generate", mixinStandardHelpOptions = true,
        customSynopsis = {"gridpuzzles push generate [-hV] [--at-most] [--density=P] [-f=FMT] [--max-steps=K] "
                + "[-o=FILE] [--pushes=K] [--seed=S]", "                          [--size=N]"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push generate --size 7 --seed 3 --max-steps 10 -o seven.lp",
            "  gridpuzzles push generate --size 5 --seed 1 --format json",
            "  gridpuzzles push generate --size 30 --seed 4 --pushes 4 -o four.lp",
            "  gridpuzzles push generate --size 40 --seed 1 --pushes 8 --at-most"
        },
        description = {"Writes a random instance in the competition's facts format; the board is square, "
                + "N x N with N in 2..62.",
            "--pushes K: a board whose minimum is exactly K pushes, proved by the optimal search (planted "
                    + "candidates from the seed until one has no shorter solution; max_steps K unless given). "
                    + "With --at-most: the first planted board, whose minimum is at most K (not proved)."})
@Formats({"text", "json"})
final class GenerateCommand extends EngineCommand {

    @ArgGroup(exclusive = true)
    Side side;

    /** {@code --size N}, or the hidden {@code --rows R --cols R}: one of the two spellings, never both. */
    static final class Side {

        @Option(names = "--size", paramLabel = "N", description = "Board of N x N fields (2..62).")
        Integer size;

        @ArgGroup(exclusive = false)
        RowsAndCols rowsAndCols;
    }

    // A push labyrinth is square: --rows R --cols R still work as they always did, but help offers --size only.
    static final class RowsAndCols {

        @Option(names = "--rows", paramLabel = "R", hidden = true)
        Integer rows;

        @Option(names = "--cols", paramLabel = "C", hidden = true)
        Integer cols;
    }

    @Mixin
    SeedOption seed;

    @Mixin
    OutOption out;

    @Option(names = "--max-steps", paramLabel = "K", description = "max_steps of the instance, 1 or more (default: N).")
    Integer maxSteps;

    @Option(names = "--density", paramLabel = "P", description = "Probability of each opening (default: 0.45).")
    double density = 0.45;

    @Option(names = "--pushes", paramLabel = "K", description = "A board whose minimum is exactly K pushes "
            + "(proved; K >= 1).")
    Integer pushes;

    @Option(names = "--at-most", description = "With --pushes: a planted K-push solution, minimum at most K, "
            + "no proof (quick on any size).")
    boolean atMost;

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        int n = side();
        if (maxSteps != null && maxSteps < 0) {
            throw new InvalidInputException("--max-steps " + maxSteps + " is negative");
        }
        if (maxSteps != null && maxSteps == 0) {
            throw new InvalidInputException("--max-steps 0 allows no push: give 1 or more (default: the side N)");
        }
        if (!(density >= 0 && density <= 1)) {
            throw new InvalidInputException("--density " + density + " is not a probability");
        }
        if (pushes != null && pushes < 1) {
            throw new InvalidInputException("--pushes " + pushes + " is out of range: give 1 or more");
        }
        if (atMost && pushes == null) {
            throw new InvalidInputException("--at-most needs --pushes K");
        }
        if (pushes != null && maxSteps != null && maxSteps < pushes) {
            throw new InvalidInputException("--max-steps " + maxSteps + " is below --pushes " + pushes);
        }
        if (n < 2 || n > PushGenerateRequest.MAX_SIZE) {
            throw new InvalidInputException("board size " + n + " outside 2.." + PushGenerateRequest.MAX_SIZE);
        }
        PushGenerateRequest request = new PushGenerateRequest(n, seed.seed(), maxSteps, density, pushes, atMost);
        PushGenerateResult made;
        try (Progress progress = pushes != null && !atMost ? progress() : Progress.none()) {
            made = Operations.get("push generate", PushGenerateRequest.class, PushGenerateResult.class).run(request,
                    context().withProgress(progress));
        }
        out.text(format.is("json") ? OperationJson.write(made) + "\n" : made.text(), out());
        return Errors.OK;
    }

    /** The side asked for, with the messages of the other engines' size options. */
    private int side() {
        Integer size = side == null ? null : side.size;
        Integer rows = side == null || side.rowsAndCols == null ? null : side.rowsAndCols.rows;
        Integer cols = side == null || side.rowsAndCols == null ? null : side.rowsAndCols.cols;
        if (size == null && rows == null && cols == null) {
            throw new InvalidInputException("missing board size: give --size N");
        }
        if (size == null && (rows == null || cols == null)) {
            throw new InvalidInputException(rows == null ? "--cols " + cols + " needs --rows too (or --size N)"
                    : "--rows " + rows + " needs --cols too (or --size N)");
        }
        int r = size != null ? size : rows;
        int c = size != null ? size : cols;
        if (r < 1 || c < 1) {
            String what = size != null ? "--size " + size : (r < 1 ? "--rows " + r : "--cols " + c);
            throw new InvalidInputException(what + " is not a positive size");
        }
        if (r != c) {
            throw new InvalidInputException("a push labyrinth is square: give --size N");
        }
        return r;
    }
}
