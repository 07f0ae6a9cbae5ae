package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.DecisionMethod;
import org.gridpuzzles.squares.LargestBoard;
import org.gridpuzzles.squares.LargestOptions;
import org.gridpuzzles.squares.SizeDecision;

/** {@code squares largest} size by size: each decision goes to the sink as it is made (a size may take minutes). */
public final class LargestSizes {

    private LargestSizes() {
    }

    /** Whether the external SAT solver CaDiCaL is on the PATH. */
    public static boolean cadicalAvailable() {
        return AvoidTheSquare.cadicalAvailable();
    }

    /**
     * Refuses, before any size is tried, a request this machine cannot run (CaDiCaL asked for and not installed).
     */
    public static void requireRunnable(SquaresLargestRequest q) {
        if (q.solver() == SquaresLargestRequest.Solver.CADICAL && !cadicalAvailable()) {
            throw new InvalidRequestException("solver", "solver cadical: the program 'cadical' is not on the PATH "
                    + "(Debian: apt-get install cadical)");
        }
    }

    /** Decides sizes from {@code from} up, each to {@code each} when decided; the answer at the end. */
    public static SquaresLargestResult find(SquaresLargestRequest q, Sink<SquaresLargestResult.Step> each, RunContext context) {
        requireRunnable(q);
        DecisionMethod m = switch (q.method()) {
            case AUTO -> DecisionMethod.AUTO;
            case SEARCH -> DecisionMethod.SEARCH;
            case SAT -> DecisionMethod.SAT;
        };
        LargestOptions options = new LargestOptions(m, q.maxSize(), q.timeLimit(), context.limits(),
                q.solver() == SquaresLargestRequest.Solver.CADICAL ? LargestOptions.SatSolver.CADICAL
                        : LargestOptions.SatSolver.SAT4J,
                !q.noSymmetryBreaking(), !q.noCheckProof(), q.from(), q.cases(), context.threads());
        List<SquaresLargestResult.Step> steps = new ArrayList<>();
        LargestBoard r = AvoidTheSquare.largest(DrawRules.rules(1, 1, q.colours(), q.axisParallel(), q.anyBalance()),
                options, d -> {
                    SquaresLargestResult.Step s = step(d);
                    steps.add(s);
                    return each.accept(s);
                }, context.progress());
        each.end();
        return new SquaresLargestResult(r.largest(), r.witness() == null ? null : r.witness().rowTexts(),
                r.nextProvedImpossible(), r.allLargerImpossible(), q.from(), q.maxSize(), steps,
                r.witness() == null ? null : r.witness().box());
    }

    private static SquaresLargestResult.Step step(SizeDecision d) {
        return new SquaresLargestResult.Step(d.size(), d.exists(), d.decided(), d.method(), d.seconds(), d.how());
    }
}
