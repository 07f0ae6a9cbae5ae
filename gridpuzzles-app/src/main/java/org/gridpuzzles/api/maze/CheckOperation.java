package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.maze.Mazes;

/** {@code maze check}: whether a maze is perfect, connected with loops, or what is wrong with it. */
final class CheckOperation implements Operation<MazeCheckRequest, MazeCheckResult> {

    @Override
    public String name() {
        return "maze check";
    }

    @Override
    public String description() {
        return "Checks that a maze is perfect (consistent walls, connected, fields - 1 passages) or connected with "
                + "loops, and says what is wrong when it is not.";
    }

    @Override
    public Class<MazeCheckRequest> requestType() {
        return MazeCheckRequest.class;
    }

    @Override
    public Class<MazeCheckResult> resultType() {
        return MazeCheckResult.class;
    }

    @Override
    public MazeCheckResult run(MazeCheckRequest q, RunContext context) {
        Verdict v = Mazes.check(q.maze(), q.mazeName());
        if (!v.valid()) {
            return new MazeCheckResult(q.mazeName(), false, v.problem(), null, null, null);
        }
        return new MazeCheckResult(q.mazeName(), true, null, number(v, "fields"), number(v, "passages"),
                number(v, "loops"), (Boolean) v.details().get("unicursal"), (String) v.details().get("branch"));
    }

    private static Long number(Verdict v, String key) {
        return ((Number) v.details().get(key)).longValue();
    }
}
