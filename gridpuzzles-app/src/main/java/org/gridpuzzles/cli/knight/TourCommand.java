package org.gridpuzzles.cli.knight;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.knight.TourMoves;
import org.gridpuzzles.api.knight.TourRequest;
import org.gridpuzzles.api.knight.TourResult;
import org.gridpuzzles.cli.common.AsciiOutput;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code knight tour}: one tour by Warnsdorff's rule, Squirrel's algorithm or a construction. */
@Command(name = "tour", mixinStandardHelpOptions = true,
        description = "Makes a knight's tour by Warnsdorff's rule (with a tie-break), Squirrel's algorithm, a "
                + "construction (--method construct), or closed (--closed).",
        footer = {"", "Examples:", "  gridpuzzles knight tour --size 8 --tiebreak 12345678",
            "  gridpuzzles knight tour --size 100 --method squirrel --format svg --out tour.svg",
            "  gridpuzzles knight tour --size 10000 --method squirrel --format moves --out tour.txt",
            "  gridpuzzles knight tour --rows 6 --cols 8 --closed --format json"})
@Formats({"board", "moves", "json", "svg", "png"})
final class TourCommand extends EngineCommand {

    @Mixin
    GridOptions size;

    @Mixin
    SeedOption seed;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Option(names = "--method", paramLabel = "M", defaultValue = "warnsdorff",
            description = "warnsdorff, squirrel, or construct (an open tour from any start of any board that has one, "
                    + "from a closed tour where there is one) (default: ${DEFAULT-VALUE}).")
    TourRequest.Method method;

    @Option(names = "--tiebreak", paramLabel = "T", defaultValue = "12345678",
            description = "random, roth, pohl or a move-ordering such as 12345678 (default: ${DEFAULT-VALUE}).")
    String tiebreak;

    @Option(names = "--start", paramLabel = "R,C", defaultValue = "1,1", description = "Start square (default 1,1).")
    String start;

    @Option(names = "--closed", description = "A closed tour (by Parberry's divide and conquer construction).")
    boolean closed;

    @Option(names = "--mark-ties", description = "In svg/png, ring the squares where a tie was broken; in json, add "
            + "\"ties\": the indices into \"squares\" of those squares.")
    boolean markTies;

    @Override
    protected int run() {
        String fmt = format.name();
        Grid grid = size.grid();
        TourRequest request = new TourRequest(grid.rows(), grid.cols(), method, tiebreak,
                grid.require(Field.parse(start), "start"), closed, seed.seed(), markTies);
        if (request.dependsOnSeed() && !seed.given()) {
            // a random tie-break without --seed tells the seed it drew, so that the run can be repeated
            err().println("seed " + request.seed());
            err().flush();
        }
        long visited;
        if (fmt.equals("moves")) {
            TourMoves.Walked walk = streamMoves(request);
            if (walk == null) {
                return Errors.OK;
            }
            visited = walk.visited();
        } else {
            TourResult tour = Operations.get("knight tour", TourRequest.class, TourResult.class)
                    .run(request, context());
            emit(tour, fmt);
            visited = tour.length();
        }
        if (visited < (long) grid.size()) {
            err().println("the walk ended after " + visited + " of " + ((long) grid.size()) + " squares: no tour");
            err().flush();
            return Errors.NO;
        }
        return Errors.OK;
    }

    /** Moves go straight to the output as they are made: huge boards are never held as a list of squares. */
    private TourMoves.Walked streamMoves(TourRequest request) {
        try (Progress progress = progress()) {
            RunContext context = context().withProgress(progress);
            if (out.path() != null) {
                TourMoves.Walked[] result = new TourMoves.Walked[1];
                AtomicFile.write(out.path(), os -> result[0] = TourMoves.write(request, os, context));
                return result[0];
            }
            PrintWriter stdout = out();
            stdout.flush();
            return TourMoves.write(request, new AsciiOutput(stdout), context);
        } catch (IOException e) {
            if (AsciiOutput.closed(out())) {
                return null; // the reader went away (| head): nothing more to write
            }
            throw new UncheckedIOException(e);
        }
    }

    private void emit(TourResult tour, String fmt) {
        PrintWriter stdout = out();
        switch (fmt) {
            case "board" -> out.text(tour.board(), stdout);
            case "json" -> out.text(OperationJson.write(tour) + "\n", stdout);
            case "moves" -> out.text(tour.moves(), stdout);
            default -> out.picture(tour.picture(), format.picture(), stdout);
        }
    }
}
