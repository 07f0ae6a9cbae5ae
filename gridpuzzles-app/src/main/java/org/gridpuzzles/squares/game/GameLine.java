package org.gridpuzzles.squares.game;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.board.SquareGeometry;

/** A principal variation: moves that keep the game's value, from a position to the end of the game. */
public record GameLine(GameValue value, List<Integer> moves, String ending) {

    /** Follows best moves with the solver from the position until the game ends. */
    public static GameLine principal(GameSolver solver, Game game, GamePosition start) {
        int rootValue = solver.value(start);
        GameValue result = AlphaBetaSolver.asResult(rootValue, start.mover());
        List<Integer> moves = new ArrayList<>();
        GamePosition p = start;
        long[][] through = solver.through();
        String ending;
        // the value of each position on the line is known from the one before: a move keeps it when the opponent
        // gets no more than its negation there (no move gives more), so one question per move suffices
        int target = rootValue;
        while (true) {
            long free = p.free();
            if (free == 0) {
                ending = "board full, no square: draw";
                break;
            }
            int chosen = -1;
            boolean completes = false;
            int hint = solver.suggest(p, target);
            if (hint >= 0 && (free >>> hint & 1) != 0 && !SquareGeometry.completes(p, hint, through)
                    && !solver.atLeast(p.play(hint), 1 - target)) {
                chosen = hint;
            }
            for (int f = 0; f < p.rows() * p.cols() && chosen < 0; f++) {
                if ((free >>> f & 1) == 0) {
                    continue;
                }
                boolean sq = SquareGeometry.completes(p, f, through);
                boolean keeps = sq ? (game.achieve() ? 1 : -1) == target : !solver.atLeast(p.play(f), 1 - target);
                if (keeps) {
                    chosen = f;
                    completes = sq;
                }
            }
            moves.add(chosen);
            String who = p.mover() == 0 ? "x" : "o";
            p = p.play(chosen);
            target = -target;
            if (completes) {
                ending = game.achieve() ? who + " completes a square and wins"
                        : who + " must complete a square and loses";
                break;
            }
        }
        return new GameLine(result, moves, ending);
    }
}
