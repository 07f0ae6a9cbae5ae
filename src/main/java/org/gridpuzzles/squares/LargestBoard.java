package org.gridpuzzles.squares;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The largest n x n board with a drawn final position: sizes 1, 2, ... are decided in turn until one has none (or
 * the time or size limit is reached). With any balance a drawn board restricted to a smaller square is still drawn,
 * so one impossible size rules out all larger ones; for balanced boards the same follows when the impossible size
 * has no drawn board of any balance either, which is checked too.
 */
public final class LargestBoard {

    /** How sizes are decided. */
    public enum Method { AUTO, SEARCH, SAT }

    /** One decided (or undecided) size. */
    public record Step(int size, boolean exists, boolean decided, String method, double seconds, Board witness) {
    }

    /**
     * The outcome: the largest size with a drawn board and its witness, whether the next size was proved
     * impossible, and whether every larger size is ruled out too.
     */
    public record Result(int largest, Board witness, boolean nextProvedImpossible, boolean allLargerImpossible,
            List<Step> steps) {
    }

    private final Method method;

    public LargestBoard(Method method) {
        this.method = method;
    }

    private DrawFinder finder(Rules rules) {
        return switch (method) {
            case SEARCH -> {
                rules.requireBitBoard("--method search");
                yield new SearchDrawFinder();
            }
            case SAT -> new SatDrawFinder();
            default -> rules.fields() <= 64 ? new SearchDrawFinder() : new SatDrawFinder();
        };
    }

    public Result find(Rules template, int maxSize, long timeLimitSeconds, Consumer<Step> onStep) {
        List<Step> steps = new ArrayList<>();
        int largest = 0;
        Board witness = null;
        for (int n = 1; n <= maxSize; n++) {
            Rules rules = template.withSize(n, n);
            Step step = decide(rules, timeLimitSeconds);
            steps.add(step);
            onStep.accept(step);
            if (!step.decided()) {
                return new Result(largest, witness, false, false, steps);
            }
            if (!step.exists()) {
                boolean all = template.anyBalance();
                if (!all) {
                    Rules any = new Rules(n, n, template.colours(), template.axisParallel(), true);
                    Step anyStep = decide(any, timeLimitSeconds);
                    onStep.accept(new Step(n, anyStep.exists(), anyStep.decided(), anyStep.method() + ", any balance",
                            anyStep.seconds(), anyStep.witness()));
                    all = anyStep.decided() && !anyStep.exists();
                }
                return new Result(largest, witness, true, all, steps);
            }
            largest = n;
            witness = step.witness();
        }
        return new Result(largest, witness, false, false, steps);
    }

    public Step decide(Rules rules, long timeLimitSeconds) {
        DrawFinder f = finder(rules);
        long t0 = System.nanoTime();
        DrawFinder.Outcome o = f.find(rules, timeLimitSeconds);
        double secs = (System.nanoTime() - t0) / 1e9;
        return new Step(rules.rows(), o.exists(), o.decided(), f.name(), secs, o.witness());
    }
}
