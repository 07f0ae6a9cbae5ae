package org.gridpuzzles.cli.knight;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

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
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TieBreakRule;
import org.gridpuzzles.knight.Tour;
import org.gridpuzzles.knight.TourMethod;
import org.gridpuzzles.knight.TourOptions;
import org.gridpuzzles.knight.WalkSummary;
import org.gridpuzzles.render.Picture;

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

    enum Method { WARNSDORFF, SQUIRREL, CONSTRUCT }

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
    Method method;

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
        Field from = grid.require(Field.parse(start), "start");
        TourMethod m = closed ? TourMethod.CLOSED : switch (method) {
            case WARNSDORFF -> TourMethod.WARNSDORFF;
            case SQUIRREL -> TourMethod.SQUIRREL;
            case CONSTRUCT -> TourMethod.CONSTRUCT;
        };
        TourOptions options = TourOptions.of(grid).method(m).start(from);
        String title;
        switch (m) {
            case CLOSED -> title = "closed tour " + grid;
            case CONSTRUCT -> title = "tour " + grid;
            case SQUIRREL -> title = "Squirrel " + grid;
            default -> {
                TieBreakRule rule = TieBreakRule.parse(tiebreak);
                options = options.tieBreak(rule).seed(seed.seed());
                title = "Warnsdorff " + tiebreak + " " + grid;
            }
        }
        if (KnightTours.whyNoOpenTour(grid).isEmpty()) {
            seedLine(options);
        }
        WalkSummary walk;
        if (fmt.equals("moves")) {
            walk = streamMoves(options);
            if (walk == null) {
                return Errors.OK;
            }
        } else {
            Tour tour = KnightTours.tour(options);
            emit(tour, fmt, title);
            walk = new WalkSummary(grid.rows(), grid.cols(), tour.length(), 0, 0);
        }
        if (!walk.complete()) {
            err().println("the walk ended after " + walk.visited() + " of " + ((long) grid.size())
                    + " squares: no tour");
            err().flush();
            return Errors.NO;
        }
        return Errors.OK;
    }

    /** A random tie-break without --seed tells the seed it drew, so that the run can be repeated. */
    private void seedLine(TourOptions options) {
        if (options.method() == TourMethod.WARNSDORFF && options.tieBreak().isRandom() && !seed.given()) {
            err().println("seed " + options.seed());
            err().flush();
        }
    }

    /** Moves go straight to the output as they are made: huge boards are never held as a list of squares. */
    private WalkSummary streamMoves(TourOptions options) {
        try (Progress progress = progress()) {
            if (out.path() != null) {
                WalkSummary[] result = new WalkSummary[1];
                AtomicFile.write(out.path(), os -> result[0] = KnightTours.writeMoves(options, os, progress));
                return result[0];
            }
            PrintWriter stdout = out();
            stdout.flush();
            return KnightTours.writeMoves(options, new AsciiOutput(stdout), progress);
        } catch (IOException e) {
            if (AsciiOutput.closed(out())) {
                return null; // the reader went away (| head): nothing more to write
            }
            throw new UncheckedIOException(e);
        }
    }

    private void emit(Tour tour, String fmt, String title) {
        PrintWriter stdout = out();
        switch (fmt) {
            case "board" -> out.text(KnightTours.board(tour), stdout);
            case "json" -> out.text(markTies ? KnightTours.jsonWithTies(tour) : KnightTours.json(tour), stdout);
            case "moves" -> out.text(KnightTours.moves(tour), stdout);
            default -> {
                Picture p = markTies ? KnightTours.pictureWithTies(tour, title) : KnightTours.picture(tour, title);
                out.picture(p, format.picture(), stdout);
            }
        }
    }
}
