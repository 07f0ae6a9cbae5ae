package org.gridpuzzles.frontier;

/**
 * What the steps made so far say about the states the next step makes: as many as the last step's growth gives, and
 * after a sharp drop at least as many as the step before it held. A sweep over rows drops to about half at each row's
 * end (a row's fields leave the frontier at once) and grows back at the next step; foreseen from the drop alone, a
 * step on disk was made in too few rounds, outgrew the room and was made again, and one that fitted grew its tables
 * many times in a full heap (21 x 21: 70 to 450 s for such a step against 25 s for its neighbours). After two drops
 * in a row the drop alone counts: the states of a sweep's last steps fall step after step and do not grow back.
 */
final class StepGrowth {

    /** A step that keeps fewer than this share of the states it swept is a sharp drop. */
    static final double SHARP_DROP = 0.75;

    /** The last step's states over the states it swept, kept within 0.5 to 8. */
    private double grown = 1;
    /** The states the last step swept (0: not known, as after a resumed checkpoint). */
    private long before;
    /** Whether the step before the last one was a sharp drop too. */
    private boolean fellBefore;

    /** The states the next step, which sweeps {@code swept} states, is foreseen to make. */
    long foreseen(long swept) {
        long expected = (long) (swept * grown * 1.1) + 16;
        return grown < SHARP_DROP && !fellBefore ? Math.max(expected, before) : expected;
    }

    /** A step made {@code made} states from {@code swept}. */
    void stepMade(long swept, long made) {
        fellBefore = grown < SHARP_DROP;
        grown = Math.max(0.5, Math.min(8, (double) made / Math.max(1, swept)));
        before = swept;
    }
}
