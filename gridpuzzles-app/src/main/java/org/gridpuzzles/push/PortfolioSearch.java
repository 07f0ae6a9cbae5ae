package org.gridpuzzles.push;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.core.Failures;

/**
 * The default decision mode: the beam search (quick on solvable instances) runs beside the complete search (which
 * also proves unsatisfiability); the first conclusive answer wins and stops the other.
 */
final class PortfolioSearch implements PushSearch {

    private final int tableBits;

    public PortfolioSearch() {
        this(20);
    }

    public PortfolioSearch(int tableBits) {
        this.tableBits = tableBits;
    }

    @Override
    public PushOutcome solve(PushPuzzle puzzle, Control control) {
        Control beamControl = control.child(1);
        Control fullControl = control.child(Math.max(1, control.threads() - 1));
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "push-portfolio");
            t.setDaemon(true);
            return t;
        });
        try {
            Future<PushOutcome> beam = pool.submit(() -> new BeamSearch().solve(puzzle, beamControl));
            Future<PushOutcome> full = pool.submit(() -> new ExhaustiveSearch(tableBits).solve(puzzle, fullControl));
            boolean beamOpen = true;
            while (true) {
                if (beamOpen && beam.isDone()) {
                    PushOutcome o = get(beam);
                    if (o.status() == PushStatus.SOLVED) {
                        fullControl.stop();
                        return new PushOutcome(o.status(), o.pushes(), false, o.nodes());
                    }
                    beamOpen = false;
                }
                if (full.isDone()) {
                    beamControl.stop();
                    return get(full);
                }
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            control.stop();
            return PushOutcome.timeout(0);
        } finally {
            beamControl.stop();
            fullControl.stop();
            pool.shutdown();
            try {
                pool.awaitTermination(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static PushOutcome get(Future<PushOutcome> f) throws InterruptedException {
        try {
            return f.get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw Failures.rethrow(e);
        }
    }
}
