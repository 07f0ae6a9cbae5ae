package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.labyrinth.Labyrinths;

/** {@code labyrinth check}: whether a line is a walkthrough. */
final class CheckOperation implements Operation<LabyrinthCheckRequest, LabyrinthCheckResult> {

    @Override
    public String name() {
        return "labyrinth check";
    }

    @Override
    public String description() {
        return "Checks a complete walkthrough: valid, or the first reason it is not.";
    }

    @Override
    public Class<LabyrinthCheckRequest> requestType() {
        return LabyrinthCheckRequest.class;
    }

    @Override
    public Class<LabyrinthCheckResult> resultType() {
        return LabyrinthCheckResult.class;
    }

    @Override
    public LabyrinthCheckResult run(LabyrinthCheckRequest q, RunContext context) {
        // characters other than U, D, L, R are bad input; a line that is not a walkthrough is a "no"
        Verdict v = Labyrinths.check(q.board().labyrinth(), q.moves());
        return new LabyrinthCheckResult(q.rows(), q.cols(), q.start(), q.end(), v.valid(),
                v.valid() ? null : v.problem());
    }
}
