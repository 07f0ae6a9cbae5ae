package org.gridpuzzles.squares.largest;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.DecisionMethod;
import org.gridpuzzles.squares.LargestBoard;
import org.gridpuzzles.squares.LargestOptions;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.SizeDecision;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.draw.CadicalDrawFinder;
import org.gridpuzzles.squares.draw.DrawFinder;
import org.gridpuzzles.squares.draw.DrawOutcome;
import org.gridpuzzles.squares.draw.SatDrawFinder;
import org.gridpuzzles.squares.draw.SearchDrawFinder;

/**
 * The largest n x n board with a drawn final position: sizes 1, 2, ... are decided in turn until one has none (or
 * the time or size limit is reached). With any balance a drawn board restricted to a smaller square is still drawn,
 * so one impossible size rules out all larger ones; for balanced boards the same follows when the impossible size
 * has no drawn board of any balance either, which is checked too.
 */
public final class LargestSearch {

    private final DecisionMethod method;
    private final Limits limits;
    private final LargestOptions options;
    private final Progress progress;

    LargestSearch(DecisionMethod method, Limits limits) {
        this(LargestOptions.defaults().with(method).with(limits), Progress.none());
    }

    public LargestSearch(LargestOptions options, Progress progress) {
        this.method = options.method();
        this.limits = options.limits();
        this.options = options;
        this.progress = progress;
        if (options.caseSide() > 0 && method == DecisionMethod.SEARCH) {
            throw new org.gridpuzzles.core.InvalidInputException("cases split SAT formulas; they do not go with "
                    + "method search");
        }
    }

    private DrawFinder finder(Rules rules) {
        boolean sat = method == DecisionMethod.SAT || (method != DecisionMethod.SEARCH && rules.fields() > 64);
        if (sat && options.caseSide() > 0 && rules.colours() == 2 && CentreCases.fits(rules, options.caseSide())) {
            return new CaseSplitFinder(options.caseSide(), options.threads(),
                    options.solver() == LargestOptions.SatSolver.CADICAL, options.checkProof(),
                    java.nio.file.Path.of(System.getProperty("java.io.tmpdir")), progress);
        }
        return switch (method) {
            case SEARCH -> {
                rules.requireBitBoard("method search");
                yield new SearchDrawFinder();
            }
            case SAT -> satFinder(rules);
            default -> rules.fields() <= 64 ? new SearchDrawFinder() : satFinder(rules);
        };
    }

    private DrawFinder satFinder(Rules rules) {
        if (options.solver() == LargestOptions.SatSolver.CADICAL && rules.colours() == 2) {
            return new CadicalDrawFinder(options.breakSymmetries(), options.checkProof(),
                    java.nio.file.Path.of(System.getProperty("java.io.tmpdir")));
        }
        return new SatDrawFinder(options.breakSymmetries() && rules.colours() == 2);
    }

    /** Sizes 1..maxSize in turn; every decision (including the any-balance one) goes to {@code onStep}. */
    public LargestBoard find(Rules template, int maxSize, long timeLimitSeconds, Sink<SizeDecision> onStep) {
        List<SizeDecision> steps = new ArrayList<>();
        int largest = 0;
        Board witness = null;
        int from = options.fromSize();
        if (from > 1 && !template.anyBalance()) {
            throw new org.gridpuzzles.core.InvalidInputException("from " + from
                    + " needs anyBalance: only then does a board at one size stand for all smaller ones");
        }
        try {
            for (int n = from; n <= maxSize; n++) {
                Rules rules = template.withSize(n, n);
                SizeDecision step = decide(rules, timeLimitSeconds);
                steps.add(step);
                onStep.accept(step);
                if (!step.decided()) {
                    return checked(new LargestBoard(largest, witness, false, false, steps), template);
                }
                if (!step.exists()) {
                    boolean all = template.anyBalance();
                    if (!all) {
                        Rules any = template.withSize(n, n).with(Rules.Balance.ANY);
                        SizeDecision anyStep = decide(any, timeLimitSeconds);
                        onStep.accept(new SizeDecision(n, anyStep.exists(), anyStep.decided(),
                                anyStep.method() + ", any balance", anyStep.seconds(), anyStep.witness(),
                                anyStep.how()));
                        all = anyStep.decided() && !anyStep.exists();
                    }
                    return checked(new LargestBoard(largest, witness, true, all, steps), template);
                }
                largest = n;
                witness = step.witness();
            }
            return checked(new LargestBoard(largest, witness, false, false, steps), template);
        } finally {
            onStep.end();
        }
    }

    /** The witness is checked by the independent checker before anyone sees it. */
    private static LargestBoard checked(LargestBoard r, Rules template) {
        if (r.witness() != null
                && !BoardChecker.checkFinal(r.witness(), template.withSize(r.largest(), r.largest())).valid()) {
            throw new IllegalStateException("witness fails the check: " + r.witness().compact());
        }
        return r;
    }

    SizeDecision decide(Rules rules, long timeLimitSeconds) {
        if (limits.cancelled()) {
            throw new InterruptedRunException("interrupted before size " + rules.rows() + " was decided");
        }
        DrawFinder f = finder(rules);
        long t0 = System.nanoTime();
        DrawOutcome o = f.find(rules, timeLimitSeconds, limits);
        double secs = (System.nanoTime() - t0) / 1e9;
        if (!o.decided() && limits.cancelled()) {
            throw new InterruptedRunException("interrupted while size " + rules.rows() + " was being decided");
        }
        return new SizeDecision(rules.rows(), o.exists(), o.decided(), f.name(), secs, o.witness(),
                f.describeLast());
    }
}
