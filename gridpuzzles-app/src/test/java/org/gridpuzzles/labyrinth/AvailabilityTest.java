package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class AvailabilityTest {

    /** Grid sizes and how many random positions of each are decided both ways. */
    private static final int[][] PLAN = {{5, 600}, {7, 600}, {9, 500}, {11, 300}, {13, 150}};

    /**
     * Random positions: a prefix of a drawn walkthrough, sometimes followed by a few random steps (which often make
     * the position dead). For each next field the fast decision must agree with the exact count. Groups of five
     * positions share one drawn line; groups run in parallel, each from its own seed. The slowest test of the
     * engine (about half a minute): a quick run skips it with {@code -DexcludedGroups=slow}.
     */
    @Tag("slow")
    @Test
    void fastDecisionEqualsExactOnRandomPositions() {
        AtomicInteger positions = new AtomicInteger();
        AtomicInteger decided = new AtomicInteger();
        AtomicInteger undecided = new AtomicInteger();
        List<String> contradictions = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int[] plan : PLAN) {
            int n = plan[0];
            Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(n));
            IntStream.range(0, plan[1] / 5).parallel().forEach(group -> {
                SplittableRandom rnd = new SplittableRandom(20231121L * 1000 + n * 100_000L + group);
                Drawer.Result line = new Drawer(lab, Oracle.FAST, false, 5_000).draw(rnd);
                for (int k = 0; k < 5; k++) {
                    LinePosition pos = randomPosition(lab, line, rnd);
                    if (pos == null) {
                        continue;
                    }
                    positions.incrementAndGet();
                    compare(lab, pos, decided, undecided, contradictions);
                }
            });
        }
        assertEquals(List.of(), contradictions);
        assertTrue(positions.get() > 1800, "positions " + positions);
        // candidates left undecided by the search budget stay rare
        assertTrue(undecided.get() * 50 <= decided.get() + undecided.get(),
                "undecided " + undecided + " of " + (decided.get() + undecided.get()));
    }

    private static LinePosition randomPosition(Labyrinth lab, Drawer.Result line, SplittableRandom rnd) {
        int cut = 1 + rnd.nextInt(line.fields().length - 1);
        LinePosition pos = new LinePosition(lab);
        for (int i = 1; i < cut; i++) {
            pos.push(line.fields()[i]);
        }
        int detour = rnd.nextInt(3);
        for (int i = 0; i < detour; i++) {
            int[] c = pos.candidates();
            if (c.length == 0) {
                break;
            }
            pos.push(c[rnd.nextInt(c.length)]);
        }
        return pos.complete() ? null : pos;
    }

    private static void compare(Labyrinth lab, LinePosition pos, AtomicInteger decided, AtomicInteger undecided,
            List<String> contradictions) {
        Availability fast = new Availability(pos, Oracle.FAST, 20_000);
        Availability exact = new Availability(pos, Oracle.EXACT, 20_000);
        for (int q : pos.candidates()) {
            FieldVerdict f = fast.decide(q, false);
            pos.push(q);
            BigInteger count = pos.complete() ? (q == lab.end() ? BigInteger.ONE : BigInteger.ZERO)
                    : exact.exactCount(q);
            pos.pop();
            boolean exists = count.signum() > 0;
            switch (f.kind()) {
                case AVAILABLE -> {
                    if (!exists) {
                        contradictions.add("fast says available, exact says no: " + pos.moves() + " -> " + q);
                    }
                    decided.incrementAndGet();
                }
                case FORBIDDEN -> {
                    if (exists) {
                        contradictions.add("fast forbids (" + f.reason() + "), exact finds " + count + ": "
                                + pos.moves() + " -> " + q);
                    }
                    decided.incrementAndGet();
                }
                default -> undecided.incrementAndGet();
            }
        }
    }
}
