package org.gridpuzzles.squares.game;

import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GameMethod;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.SolveOptions;

/**
 * The solver a solve asks for, so that the solvers themselves stay inside this package: df-pn for the avoid rules
 * when the options say proof-number, a team of threads when they give several, else the alpha-beta solver with the
 * game's pruning; each under the options' limits.
 */
public final class Solvers {

    private Solvers() {
    }

    /** The solver the options ask for, for a position on the game's board. */
    public static GameSolver of(Game game, GamePosition start, SolveOptions options) {
        if (start.rows() != game.rows() || start.cols() != game.cols()) {
            throw new IllegalArgumentException("the position is not on the game's board");
        }
        if (options.method() == GameMethod.PROOF_NUMBER && !game.achieve()) {
            DfpnSolver dfpn = new DfpnSolver(game.rows(), game.cols(), game.axisParallel(), options.tableBits());
            dfpn.limits(options.limits());
            return dfpn;
        }
        if (options.threads() > 1) {
            return new ParallelGameSolver(game.rows(), game.cols(), game.axisParallel(), game.goal(),
                    options.tableBits(), options.threads(), options.limits());
        }
        PruningSolver solver = new PruningSolver(game.rows(), game.cols(), game.axisParallel(), game.goal(),
                options.tableBits());
        solver.limits(options.limits());
        return solver;
    }

    /** Plain proof-number search (avoid rules only), an independent second method, under the options' limits. */
    public static GameSolver byProofNumbers(Game game, SolveOptions options) {
        ProofNumberSolver solver = new ProofNumberSolver(game.rows(), game.cols(), game.axisParallel(),
                options.tableBits());
        solver.limits(options.limits());
        return solver;
    }

    /** Ends a solver's threads, if it has any. */
    public static void release(GameSolver solver) {
        if (solver instanceof ParallelGameSolver p) {
            p.close();
        }
    }

    /** A value for the player to move (+1, 0, -1) as the game's value, the player to move being {@code mover}. */
    public static GameValue value(int valueForMover, int mover) {
        return AlphaBetaSolver.asResult(valueForMover, mover);
    }
}
