package org.gridpuzzles.api.squares;

import java.time.Duration;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Game;

/** {@code squares move}: one position's answer, perfect where solved within the time limit, heuristic beyond. */
final class MoveOperation implements Operation<SquaresMoveRequest, SquaresMoveResult> {

    @Override
    public String name() {
        return "squares move";
    }

    @Override
    public String description() {
        return "One position's answer: the computer's move (perfect where solved within the time limit, heuristic "
                + "beyond), the moves that lose at once, the value, and for a finished game the loser and the square.";
    }

    @Override
    public Class<SquaresMoveRequest> requestType() {
        return SquaresMoveRequest.class;
    }

    @Override
    public Class<SquaresMoveResult> resultType() {
        return SquaresMoveResult.class;
    }

    @Override
    public SquaresMoveResult run(SquaresMoveRequest q, RunContext context) {
        Game game = GameBoards.game(q.rows(), q.cols(), q.axisParallel(), q.rules());
        return SquaresMoveResult.of(game, AvoidTheSquare.advise(game, GameBoards.board(q.rows(), q.cols(), q.position()),
                "position", q.seed(), context.limits().withTimeout(Duration.ofSeconds(q.timeLimit()))),
                q.timeLimit());
    }
}
