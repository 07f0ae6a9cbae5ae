package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.squares.AvoidTheSquare;

import picocli.CommandLine.Command;
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

    @Override
    protected int run() {
        String text;
        if (file.equals("-")) {
            text = TextFiles.read(System.in, "<stdin>", TextFiles.MAX_BYTES);
        } else {
            try {
                text = TextFiles.read(Path.of(file), TextFiles.MAX_BYTES);
            } catch (InvalidPathException e) {
                throw new InvalidInputException(file + ": not a valid path");
            }
        }
        long t0 = System.nanoTime();
        Verdict v = AvoidTheSquare.checkProof(text, file);
        PrintWriter out = out();
        if (v.valid()) {
            out.printf("valid: %s, %s positions replayed, %.3f s%n", v.details().get("value"),
                    v.details().get("positions"), (System.nanoTime() - t0) / 1e9);
            out.println("valid");
        } else {
            out.println("invalid: " + v.problem());
            out.println("invalid");
        }
        out.flush();
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
