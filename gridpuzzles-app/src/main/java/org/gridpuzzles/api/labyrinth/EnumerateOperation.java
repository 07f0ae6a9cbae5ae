package org.gridpuzzles.api.labyrinth;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.labyrinth.EnumerationOptions;
import org.gridpuzzles.labyrinth.Labyrinths;

/**
 * {@code labyrinth enumerate}: the walkthroughs kept in memory (or only counted); {@link LabyrinthLines} streams
 * them instead.
 */
final class EnumerateOperation implements Operation<LabyrinthEnumerateRequest, LabyrinthEnumerateResult> {

    @Override
    public String name() {
        return "labyrinth enumerate";
    }

    @Override
    public String description() {
        return "Every walkthrough (up to a limit) in left-first order, or only how many there are.";
    }

    @Override
    public Class<LabyrinthEnumerateRequest> requestType() {
        return LabyrinthEnumerateRequest.class;
    }

    @Override
    public Class<LabyrinthEnumerateResult> resultType() {
        return LabyrinthEnumerateResult.class;
    }

    @Override
    public LabyrinthEnumerateResult run(LabyrinthEnumerateRequest q, RunContext context) {
        LabyrinthBoard board = q.board();
        if (q.countOnly()) {
            return new LabyrinthEnumerateResult(q.rows(), q.cols(), null,
                    Labyrinths.countByEnumeration(board.labyrinth(), options(q, context)));
        }
        board.requireSolvable();
        List<String> lines = new ArrayList<>();
        long n = Labyrinths.enumerate(board.labyrinth(), options(q, context), m -> lines.add(m.toString()));
        return new LabyrinthEnumerateResult(q.rows(), q.cols(), lines, n);
    }

    /** The engine's options: the request's limit, the context's threads and limits. */
    static EnumerationOptions options(LabyrinthEnumerateRequest q, RunContext context) {
        return EnumerationOptions.all().limit(q.limit() == null ? EnumerationOptions.NO_LIMIT : q.limit())
                .threads(context.threads()).limits(context.limits());
    }
}
