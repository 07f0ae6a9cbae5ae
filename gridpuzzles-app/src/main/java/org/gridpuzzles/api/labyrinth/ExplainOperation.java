package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.labyrinth.Labyrinths;

/** {@code labyrinth explain}: why each next field of a position is available or forbidden. */
final class ExplainOperation implements Operation<LabyrinthExplainRequest, LabyrinthExplainResult> {

    @Override
    public String name() {
        return "labyrinth explain";
    }

    @Override
    public String description() {
        return "For the position after the moves: each neighbour of the live end as available or forbidden with the "
                + "reason, and the forced segments.";
    }

    @Override
    public Class<LabyrinthExplainRequest> requestType() {
        return LabyrinthExplainRequest.class;
    }

    @Override
    public Class<LabyrinthExplainResult> resultType() {
        return LabyrinthExplainResult.class;
    }

    @Override
    public LabyrinthExplainResult run(LabyrinthExplainRequest q, RunContext context) {
        return LabyrinthExplainResult.of(Labyrinths.explain(q.board().labyrinth(), q.moves(), q.budget(),
                context.limits()), q.checkerboard());
    }
}
