package org.gridpuzzles.cli.knight;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.knight.TourChecker;
import org.gridpuzzles.knight.TourReader;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code knight check}: verifies a tour file (json, or moves with --size and --start). */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Verify a knight's tour given as json or as move-type digits (exit 0 valid, 1 not).",
        footer = {"", "Examples:", "  gridpuzzles knight check tour.json",
            "  gridpuzzles knight check --size 8 --start 1,1 tour.txt",
            "  gridpuzzles knight check --closed tour.json"})
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions size;

    @Option(names = "--start", paramLabel = "R,C", defaultValue = "1,1",
            description = "Start square of a moves file (default 1,1).")
    String start;

    @Option(names = "--closed", description = "Require a closed tour.")
    boolean closed;

    @Option(names = "--partial", description = "Accept a path that does not visit every square.")
    boolean partial;

    @Parameters(paramLabel = "FILE", description = "The tour: json as written by 'knight tour --format json', or "
            + "move-type digits.")
    Path file;

    @Override
    public Integer call() {
        TourChecker.Verdict v;
        if (TourReader.isJson(file)) {
            TourReader.Claimed t = TourReader.read(file);
            v = TourChecker.check(t.rows(), t.cols(), t.r(), t.c(), t.n(), t.complete(), t.closed(), !partial);
        } else {
            if (!size.given()) {
                throw new InvalidInputException(file + ": a moves file needs the board: give --size or --rows/--cols");
            }
            Grid grid = size.grid();
            Field f = Field.parse(start);
            try (InputStream in = Files.newInputStream(file)) {
                v = TourChecker.checkMoves(in, file.toString(), grid.rows(), grid.cols(), f.row(), f.col(), !partial);
            } catch (IOException e) {
                throw new InvalidInputException(file + ": cannot read: " + e.getMessage());
            }
        }
        if (v.ok() && closed && !v.message().startsWith("closed")) {
            v = new TourChecker.Verdict(false, "the tour is not closed");
        }
        spec.commandLine().getOut().println(
                (v.ok() ? "valid: " : "invalid: ") + v.message());
        spec.commandLine().getOut().flush();
        return v.ok() ? Errors.OK : Errors.NO;
    }
}
