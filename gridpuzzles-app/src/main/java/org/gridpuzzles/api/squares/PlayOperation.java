package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.ComputerPlayer;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;

/**
 * {@code squares play}: one step of a game against the computer. Each step replays the game so far, so that the
 * computer's random choices follow one seeded sequence over the whole game, as a player kept for the game would.
 */
final class PlayOperation implements Operation<SquaresPlayRequest, SquaresPlayResult> {

    @Override
    public String name() {
        return "squares play";
    }

    @Override
    public String description() {
        return "One step of a game against the computer: the person's move or the computer's, and the game after it.";
    }

    @Override
    public Class<SquaresPlayRequest> requestType() {
        return SquaresPlayRequest.class;
    }

    @Override
    public Class<SquaresPlayResult> resultType() {
        return SquaresPlayResult.class;
    }

    @Override
    public SquaresPlayResult run(SquaresPlayRequest q, RunContext context) {
        Game game = GameBoards.game(q.rows(), q.cols(), q.axisParallel(), q.rules());
        ComputerPlayer computer = AvoidTheSquare.computer(game, q.seed());
        int computerColour = q.computerLetter() == 'x' ? 0 : 1;
        GamePosition p = game.start();
        List<Integer> fields = new ArrayList<>();
        boolean completed = false;
        for (Field f : q.moves()) {
            Check.that(!completed && p.free() != 0, "moves", "the game was over before " + f);
            int field = GameBoards.field(p, f);
            Check.that(p.isFree(field), "moves", f + " is played twice");
            if (p.mover() == computerColour && !computer.playsPerfectly()) {
                computer.choose(p); // the seeded sequence goes on as in the game played
            }
            completed = game.completesSquare(p, field);
            p = p.play(field);
            fields.add(field);
        }
        boolean over = completed || p.free() == 0;
        List<Integer> played = null;
        boolean byComputer = false;
        if (q.move() != null || q.computer()) {
            if (over) {
                throw new InvalidRequestException(q.move() != null ? "move" : "computer", "the game is over");
            }
            int field;
            if (q.computer()) {
                Check.that(p.mover() == computerColour, "computer", "it is the person's turn, not the computer's");
                field = computer.choose(p);
                byComputer = true;
            } else {
                Check.that(p.mover() != computerColour, "move", "it is the computer's turn");
                field = GameBoards.field(p, q.move());
                Check.that(p.isFree(field), "move", q.move() + " is taken");
            }
            completed = game.completesSquare(p, field);
            p = p.play(field);
            fields.add(field);
            played = GameBoards.cell(p, field);
        }
        over = completed || p.free() == 0;
        // the last move was made by the one not to move now
        String last = p.mover() == 0 ? "o" : "x";
        String ending = completed ? last + " completes a square and " + (game.achieve() ? "wins" : "loses")
                : p.free() == 0 ? "board full, no square: draw" : null;
        return new SquaresPlayResult(q.rows(), q.cols(), GameBoards.cells(p, fields), played, played == null ? null : last,
                byComputer, completed, p.free() == 0, over, ending, p.mover() == 0 ? "x" : "o",
                p.board().rowTexts(), computer.playsPerfectly(), new SquaresPlayResult.Played(game, p, fields));
    }
}
