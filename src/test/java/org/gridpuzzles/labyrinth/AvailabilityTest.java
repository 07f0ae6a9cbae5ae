package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.SplittableRandom;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class AvailabilityTest {

    /**
     * Random positions: a prefix of a drawn walkthrough, sometimes followed by a few random steps (which often make
     * the position dead). For each next field the fast decision must agree with the exact count.
     */
    @Test
    void fastDecisionEqualsExactOnRandomPositions() {
        SplittableRandom rnd = new SplittableRandom(20231121L);
        int positions = 0;
        int decided = 0;
        int undecided = 0;
        int[] sizes = {5, 7, 9, 5, 7, 9, 11, 7};
        Drawer.Result line = null;
        for (int t = 0; t < 1000; t++) {
            int n = sizes[(t / 5) % sizes.length];
            Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(n));
            // five positions from each drawn line
            if (t % 5 == 0) {
                line = new Drawer(lab, Oracle.FAST, false, 5_000).draw(rnd);
            }
            int cut = 1 + rnd.nextInt(line.fields().length - 1);
            Position pos = new Position(lab);
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
            if (pos.complete()) {
                continue;
            }
            positions++;
            Availability fast = new Availability(pos, Oracle.FAST, 20_000);
            Availability exact = new Availability(pos, Oracle.EXACT, 20_000);
            for (int q : pos.candidates()) {
                Verdict f = fast.decide(q, false);
                pos.push(q);
                BigInteger count = pos.complete() ? (q == lab.end() ? BigInteger.ONE : BigInteger.ZERO)
                        : exact.exactCount(q);
                pos.pop();
                boolean exists = count.signum() > 0;
                switch (f.kind()) {
                    case AVAILABLE -> {
                        assertTrue(exists, "fast says available, exact says no: " + pos.moves() + " -> " + q);
                        decided++;
                    }
                    case FORBIDDEN -> {
                        assertTrue(!exists, "fast forbids (" + f.reason() + "), exact finds " + count + ": "
                                + pos.moves() + " -> " + q);
                        decided++;
                    }
                    default -> undecided++;
                }
            }
        }
        assertTrue(positions > 900, "positions " + positions);
        // never a contradiction (above); candidates left undecided by the search budget stay rare
        assertTrue(undecided * 50 <= decided + undecided, "undecided " + undecided + " of " + (decided + undecided));
    }
}
