package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FrontierCountingTest {

    static BigInteger count(FrontierGraph g, FrontierGoal goal, FrontierOptions o) {
        return FrontierCounting.count(g, goal, o, Limits.none(), Progress.none()).count();
    }

    /** A progress that stops the count (through its limits) once {@code step} steps are done. */
    private static Progress stopAt(Limits limits, int step) {
        return notes(new ArrayList<>(), limits, step);
    }

    @Test
    void smallGridsAgreeWithBruteForce() {
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 5; c++) {
                FrontierGraph g = Graphs.grid(r, c);
                BruteForce bf = new BruteForce(g);
                int n = r * c;
                for (boolean nested : new boolean[] {false, true}) {
                    FrontierOptions o = FrontierOptions.defaults().withNested(nested);
                    assertEquals(BigInteger.valueOf(bf.cycles()), count(g, FrontierGoal.cycle(), o), r + "x" + c);
                    assertEquals(BigInteger.valueOf(bf.anyEnds()), count(g, FrontierGoal.pathAnyEnds(), o),
                            r + "x" + c);
                    if (n > 1) {
                        assertEquals(BigInteger.valueOf(bf.directedFrom(0, n - 1)),
                                count(g, FrontierGoal.pathBetween(0, n - 1), o), r + "x" + c);
                    }
                }
            }
        }
    }

    @Test
    void smallKnightBoardsAgreeWithBruteForce() {
        for (int r = 3; r <= 5; r++) {
            for (int c = 3; c <= 5; c++) {
                FrontierGraph g = Graphs.knight(r, c);
                BruteForce bf = new BruteForce(g);
                FrontierOptions o = FrontierOptions.defaults();
                assertEquals(BigInteger.valueOf(bf.cycles()), count(g, FrontierGoal.cycle(), o), r + "x" + c);
                assertEquals(BigInteger.valueOf(bf.anyEnds()), count(g, FrontierGoal.pathAnyEnds(), o), r + "x" + c);
                assertEquals(count(g, FrontierGoal.pathAnyEnds(), o.withExact(true)),
                        count(g, FrontierGoal.pathAnyEnds(), o), r + "x" + c);
            }
        }
    }

    @Test
    void aStateThatLeavesAVertexToComeShortOfEdgesEndsAtOnce() {
        // a square near the far side with one or no neighbour to come needs its swept neighbours to have room for its
        // edges; without that look-ahead the largest step held 145,980 states (5 x 6 open) and 938,849 (6 x 8 closed)
        FrontierCount open = FrontierCounting.count(Graphs.knight(5, 6), FrontierGoal.pathAnyEnds(),
                FrontierOptions.defaults(), Limits.none(), Progress.none());
        assertTrue(open.peakStates() < 60_000, "open 5 x 6: " + open.peakStates());
        FrontierCount closed = FrontierCounting.count(Graphs.knight(6, 8), FrontierGoal.cycle(),
                FrontierOptions.defaults(), Limits.none(), Progress.none());
        assertTrue(closed.peakStates() < 750_000, "closed 6 x 8: " + closed.peakStates());
        assertEquals(BigInteger.valueOf(55_488_142), closed.count());
    }

    @Test
    void aStoppedCountResumesFromItsCheckpoint(@TempDir Path dir) {
        FrontierGraph g = Graphs.knight(5, 6);
        FrontierGoal goal = FrontierGoal.pathAnyEnds();
        BigInteger fresh = count(g, goal, FrontierOptions.defaults());
        FrontierOptions o = FrontierOptions.defaults().withCheckpoint(dir, 0);
        Limits limits = Limits.none();
        Progress stopAt17 = stopAt(limits, 17);
        InterruptedRunException stopped = assertThrows(InterruptedRunException.class,
                () -> FrontierCounting.count(g, goal, o, limits, stopAt17));
        assertEquals("interrupted after 17 steps", stopped.getMessage());
        FrontierCount resumed = FrontierCounting.count(g, goal, o, Limits.none(), Progress.none());
        assertEquals(17, resumed.resumedAtStep());
        assertEquals(fresh, resumed.count());
        // a finished count is read back from its folder
        assertEquals(fresh, FrontierCounting.count(g, goal, o, Limits.none(), Progress.none()).count());
    }

    /**
     * With little room (the most states a step may hold barely above what the count needs) the states swept are
     * packed and their tables dropped one by one during the step: the count stays, on one thread or two, and a count
     * stopped in that mode resumes from its last checkpoint.
     */
    @Test
    void withLittleRoomTheSweptStatesAreDroppedAndTheCountStays(@TempDir Path dir) {
        FrontierGraph g = Graphs.knight(5, 8);
        FrontierGoal goal = FrontierGoal.pathAnyEnds();
        FrontierCount roomy = FrontierCounting.count(g, goal, FrontierOptions.defaults(), Limits.none(),
                Progress.none());
        for (int threads = 1; threads <= 2; threads++) {
            FrontierOptions tight = FrontierOptions.defaults().withThreads(threads).withMaxStates(roomy.peakStates());
            FrontierCount c = FrontierCounting.count(g, goal, tight, Limits.none(), Progress.none());
            assertEquals(roomy.count(), c.count());
            assertEquals(roomy.peakStates(), c.peakStates());
        }
        FrontierOptions o = FrontierOptions.defaults().withMaxStates(roomy.peakStates()).withCheckpoint(dir, 0);
        Limits limits = Limits.none();
        Progress stopAt30 = stopAt(limits, 30);
        assertThrows(InterruptedRunException.class, () -> FrontierCounting.count(g, goal, o, limits, stopAt30));
        FrontierCount resumed = FrontierCounting.count(g, goal, o, Limits.none(), Progress.none());
        assertEquals(30, resumed.resumedAtStep());
        assertEquals(roomy.count(), resumed.count());
    }

    @Test
    void aCheckpointOfAnotherCountIsRefused(@TempDir Path dir) {
        FrontierOptions o = FrontierOptions.defaults().withCheckpoint(dir, 0);
        Limits limits = Limits.none();
        limits.cancel();
        assertThrows(InterruptedRunException.class, () -> FrontierCounting.count(Graphs.knight(5, 5),
                FrontierGoal.cycle(), o, limits, Progress.none()));
        assertThrows(org.gridpuzzles.core.InvalidInputException.class, () -> FrontierCounting.count(
                Graphs.knight(5, 6), FrontierGoal.cycle(), o, Limits.none(), Progress.none()));
    }

    /** A progress that keeps the notes of the steps, and stops the count (through its limits) at {@code step}. */
    static Progress notes(List<String> into, Limits limits, int step) {
        return notes(into, limits, steps -> steps == step);
    }

    /**
     * A progress that keeps the notes of the steps (and "resumed TASK: N of M" when a pass resumes), and stops the
     * count (through its limits) when {@code stop} holds for the steps done.
     */
    static Progress notes(List<String> into, Limits limits, java.util.function.LongPredicate stop) {
        return new Progress() {
            @Override
            public void start(String task, long total) {
            }

            @Override
            public void done(long steps) {
                if (stop.test(steps)) {
                    limits.cancel();
                }
            }

            @Override
            public void resumed(String task, long done, long total) {
                into.add("resumed " + task + ": " + done + " of " + total);
            }

            @Override
            public void advance(long steps) {
            }

            @Override
            public void note(String text) {
                into.add(text);
            }

            @Override
            public void close() {
            }
        };
    }

    private static long files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    /**
     * With a folder to spill to, a step larger than the room is made in rounds from states on disk: the count and the
     * states of every step stay, on one thread or two, and the folder is left empty. Without the folder the same
     * room stops the count, and the message names the way out.
     */
    @Test
    void withASpillFolderAStepLargerThanTheRoomIsMadeInRounds(@TempDir Path dir) throws IOException {
        FrontierGraph g = Graphs.knight(5, 6);
        FrontierGoal goal = FrontierGoal.pathAnyEnds();
        FrontierCount roomy = FrontierCounting.count(g, goal, FrontierOptions.defaults(), Limits.none(),
                Progress.none());
        long room = roomy.peakStates() / 3;
        for (int threads = 1; threads <= 2; threads++) {
            FrontierOptions o = FrontierOptions.defaults().withThreads(threads).withMaxStates(room).withSpill(dir);
            List<String> steps = new ArrayList<>();
            FrontierCount c = FrontierCounting.count(g, goal, o, Limits.none(), notes(steps, Limits.none(), -1));
            assertEquals(roomy.count(), c.count());
            assertArrayEquals(roomy.stepStates(), c.stepStates());
            assertTrue(steps.stream().anyMatch(t -> t.contains("(on disk, ")), String.join("\n", steps));
            assertEquals(0, files(dir));
        }
        LimitReachedException e = assertThrows(LimitReachedException.class,
                () -> count(g, goal, FrontierOptions.defaults().withMaxStates(room)));
        assertTrue(e.getMessage().contains("in a spill folder"), e.getMessage());
    }

    /** The grid's own rule (two bits a slot) with its states on disk: corner-to-corner lines of 9 x 9, 3 primes. */
    @Test
    void gridLinesWithTheirStatesOnDisk(@TempDir Path dir) throws IOException {
        GridRegion region = new GridRegion(9, 9, null, 0, 80, 15);
        FrontierOptions o = FrontierOptions.defaults().withPrimes(3, 0);
        FrontierCount roomy = FrontierCounting.countGridPaths(region, o, Limits.none(), Progress.none());
        List<String> steps = new ArrayList<>();
        FrontierCount spilled = FrontierCounting.countGridPaths(region,
                o.withMaxStates(roomy.peakStates() / 4).withSpill(dir), Limits.none(), notes(steps, Limits.none(), -1));
        assertTrue(steps.stream().anyMatch(t -> t.contains("(on disk, ")), String.join("\n", steps));
        assertEquals(roomy.count(), spilled.count());
        assertArrayEquals(roomy.stepStates(), spilled.stepStates());
        assertEquals(0, files(dir));
    }

    /** A count stopped while its states are on disk resumes from them, and leaves no states behind when done. */
    @Test
    void aCountStoppedWithItsStatesOnDiskResumes(@TempDir Path ck, @TempDir Path sp) throws IOException {
        FrontierGraph g = Graphs.knight(5, 6);
        FrontierGoal goal = FrontierGoal.pathAnyEnds();
        FrontierCount roomy = FrontierCounting.count(g, goal, FrontierOptions.defaults(), Limits.none(),
                Progress.none());
        FrontierOptions spilled = FrontierOptions.defaults().withMaxStates(roomy.peakStates() / 3).withSpill(sp);
        List<String> steps = new ArrayList<>();
        FrontierCounting.count(g, goal, spilled, Limits.none(), notes(steps, Limits.none(), -1));
        int onDisk = 12;
        while (!steps.get(onDisk - 1).contains("(on disk, ")) {
            onDisk++;
        }
        // checkpoints by the clock would be rare: the states on disk are named after every step all the same
        FrontierOptions o = spilled.withCheckpoint(ck, 3600);
        Limits limits = Limits.none();
        Progress stop = notes(new ArrayList<>(), limits, onDisk);
        assertThrows(InterruptedRunException.class, () -> FrontierCounting.count(g, goal, o, limits, stop));
        assertTrue(files(sp) > 0);
        FrontierCount resumed = FrontierCounting.count(g, goal, o, Limits.none(), Progress.none());
        assertEquals(onDisk, resumed.resumedAtStep());
        assertEquals(roomy.count(), resumed.count());
        assertEquals(0, files(sp));
    }
}
