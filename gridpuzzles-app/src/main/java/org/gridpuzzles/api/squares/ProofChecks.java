package org.gridpuzzles.api.squares;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.io.InputFiles;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.squares.AvoidTheSquare;

/** {@code squares check-proof} on a stream (standard input) as well as on a file: read line by line. */
public final class ProofChecks {

    private ProofChecks() {
    }

    /** Checks the certificate read from {@code in}, named {@code source} in messages, on the context's threads. */
    public static SquaresCheckProofResult check(InputStream in, String source, RunContext context) {
        long t0 = System.nanoTime();
        return SquaresCheckProofResult.of(AvoidTheSquare.checkProof(in, source, context.threads()),
                (System.nanoTime() - t0) / 1e9);
    }

    static SquaresCheckProofResult check(Path file, RunContext context) {
        try (InputStream in = InputFiles.open(file)) {
            return check(in, file.toString(), context);
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        } catch (UncheckedIOException e) {
            throw TextFiles.unreadable(file, e.getCause());
        }
    }
}
