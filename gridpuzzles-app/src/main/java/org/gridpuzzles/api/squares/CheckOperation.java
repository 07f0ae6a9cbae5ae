package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;

/** {@code squares check}: boards verified with code independent of the search. */
final class CheckOperation implements Operation<SquaresCheckRequest, SquaresCheckResult> {

    @Override
    public String name() {
        return "squares check";
    }

    @Override
    public String description() {
        return "Checks boards: full, balanced as asked, no one-coloured square (or, for positions, only the last).";
    }

    @Override
    public Class<SquaresCheckRequest> requestType() {
        return SquaresCheckRequest.class;
    }

    @Override
    public Class<SquaresCheckResult> resultType() {
        return SquaresCheckResult.class;
    }

    @Override
    public SquaresCheckResult run(SquaresCheckRequest q, RunContext context) {
        List<Board> boards = q.board() != null ? List.of(GameBoards.parse("board", q.board()))
                : AvoidTheSquare.readBoards(q.boards(), q.source());
        List<SquaresCheckResult.Checked> problems = new ArrayList<>();
        SquaresCheckResult.Checked first = null;
        int i = 0;
        for (Board b : boards) {
            i++;
            context.limits().check();
            Rules rules = DrawRules.rules(b.rows(), b.cols(), q.colours(), q.axisParallel(), q.anyBalance());
            Verdict v = q.partial() ? AvoidTheSquare.checkPosition(b, rules) : AvoidTheSquare.checkFinal(b, rules);
            SquaresCheckResult.Checked c = new SquaresCheckResult.Checked(i, b.compact(), v.valid() ? null : v.problem());
            if (first == null) {
                first = c;
            }
            if (!c.ok()) {
                problems.add(c);
            }
        }
        return new SquaresCheckResult(boards.size(), problems.size(), first, problems, q);
    }
}
