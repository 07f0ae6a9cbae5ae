package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class StudyTest {

    /** The paper: random ties succeed about 75% of the time at m = 7, at least 98% on other small boards. */
    @Test
    void randomTiesFailOftenOnlyOnSeven() {
        List<WarnsdorffStudyRow> rows = study(new SquareBoardSizes(5, 9), 400, "random", 11).rows();
        assertEquals(5, rows.size());
        double seven = rows.get(2).rate();
        assertTrue(seven > 0.68 && seven < 0.82, "m = 7: " + seven);
        for (WarnsdorffStudyRow r : rows) {
            if (r.size() != 7) {
                assertTrue(r.rate() >= 0.95, r.toString());
            }
        }
    }

    /** The paper: the second level succeeds on only 67-72% at m = 8, but nearly always at m = 7. */
    @Test
    void secondLevelFailsOftenOnEight() {
        double eight = Study.size(8, 600, TieBreakRule.pohl(), 5, Limits.none()).rate();
        assertTrue(eight > 0.62 && eight < 0.78, "m = 8: " + eight);
        assertTrue(Study.size(7, 200, TieBreakRule.pohl(), 5, Limits.none()).rate() > 0.95);
    }

    @Test
    void studiesAreReproducible() {
        assertEquals(study(new SquareBoardSizes(6, 10), 30, "random", 3),
                study(new SquareBoardSizes(6, 10), 30, "random", 3));
        WarnsdorffStudyOptions o = WarnsdorffStudyOptions.of(new SquareBoardSizes(5, 6)).trials(2).seed(1);
        WarnsdorffStudyResult r = new WarnsdorffStudyResult(o,
                List.of(new WarnsdorffStudyRow(5, 2, 1), new WarnsdorffStudyRow(6, 3, 2)), false);
        assertEquals("size,trials,successes,rate\n5,2,1,0.5000\n6,3,2,0.6667\n", r.csv());
        assertEquals("{\"tiebreak\":\"random\",\"seed\":1,\"rows\":[{\"size\":5,\"trials\":2,\"successes\":1,"
                + "\"rate\":0.5000},{\"size\":6,\"trials\":3,\"successes\":2,\"rate\":0.6667}]}\n", r.json());
        assertEquals("{\"tiebreak\":\"random\",\"seed\":1,\"rows\":[],\"partial\":true}\n",
                new WarnsdorffStudyResult(o, List.of(), true).json());
    }

    /** Runs of trials in any cut add up to the study's rows: what lets a client share the trials out. */
    @Test
    void piecesOfTrialsAddUpToTheStudy() {
        WarnsdorffStudyOptions o = WarnsdorffStudyOptions.of(new SquareBoardSizes(6, 9)).trials(13)
                .tieBreak(TieBreakRule.pohl()).seed(4);
        WarnsdorffStudyResult whole = KnightTours.study(o, Limits.none(), Progress.none(), Sink.discard());
        for (WarnsdorffStudyRow row : whole.rows()) {
            int m = row.size();
            int sum = KnightTours.studyTrials(o, m, 0, 5, Limits.none())
                    + KnightTours.studyTrials(o, m, 5, 1, Limits.none())
                    + KnightTours.studyTrials(o, m, 6, 7, Limits.none());
            assertEquals(row.successes(), sum, "m = " + m);
        }
    }

    /** A cancelled study stops at once and says it is partial. */
    @Test
    void aCancelledStudyIsPartial() {
        Limits limits = Limits.none();
        limits.cancel();
        WarnsdorffStudyResult r = Study.run(WarnsdorffStudyOptions.of(new SquareBoardSizes(5, 40)), limits,
                Progress.none(), Sink.discard());
        assertTrue(r.partial());
        assertEquals(List.of(), r.rows());
    }

    /** The sizes finished before the sink asks to stop are kept. */
    @Test
    void aSinkCanStopAStudy() {
        WarnsdorffStudyResult r = Study.run(WarnsdorffStudyOptions.of(new SquareBoardSizes(5, 60)).trials(2),
                Limits.none(), Progress.none(),
                row -> false);
        assertTrue(r.partial());
        assertTrue(r.rows().size() >= 1 && r.rows().size() < 56, r.rows().toString());
    }

    private static WarnsdorffStudyResult study(SquareBoardSizes sizes, int trials, String tieBreak, long seed) {
        return Study.run(new WarnsdorffStudyOptions(sizes, trials, TieBreakRule.parse(tieBreak), seed), Limits.none(),
                Progress.none(), Sink.discard());
    }
}
