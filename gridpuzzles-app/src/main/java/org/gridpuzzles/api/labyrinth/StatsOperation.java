package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.labyrinth.DrawingStatistics;
import org.gridpuzzles.labyrinth.Labyrinths;

/** {@code labyrinth stats}: many drawings and what they did. */
final class StatsOperation implements Operation<LabyrinthStatsRequest, LabyrinthStatsResult> {

    @Override
    public String name() {
        return "labyrinth stats";
    }

    @Override
    public String description() {
        return "Many drawings: how many completed, got stuck (expected 0) or met undecided candidates, and how fast.";
    }

    @Override
    public Class<LabyrinthStatsRequest> requestType() {
        return LabyrinthStatsRequest.class;
    }

    @Override
    public Class<LabyrinthStatsResult> resultType() {
        return LabyrinthStatsResult.class;
    }

    @Override
    public LabyrinthStatsResult run(LabyrinthStatsRequest q, RunContext context) {
        LabyrinthBoard board = q.board();
        board.requireSolvable();
        DrawingStatistics s = Labyrinths.statistics(board.labyrinth(), DrawOperation.options(q.seed(), q.runs(),
                false, q.oracle(), q.budget(), context), context.progress());
        return new LabyrinthStatsResult(s.rows(), s.cols(), s.runs(), s.seed(), s.completed(), s.stuck(),
                s.invalid(), s.undecided(), s.candidates(), s.seconds(), s.secondsPerWalkthrough(),
                s.walkthroughsPerSecond());
    }
}
