package org.gridpuzzles.cli.squares;

import java.io.InputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.InputFiles;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.squares.AvoidTheSquare;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code squares check-proof}: replays a certificate of {@code solve --proof} against every opponent move. */
@Command(name = "check-proof", mixinStandardHelpOptions = true,
        description = "Checks a certificate written by 'solve --proof' with its own rules: every strategy is replayed "
                + "against every opponent move. Exit 0 valid, 1 invalid (the first failing line), 2 unreadable.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares solve --size 4 --proof 4x4.txt && gridpuzzles squares check-proof 4x4.txt"})
final class CheckProofCommand extends EngineCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The certificate ('-' for standard input).")
    String file;

    @Mixin
    ThreadsOption threads;

    @Override
    protected int run() {
        long t0 = System.nanoTime();
        int t = threads.threads();
        Verdict v;
        // read line by line: certificates of large boards are gigabytes
        if (file.equals("-")) {
            v = AvoidTheSquare.checkProof(System.in, "<stdin>", t);
        } else {
            Path path;
            try {
                path = Path.of(file);
            } catch (InvalidPathException e) {
                throw new InvalidInputException(file + ": not a valid path");
            }
            try (InputStream in = InputFiles.open(path)) {
                v = AvoidTheSquare.checkProof(in, file, t);
            } catch (IOException e) {
                throw TextFiles.unreadable(path, e);
            } catch (UncheckedIOException e) {
                throw TextFiles.unreadable(path, e.getCause());
            }
        }
        PrintWriter out = out();
        if (v.valid()) {
            Object endgames = v.details().get("endgames searched");
            out.printf("valid: %s, %s positions replayed%s, %.3f s%n", v.details().get("value"),
                    v.details().get("positions"), endgames == null ? ""
                            : ", " + endgames + " endgames searched (" + v.details().get("endgame positions")
                                    + " positions)", (System.nanoTime() - t0) / 1e9);
            out.println("valid");
        } else {
            out.println("invalid: " + v.problem());
            out.println("invalid");
        }
        out.flush();
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
