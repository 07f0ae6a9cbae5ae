package org.gridpuzzles.api.push;

import java.nio.file.Path;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.RunContext;

/**
 * {@code push solve} keeping what the optimal search proves in a folder, to go on from there when run again. Apart
 * from the registry on purpose: the request of {@code push solve} names no file, so any client may run it; only a
 * client with a folder of its own (the command line, the Java API) keeps a checkpoint.
 */
public final class PushSolveCheckpoint {

    private PushSolveCheckpoint() {
    }

    /** Solves {@code request} (optimal, not all) keeping the search in {@code folder}. */
    public static PushSolveResult solve(PushSolveRequest request, Path folder, RunContext context) {
        Check.given("checkpoint", folder);
        Check.that(request.optimal() && !request.all(), "checkpoint",
                "a checkpoint is kept by the optimal search alone, not with all");
        return SolveOperation.solve(request, folder, context);
    }
}
