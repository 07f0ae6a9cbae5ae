package org.gridpuzzles.cli.knight;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.ClosedTours;
import org.gridpuzzles.knight.MovesWriter;
import org.gridpuzzles.knight.Squirrel;
import org.gridpuzzles.knight.TieBreaks;
import org.gridpuzzles.knight.Tour;
import org.gridpuzzles.knight.TourAlgorithm;
import org.gridpuzzles.knight.TourExistence;
import org.gridpuzzles.knight.TourFormats;
import org.gridpuzzles.knight.Walk;
import org.gridpuzzles.knight.Warnsdorff;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code knight tour}: one tour by Warnsdorff's rule, Squirrel's algorithm or a closed-tour construction. */
@Command(name = "tour", mixinStandardHelpOptions = true,
        description = "A knight's tour by Warnsdorff's rule (with a tie-break), Squirrel's algorithm, a construction "
                + "(--method construct), or closed (--closed).",
        footer = {"", "Examples:", "  gridpuzzles knight tour --size 8 --tiebreak 12345678",
            "  gridpuzzles knight tour --size 100 --method squirrel --format svg --out tour.svg",
            "  gridpuzzles knight tour --size 10000 --method squirrel --format moves --out tour.txt",
            "  gridpuzzles knight tour --rows 6 --cols 8 --closed --format json"})
public final class TourCommand implements Callable<Integer> {

    enum Method { WARNSDORFF, SQUIRREL, CONSTRUCT }

    enum OutFormat { BOARD, MOVES, JSON, SVG, PNG }

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions size;

    @Mixin
    SeedOption seed;

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

    @Option(names = "--format", paramLabel = "F", defaultValue = "board",
            description = "board, moves, json, svg or png (default: ${DEFAULT-VALUE}).")
    OutFormat format;

    @Option(names = "--mark-ties", description = "In svg/png, ring the squares where a tie was broken.")
    boolean markTies;

    @Override
    public Integer call() {
        Grid grid = size.grid();
        Field from = grid.require(Field.parse(start), "start");
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        if (closed) {
            String why = TourExistence.whyNoClosed(grid.rows(), grid.cols());
            if (why != null) {
                throw new InvalidInputException("no closed tour: " + why);
            }
            Tour tour = ClosedTours.tour(grid.rows(), grid.cols(), from.row(), from.col());
            emit(tour, stdout, "closed tour " + grid);
            return Errors.OK;
        }
        String why = TourExistence.whyNoOpen(grid.rows(), grid.cols());
        if (why != null) {
            throw new InvalidInputException("no tour: " + why);
        }
        if (method == Method.CONSTRUCT) {
            Tour tour = ClosedTours.openTour(grid.rows(), grid.cols(), from.row(), from.col());
            emit(tour, stdout, "tour " + grid);
            return Errors.OK;
        }
        TourAlgorithm algorithm;
        String title;
        if (method == Method.SQUIRREL) {
            algorithm = Squirrel.tour();
            title = "Squirrel " + grid;
        } else {
            TieBreaks.parse(tiebreak, 0); // validates before any work
            long s = seed.seed();
            algorithm = new Warnsdorff(() -> TieBreaks.parse(tiebreak, s));
            title = "Warnsdorff " + tiebreak + " " + grid;
            if (TieBreaks.isRandom(tiebreak) && !seed.given()) {
                stderr.println("seed " + s);
            }
        }
        Walk walk;
        if (format == OutFormat.MOVES) {
            walk = streamMoves(algorithm, grid, from, stdout);
        } else {
            Tour tour = Tour.of(algorithm, grid.rows(), grid.cols(), from.row(), from.col());
            emit(tour, stdout, title);
            walk = new Walk(grid.rows(), grid.cols(), tour.length(), 0, 0);
        }
        if (!walk.complete()) {
            stderr.println("the walk ended after " + walk.visited() + " of " + ((long) grid.size())
                    + " squares: no tour");
            stderr.flush();
            return Errors.NO;
        }
        return Errors.OK;
    }

    /** Moves go straight to the output as they are made: huge boards are never held as a list of squares. */
    private Walk streamMoves(TourAlgorithm algorithm, Grid grid, Field from, PrintWriter stdout) {
        Walk[] result = new Walk[1];
        try (Progress progress = TerminalProgress.forTerminal()) {
            progress.start("tour", grid.size());
            AtomicFile.Body body = os -> {
                MovesWriter w = new MovesWriter(os, progress);
                result[0] = algorithm.walk(grid.rows(), grid.cols(), from.row(), from.col(), w);
                w.finish();
            };
            try {
                if (out.path() != null) {
                    AtomicFile.write(out.path(), body);
                } else {
                    stdout.flush();
                    OutputStream os = new BufferedOutputStream(System.out, 1 << 16);
                    body.writeTo(os);
                    os.flush();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return result[0];
    }

    private void emit(Tour tour, PrintWriter stdout, String title) {
        switch (format) {
            case BOARD -> out.text(TourFormats.board(tour), stdout);
            case MOVES -> out.text(TourFormats.moves(tour), stdout);
            case JSON -> out.text(TourFormats.json(tour), stdout);
            case SVG -> out.picture(TourFormats.picture(tour, markTies, title), Format.SVG, stdout);
            case PNG -> out.picture(TourFormats.picture(tour, markTies, title), Format.PNG, stdout);
        }
    }
}
