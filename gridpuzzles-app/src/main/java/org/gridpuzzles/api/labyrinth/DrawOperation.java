package org.gridpuzzles.api.labyrinth;

import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.labyrinth.DrawOptions;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.LineChoice;

/** {@code labyrinth draw}: random walkthroughs by the one-way drawing, kept in memory. */
final class DrawOperation implements Operation<LabyrinthDrawRequest, LabyrinthDrawResult> {

    @Override
    public String name() {
        return "labyrinth draw";
    }

    @Override
    public String description() {
        return "Random walkthroughs by a line that chooses among the available next fields and never gets stuck.";
    }

    @Override
    public Class<LabyrinthDrawRequest> requestType() {
        return LabyrinthDrawRequest.class;
    }

    @Override
    public Class<LabyrinthDrawResult> resultType() {
        return LabyrinthDrawResult.class;
    }

    @Override
    public LabyrinthDrawResult run(LabyrinthDrawRequest q, RunContext context) {
        LabyrinthBoard board = q.board();
        board.requireSolvable();
        List<LabyrinthDrawResult.Line> lines = Labyrinths.drawAll(board.labyrinth(), options(q, context)).stream()
                .map(l -> new LabyrinthDrawResult.Line(l.moves(), l.undecided(),
                        LabyrinthExplainResult.pairs(board.grid(), l.fields()), l.fields())).toList();
        return new LabyrinthDrawResult(q.rows(), q.cols(), q.seed(), lines, board);
    }

    /** The engine's options for a drawing. */
    static DrawOptions options(long seed, int runs, boolean uniformPaths, LabyrinthDrawRequest.Oracle oracle,
            long budget, RunContext context) {
        return DrawOptions.seed(seed).runs(runs)
                .choice(uniformPaths ? LineChoice.EVERY_WALKTHROUGH_EQUAL : LineChoice.EACH_STEP_UNIFORM)
                .oracle(oracle.engine()).budget(budget).limits(context.limits());
    }

    static DrawOptions options(LabyrinthDrawRequest q, RunContext context) {
        return options(q.seed(), q.runs(), q.uniformPaths(), q.oracle(), q.budget(), context);
    }
}
