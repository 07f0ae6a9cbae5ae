package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/**
 * {@link ClosedGrowth}'s measured table is what the closed lines' tables and their pass measure today: widths 2 to 10
 * are measured again here and must agree exactly. {@code -Dgridpuzzles.measureClosed=16} measures widths 2 to 16 and
 * prints the table's rows (with the processor time a state of the pass and of the tables, one thread), which is how
 * the table was made.
 */
class ClosedGrowthTest {

    /** What one width measures: the most states of a step, the widest set, all sets' states, all ways in. */
    record Measured(int width, long peak, long widest, long setStates, long links, double passNanos,
            double tableNanos) {
    }

    /** The tables of a board tall enough for its steps to settle, and a pass along them with one prime. */
    static Measured measure(int width) {
        int rows = ClosedGrowth.measuredRows(width);
        GridLineStep g = GridLineStep.cycles(rows, width);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long t0 = cpu.getCurrentThreadCpuTime();
        RowTables t = RowTables.of(g, 1, Limits.none(), Progress.none());
        long t1 = cpu.getCurrentThreadCpuTime();
        TabledPass p = new TabledPass(t, 1, Limits.none(), Progress.none());
        p.pass(0, Residues.primes(0, 1), true, Long.MAX_VALUE);
        long t2 = cpu.getCurrentThreadCpuTime();
        long sets = 0;
        for (int s : t.states) {
            sets += s;
        }
        long links = 0;
        for (long k : t.transitions) {
            links += k;
        }
        // the pass gathers every state of a column's set at each step it sweeps, held or not
        long swept = 0;
        for (int v = t.from; v < (rows - 1) * width; v++) {
            swept += t.states[(v % width + 1) % width];
        }
        return new Measured(width, p.peak, t.widest(), sets, links, (t2 - t1) / (double) Math.max(1, swept),
                (t1 - t0) / (double) Math.max(1, sets));
    }

    @Test
    void theTableIsWhatIsMeasured() {
        String upTo = System.getProperty("gridpuzzles.measureClosed");
        int most = upTo == null ? 10 : Integer.parseInt(upTo);
        for (int w = 2; w <= most; w++) {
            Measured m = measure(w);
            if (upTo != null) {
                System.out.printf("%d: peak %d, widest %d, sets %d, links %d, pass %.1f ns a set's state swept, tables"
                        + " %.1f ns a set's state%n", w, m.peak(), m.widest(), m.setStates(), m.links(), m.passNanos(),
                        m.tableNanos());
            }
            if (w <= ClosedGrowth.MEASURED) {
                assertEquals(ClosedGrowth.peak(w), m.peak(), "peak, width " + w);
                assertEquals(ClosedGrowth.widest(w), m.widest(), "widest set, width " + w);
                assertEquals(ClosedGrowth.setStates(w), m.setStates(), "sets, width " + w);
                assertEquals(ClosedGrowth.links(w), m.links(), "links, width " + w);
            }
        }
    }
}
