package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The sizes of the tables of states: spread over one doubling, filling the heap regions their arrays take, and with
 * spare slots when the heap has room for them.
 */
class TableSizesProperties {

    @Property(tries = 200)
    void theSharesAddUpToTheStatesForeseenAndSpanOneDoubling(@ForAll @LongRange(min = 0, max = 4_000_000_000L) long e) {
        long sum = 0;
        for (int i = 0; i < Shards.COUNT; i++) {
            sum += Shards.share(i, e);
            if (i > 0) {
                assertTrue(Shards.share(i, e) >= Shards.share(i - 1, e), "ascending");
            }
        }
        // each share is rounded up by at most one; the factors' mean is 1 up to the sum's discretisation
        long total = sum;
        assertTrue(Math.abs(total - e) <= e / 500 + Shards.COUNT + 1, () -> e + " states, shares add up to " + total);
        if (e > 1_000_000) {
            double spread = (double) Shards.share(Shards.COUNT - 1, e) / Shards.share(0, e);
            assertEquals(Math.pow(2, (Shards.COUNT - 1.0) / Shards.COUNT), spread, 1e-3);
        }
    }

    @Property(tries = 500)
    void aTableTakesAtLeastTheSlotsAskedAndWastesNoRegion(@ForAll @IntRange(min = 16, max = ModTable.MAX_CAPACITY)
            int asked, @ForAll @IntRange(min = 2, max = 17) int width) {
        int most = ModTable.maxCapacity(width);
        assertTrue(8L * width * most <= Integer.MAX_VALUE * 8L, "one Java array");
        int cap = Math.min(asked, most);
        int got = ModTable.fillRegions(cap, width);
        assertTrue(got >= cap && got <= most, () -> cap + " slots asked, " + got + " given");
        long region = ModTable.REGION;
        if (region == 0 || 8L * width * cap + 16 < region / 2 || got == most) {
            return;
        }
        long bytes = 8L * width * got + 16;
        long regions = (bytes + region - 1) / region;
        long slack = regions * region - bytes;
        assertTrue(slack < 8L * width, () -> cap + " x " + width + ": " + slack + " bytes of the last region left over");
        long needed = (8L * width * cap + 16 + region - 1) / region;
        assertEquals(needed, regions, () -> regions + " regions, " + needed + " for the slots asked");
    }

    @Property(tries = 500)
    void newTablesTakeSpareSlotsOnlyFromRoomLeft(@ForAll @LongRange(min = 0, max = 1L << 31) long expected,
            @ForAll @LongRange(min = 0, max = 1L << 31) long peak, @ForAll boolean dense,
            @ForAll @LongRange(min = 0, max = 1L << 36) long swept, @ForAll @IntRange(min = 16, max = 136) int slot,
            @ForAll @LongRange(min = 1L << 20, max = 1L << 38) long room) {
        long sized = StepRoom.roomy(expected, peak, dense, swept, slot, room);
        assertTrue(sized >= expected, "never less than the states foreseen");
        long most = Math.max(expected, peak);
        assertTrue(sized <= Math.max(expected, (long) (most / StepRoom.ROOMY_LOAD * 0.7) + 1),
                () -> sized + " for " + expected + " (largest step " + peak + "): more spare than the fullness asked");
        // spare slots (beyond 70 % full) only up to 25 % of the room, or beside packed tables from what they leave
        // of 65 % of the room
        long bytes = (long) (sized / 0.7) * slot;
        assertTrue(sized == expected || bytes <= room * 0.25 + slot || dense && swept + bytes <= room * 0.65 + slot,
                () -> sized + " states for " + expected + " overfill the room");
    }

    @Property(tries = 300)
    void sweptTablesStaySparseOnlyWhenTheNextStepFitsBeside(@ForAll @LongRange(min = 0, max = 1L << 30) long states,
            @ForAll @IntRange(min = 16, max = 136) int slot,
            @ForAll @LongRange(min = 1L << 20, max = 1L << 38) long room) {
        long bytes = (long) (states / 0.5) * slot;
        if (StepRoom.sparseFits(states, bytes, slot, room)) {
            // the next step's tables for a quarter more states at 70 % full fit beside them
            assertTrue(bytes + states * 1.25 / 0.7 * slot <= room * 0.6 + slot);
            // and so do the tables a roomy step makes, and the swept ones when they take their turn
            long next = StepRoom.roomy(states, states, false, bytes, slot, room);
            assertTrue(bytes + Math.max(bytes, (long) (next / 0.7) * slot) <= room * 0.6 + slot);
        }
    }
}
