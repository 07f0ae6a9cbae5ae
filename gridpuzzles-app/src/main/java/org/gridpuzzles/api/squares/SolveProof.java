package org.gridpuzzles.api.squares;

import java.nio.file.Path;

import org.gridpuzzles.api.RunContext;

/**
 * {@code squares solve} with a certificate of the value written to a file (atomically) for {@code check-proof}: a
 * client of the machine's own files (the command line), apart from the operation, whose request names no file.
 */
public final class SolveProof {

    private SolveProof() {
    }

    /** Solves and, when the value is proved, writes its certificate to {@code proof}. */
    public static SquaresSolveResult write(SquaresSolveRequest request, Path proof, RunContext context) {
        return SolveOperation.runWithProof(request, proof, context);
    }
}
