package org.gridpuzzles.cli.squares;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.squares.SquaresCheckProofRequest;
import org.gridpuzzles.api.squares.SquaresCheckProofResult;
import org.gridpuzzles.api.squares.ProofChecks;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.core.InvalidInputException;

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
        // the checker does not stop early: Ctrl-C simply ends the program, with no limits to hold it
        RunContext context = threads.apply(RunContext.plain());
        SquaresCheckProofResult r;
        if (file.equals("-")) {
            r = ProofChecks.check(System.in, "<stdin>", context);
        } else {
            Path path;
            try {
                path = Path.of(file);
            } catch (InvalidPathException e) {
                throw new InvalidInputException(file + ": not a valid path");
            }
            r = Operations.get("squares check-proof", SquaresCheckProofRequest.class, SquaresCheckProofResult.class)
                    .run(new SquaresCheckProofRequest(path), context);
        }
        out().print(r.text());
        out().flush();
        return r.valid() ? Errors.OK : Errors.NO;
    }
}
