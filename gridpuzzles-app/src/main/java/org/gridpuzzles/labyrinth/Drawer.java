package org.gridpuzzles.labyrinth;

import java.math.BigInteger;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;

/**
 * The one-way drawing: at each step the line chooses uniformly among the available next fields (or, for uniform
 * walkthroughs, in proportion to the exact number of completions through each).
 */
final class Drawer {

    /** One drawn line. {@code stuck} is true when no next field was available before the end (never expected). */
    record Result(String moves, int[] fields, boolean stuck, long undecided, long candidates) {
    }

    private final Labyrinth lab;
    private final Oracle oracle;
    private final boolean uniformPaths;
    private final long budget;
    private final Limits limits;

    Drawer(Labyrinth lab, Oracle oracle, boolean uniformPaths, long budget) {
        this(lab, oracle, uniformPaths, budget, Limits.none());
    }

    Drawer(Labyrinth lab, Oracle oracle, boolean uniformPaths, long budget, Limits limits) {
        String reason = lab.impossibleReason();
        if (reason != null) {
            throw new InvalidInputException("no walkthrough exists on " + lab.grid() + ": " + reason);
        }
        if (uniformPaths && lab.grid().size() > DrawOptions.UNIFORM_MAX_FIELDS) {
            throw new InvalidInputException("drawing every walkthrough with equal probability counts the "
                    + "completions at every step, feasible up to " + DrawOptions.UNIFORM_MAX_FIELDS
                    + " fields (11 x 11), not " + lab.grid());
        }
        this.lab = lab;
        this.oracle = oracle;
        this.uniformPaths = uniformPaths;
        this.budget = budget;
        this.limits = limits;
    }

    Result draw(SplittableRandom rnd) {
        LinePosition pos = new LinePosition(lab);
        Availability av = new Availability(pos, oracle, budget, limits);
        if (!uniformPaths && !av.findInitialWitness() && !av.exact) {
            throw new InvalidInputException("no first walkthrough found on " + lab.grid() + " from "
                    + lab.startField() + " to " + lab.endField() + " within the search budget");
        }
        long undecided = 0;
        long candidates = 0;
        FieldVerdict[] verdicts = new FieldVerdict[4];
        int[][] paths = new int[4][];
        int[] windows = new int[4];
        boolean[] whole = new boolean[4];
        while (!pos.complete()) {
            if (limits.stopped()) {
                limits.check(pos.length);
            }
            int[] cands = pos.candidates();
            int k = 0;
            BigInteger total = BigInteger.ZERO;
            for (int q : cands) {
                FieldVerdict v = av.decide(q, uniformPaths);
                candidates++;
                if (v.kind() == FieldVerdict.Kind.UNDECIDED) {
                    undecided++;
                }
                if (v.available()) {
                    verdicts[k] = v;
                    paths[k] = av.lastRepairPath();
                    windows[k] = av.lastRepairWindow();
                    whole[k] = av.lastRepairWhole();
                    if (uniformPaths) {
                        total = total.add(v.completions());
                    }
                    k++;
                }
            }
            if (k == 0) {
                return new Result(pos.moves(), pos.line(), true, undecided, candidates);
            }
            int pick;
            if (uniformPaths) {
                BigInteger r = uniform(total, rnd);
                pick = 0;
                while (r.compareTo(verdicts[pick].completions()) >= 0) {
                    r = r.subtract(verdicts[pick].completions());
                    pick++;
                }
            } else {
                pick = rnd.nextInt(k);
            }
            av.step(verdicts[pick].field(), paths[pick], windows[pick], whole[pick]);
        }
        return new Result(pos.moves(), pos.line(), false, undecided, candidates);
    }

    /** A uniform number in [0, bound). */
    static BigInteger uniform(BigInteger bound, SplittableRandom rnd) {
        int bits = bound.bitLength();
        while (true) {
            byte[] b = new byte[(bits + 7) / 8 + 1];
            for (int i = 1; i < b.length; i++) {
                b[i] = (byte) rnd.nextInt(256);
            }
            BigInteger r = new BigInteger(b).shiftRight(8 * (b.length - 1) - bits);
            if (r.compareTo(bound) < 0) {
                return r;
            }
        }
    }
}
