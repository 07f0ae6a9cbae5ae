package org.gridpuzzles.squares.draw;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.SquareGeometry;

import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * Existence by SAT (Sat4j). Two colours: one variable per field (true = x); k colours: one per field and colour
 * with exactly one per field. Each square and colour gives a clause "not all four corners of this colour"; the
 * balance is a cardinality constraint per colour. With interchangeable colours the first field is fixed to x.
 * Two colours with symmetry breaking take the formula of {@link SquareFreeCnf} (lex-leader constraints for the
 * board's symmetries and the colour swap).
 */
public final class SatDrawFinder implements DrawFinder {

    private final boolean breakSymmetries;
    /** Clauses and variables of the last formula solved, for the report. */
    private int lastClauses;
    private int lastVars;

    SatDrawFinder() {
        this(true);
    }

    public SatDrawFinder(boolean breakSymmetries) {
        this.breakSymmetries = breakSymmetries;
    }

    @Override
    public String name() {
        return "SAT (Sat4j)";
    }

    @Override
    public String describeLast() {
        return "Sat4j, " + lastVars + " variables, " + lastClauses + " clauses"
                + (breakSymmetries ? " with symmetry breaking" : "");
    }

    @Override
    public DrawOutcome find(Rules rules, long timeLimitSeconds, Limits limits) {
        int n = rules.fields();
        int k = rules.colours();
        ISolver solver = SolverFactory.newDefault();
        solver.setTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, timeLimitSeconds)));
        boolean binary = k == 2;
        if (binary && breakSymmetries) {
            return findBinary(rules, new SquareFreeCnf(rules, true), solver, limits);
        }
        try {
            if (k == 1) {
                // one colour: drawn exactly when there is no square at all
                boolean none = SquareGeometry.squares(rules.rows(), rules.cols(), rules.axisParallel()).isEmpty();
                return new DrawOutcome(none ? new Board(rules.rows(), rules.cols(), new int[n]) : null, true);
            }
            solver.newVar(binary ? n : n * k);
            if (!binary) {
                for (int i = 0; i < n; i++) {
                    int[] lits = new int[k];
                    for (int c = 0; c < k; c++) {
                        lits[c] = var(i, c, k);
                    }
                    solver.addExactly(new VecInt(lits), 1);
                }
            }
            List<int[]> squares = SquareGeometry.squares(rules.rows(), rules.cols(), rules.axisParallel());
            for (int[] q : squares) {
                for (int c = 0; c < k; c++) {
                    int[] clause = new int[4];
                    for (int j = 0; j < 4; j++) {
                        clause[j] = -lit(q[j], c, k, binary);
                    }
                    solver.addClause(new VecInt(clause));
                }
            }
            if (!rules.anyBalance()) {
                for (int c = 0; c < (binary ? 1 : k); c++) {
                    int[] lits = new int[n];
                    for (int i = 0; i < n; i++) {
                        lits[i] = binary ? i + 1 : var(i, c, k);
                    }
                    solver.addExactly(new VecInt(lits), rules.quota(c));
                }
            }
            boolean interchangeable = true;
            for (int c = 1; c < k; c++) {
                interchangeable &= rules.quota(c) == rules.quota(0);
            }
            if (interchangeable) {
                solver.addClause(new VecInt(new int[] {lit(0, 0, k, binary)}));
            }
            if (!satisfiable(solver, limits)) {
                return new DrawOutcome(null, true);
            }
            int[] model = solver.model();
            int[] cells = new int[n];
            boolean[] truth = new boolean[(binary ? n : n * k) + 1];
            for (int l : model) {
                if (l > 0) {
                    truth[l] = true;
                }
            }
            for (int i = 0; i < n; i++) {
                if (binary) {
                    cells[i] = truth[i + 1] ? 0 : 1;
                } else {
                    for (int c = 0; c < k; c++) {
                        if (truth[var(i, c, k)]) {
                            cells[i] = c;
                        }
                    }
                }
            }
            return new DrawOutcome(new Board(rules.rows(), rules.cols(), cells), true);
        } catch (ContradictionException e) {
            return new DrawOutcome(null, true);
        } catch (TimeoutException e) {
            return new DrawOutcome(null, false);
        }
    }

    /** One case of {@code CentreCases}: the formula without symmetry clauses, with the case's fields fixed. */
    public DrawOutcome decideCase(Rules rules, int[] units, long timeLimitSeconds, Limits limits) {
        ISolver solver = SolverFactory.newDefault();
        solver.setTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, timeLimitSeconds)));
        return findBinary(rules, SquareFreeCnf.forCase(rules, units), solver, limits);
    }

    private DrawOutcome findBinary(Rules rules, SquareFreeCnf cnf, ISolver solver, Limits limits) {
        lastVars = cnf.vars;
        lastClauses = cnf.clauses.size() + (cnf.atLeast >= 0 ? 1 : 0);
        try {
            solver.newVar(cnf.vars);
            for (int[] c : cnf.clauses) {
                solver.addClause(new VecInt(c));
            }
            if (cnf.atLeast >= 0) {
                int[] lits = new int[cnf.fields];
                for (int i = 0; i < lits.length; i++) {
                    lits[i] = i + 1;
                }
                solver.addAtLeast(new VecInt(lits), cnf.atLeast);
                solver.addAtMost(new VecInt(lits), cnf.atMost);
            }
            if (!satisfiable(solver, limits)) {
                return new DrawOutcome(null, true);
            }
            boolean[] truth = new boolean[cnf.vars + 1];
            for (int l : solver.model()) {
                if (l > 0) {
                    truth[l] = true;
                }
            }
            return new DrawOutcome(SquareFreeCnf.board(rules, truth), true);
        } catch (ContradictionException e) {
            return new DrawOutcome(null, true);
        } catch (TimeoutException e) {
            return new DrawOutcome(null, false);
        }
    }

    /** The solver's answer; a watcher ends it early (as a timeout) when the limits stop the run. */
    private static boolean satisfiable(ISolver solver, Limits limits) throws TimeoutException {
        AtomicBoolean done = new AtomicBoolean();
        Thread watcher = new Thread(() -> {
            while (!done.get()) {
                if (limits.stopped()) {
                    solver.expireTimeout();
                    return;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "sat-limits");
        watcher.setDaemon(true);
        watcher.start();
        try {
            return solver.isSatisfiable();
        } finally {
            done.set(true);
            watcher.interrupt();
        }
    }

    private static int var(int field, int colour, int k) {
        return field * k + colour + 1;
    }

    /** The literal "field has colour". */
    private static int lit(int field, int colour, int k, boolean binary) {
        if (binary) {
            return colour == 0 ? field + 1 : -(field + 1);
        }
        return var(field, colour, k);
    }
}
