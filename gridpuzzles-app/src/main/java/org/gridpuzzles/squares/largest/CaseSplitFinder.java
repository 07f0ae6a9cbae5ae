package org.gridpuzzles.squares.largest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.draw.CadicalDrawFinder;
import org.gridpuzzles.squares.draw.DratChecker;
import org.gridpuzzles.squares.draw.DrawFinder;
import org.gridpuzzles.squares.draw.DrawOutcome;
import org.gridpuzzles.squares.draw.SatDrawFinder;

/**
 * Existence decided case by case ({@link CentreCases}): one formula per colouring of the central fields, up to
 * symmetry, solved on several threads by Sat4j or CaDiCaL. The first satisfiable case gives the witness and stops the
 * others; the board has none when every case is refuted. Before a refutation counts, {@link CaseCoverChecker} checks
 * that the cases cover every colouring of the centre, and with CaDiCaL every case's DRAT proof is checked.
 */
final class CaseSplitFinder implements DrawFinder {

    private final int side;
    private final int threads;
    private final boolean cadical;
    private final boolean checkProof;
    private final Path workDir;
    private final Progress progress;
    private String last;

    CaseSplitFinder(int side, int threads, boolean cadical, boolean checkProof, Path workDir, Progress progress) {
        this.side = side;
        this.threads = threads;
        this.cadical = cadical;
        this.checkProof = checkProof;
        this.workDir = workDir;
        this.progress = progress;
        this.last = name();
    }

    @Override
    public String name() {
        return (cadical ? "SAT (CaDiCaL)" : "SAT (Sat4j)") + " by cases";
    }

    @Override
    public String describeLast() {
        return last;
    }

    /** What one case came to. */
    private record CaseResult(int index, DrawOutcome outcome, long proofBytes, DratChecker.Result check) {
    }

    @Override
    public DrawOutcome find(Rules rules, long timeLimitSeconds, Limits limits) {
        CentreCases cases = CentreCases.of(rules, side);
        String cover = CaseCoverChecker.check(rules.rows(), rules.cols(), side, cases.swap, cases.patterns);
        if (cover != null) {
            throw new IllegalStateException("the cases by the central fields fail the check: " + cover);
        }
        long deadline = System.nanoTime() + timeLimitSeconds * 1_000_000_000L;
        Limits run = limits.child();
        String solver = cadical ? "CaDiCaL" : "Sat4j";
        progress.start(rules.rows() + "x" + rules.cols() + ", " + cases.size() + " cases", cases.size());
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, cases.size())), r -> {
            Thread t = new Thread(r, "squares-case");
            t.setDaemon(true);
            return t;
        });
        List<Future<CaseResult>> futures = new ArrayList<>();
        for (int c = 0; c < cases.size(); c++) {
            int index = c;
            futures.add(pool.submit(() -> decide(rules, cases, index, deadline, run)));
        }
        int refuted = 0;
        int verified = 0;
        long proofBytes = 0;
        long lemmas = 0;
        String notChecked = null;
        try {
            for (Future<CaseResult> f : futures) {
                CaseResult r = f.get();
                progress.advance(1);
                DrawOutcome o = r.outcome();
                if (o.exists()) {
                    run.cancel();
                    last = solver + " by cases: case " + (r.index() + 1) + " of " + cases.size() + " (centre "
                            + cases.describe(r.index()) + ") has a drawn board";
                    return o;
                }
                if (!o.decided()) {
                    run.cancel();
                    last = solver + " by cases: case " + (r.index() + 1) + " of " + cases.size() + " (centre "
                            + cases.describe(r.index()) + ") undecided within the time limit; " + refuted
                            + " refuted before";
                    return o;
                }
                refuted++;
                proofBytes += r.proofBytes();
                if (r.check() != null && r.check().kind() == DratChecker.Kind.VERIFIED) {
                    verified++;
                    lemmas += r.check().lemmas();
                } else if (cadical && notChecked == null) {
                    notChecked = "case " + (r.index() + 1) + ": "
                            + (r.check() == null ? "the check was turned off" : r.check().detail());
                }
                progress.note(refuted + " refuted");
            }
        } catch (InterruptedException e) {
            run.cancel();
            Thread.currentThread().interrupt();
            return new DrawOutcome(null, false);
        } catch (ExecutionException e) {
            run.cancel();
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        StringBuilder how = new StringBuilder(solver).append(" by cases: the ").append(1L << cases.fields.length)
                .append(" colourings of the central ").append(side).append('x').append(side)
                .append(" fields fall into ").append(cases.size()).append(" cases under the board's symmetries")
                .append(cases.swap ? " and the colour swap" : "").append(" (cover checked); all ")
                .append(cases.size()).append(" refuted");
        if (cadical) {
            how.append(String.format("; DRAT proofs %.1f MB in all, ", proofBytes / 1e6));
            if (notChecked == null) {
                how.append("every one verified by the forward RUP checker (").append(lemmas).append(" lemmas)");
            } else {
                how.append(verified).append(" of ").append(cases.size()).append(" verified, the others NOT checked (")
                        .append(notChecked).append(')');
            }
        }
        last = how.toString();
        return new DrawOutcome(null, true);
    }

    /** Decides one case (undecided when the run was stopped before it began). */
    private CaseResult decide(Rules rules, CentreCases cases, int index, long deadline, Limits run) {
        if (run.stopped()) {
            return new CaseResult(index, new DrawOutcome(null, false), 0, null);
        }
        long left = Math.max(1, (deadline - System.nanoTime() + 999_999_999L) / 1_000_000_000L);
        int[] units = cases.units(index);
        if (cadical) {
            CadicalDrawFinder.Answer a = new CadicalDrawFinder(false, checkProof, workDir)
                    .decideCase(rules, units, left, run);
            return new CaseResult(index, a.outcome(), a.proofBytes(), a.check());
        }
        return new CaseResult(index, new SatDrawFinder(false).decideCase(rules, units, left, run), 0, null);
    }
}
