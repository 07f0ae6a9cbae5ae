package org.gridpuzzles.api.squares;

import java.nio.file.Path;
import java.time.Duration;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GameMethod;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.ProvedGame;
import org.gridpuzzles.squares.SolveOptions;

/** {@code squares solve}: the value of the game under perfect play, with a principal variation. */
final class SolveOperation implements Operation<SquaresSolveRequest, SquaresSolveResult> {

    @Override
    public String name() {
        return "squares solve";
    }

    @Override
    public String description() {
        return "Solves the game: its value under perfect play (first player wins, second player wins or draw) and a "
                + "principal variation.";
    }

    @Override
    public Class<SquaresSolveRequest> requestType() {
        return SquaresSolveRequest.class;
    }

    @Override
    public Class<SquaresSolveResult> resultType() {
        return SquaresSolveResult.class;
    }

    @Override
    public SquaresSolveResult run(SquaresSolveRequest q, RunContext context) {
        Game game = game(q);
        GamePosition start = start(q, game);
        return SquaresSolveResult.of(q, new SquaresSolveResult.Solved(game, start, AvoidTheSquare.solve(game, start,
                options(q, context)), null, seconds(context)), null);
    }

    /** Solves as {@link #run} and writes the certificate of the value to {@code proof}. */
    static SquaresSolveResult runWithProof(SquaresSolveRequest q, Path proof, RunContext context) {
        Game game = game(q);
        GamePosition start = start(q, game);
        ProvedGame proved = AvoidTheSquare.solveWithProof(game, start, options(q, context), proof,
                q.proofEndgames());
        return SquaresSolveResult.of(q, new SquaresSolveResult.Solved(game, start, proved.solution(), proof, seconds(context)),
                proved.solution().solved() ? proved.strategyPositions() : null);
    }

    private static Game game(SquaresSolveRequest q) {
        return GameBoards.game(q.rows(), q.cols(), q.axisParallel(), q.rules());
    }

    private static GamePosition start(SquaresSolveRequest q, Game game) {
        return q.position() == null ? game.start()
                : AvoidTheSquare.position(GameBoards.parse("position", q.position()), game, "position");
    }

    private static SolveOptions options(SquaresSolveRequest q, RunContext context) {
        boolean pn = q.method() == SquaresSolveRequest.Method.PROOF_NUMBER;
        return new SolveOptions(q.tableBits(), context.limits(), pn ? GameMethod.PROOF_NUMBER : GameMethod.ALPHA_BETA,
                pn ? 1 : context.threads());
    }

    private static Long seconds(RunContext context) {
        Duration t = context.limits().timeout();
        return t == null ? null : t.getSeconds();
    }
}
