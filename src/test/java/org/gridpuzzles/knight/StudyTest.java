package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class StudyTest {

    /** The paper: random ties succeed about 75% of the time at m = 7, at least 98% on other small boards. */
    @Test
    void randomTiesFailOftenOnlyOnSeven() {
        List<Study.Row> rows = Study.run(new SizeRange(5, 9), 400, "random", 11, Progress.none());
        assertEquals(5, rows.size());
        double seven = rows.get(2).rate();
        assertTrue(seven > 0.68 && seven < 0.82, "m = 7: " + seven);
        for (Study.Row r : rows) {
            if (r.size() != 7) {
                assertTrue(r.rate() >= 0.95, r.toString());
            }
        }
    }

    /** The paper: the second level succeeds on only 67-72% at m = 8, but nearly always at m = 7. */
    @Test
    void secondLevelFailsOftenOnEight() {
        double eight = Study.size(8, 600, "pohl", 5).rate();
        assertTrue(eight > 0.62 && eight < 0.78, "m = 8: " + eight);
        assertTrue(Study.size(7, 200, "pohl", 5).rate() > 0.95);
    }

    @Test
    void studiesAreReproducible() {
        assertEquals(Study.run(new SizeRange(6, 10), 30, "random", 3, Progress.none()),
                Study.run(new SizeRange(6, 10), 30, "random", 3, Progress.none()));
        assertTrue(Study.csv(List.of(new Study.Row(5, 2, 1))).startsWith("size,trials,successes,rate\n5,2,1,0.5"));
    }
}
