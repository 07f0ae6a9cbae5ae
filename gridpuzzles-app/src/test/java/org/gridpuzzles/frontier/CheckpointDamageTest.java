package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.FileDamage;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A checkpoint cannot lie: a count resumed from a file of its checkpoint (or of its states on disk) with any one bit
 * flipped, or cut at any length, either gives the count of an uninterrupted run or refuses the file
 * ({@link InvalidInputException}); never another count, never another failure.
 */
class CheckpointDamageTest {

    /** A count of a request, stopped by {@code progress} (through {@code limits}) when it asks. */
    @FunctionalInterface
    interface Count {
        FrontierCount run(FrontierOptions o, Limits limits, Progress progress);
    }

    private static final Count LINES_5X5 = (o, l, p) -> FrontierCounting.countGridPaths(
            new GridRegion(5, 5, null, 0, 24, 15), o, l, p);
    private static final Count KNIGHT_4X5 = (o, l, p) -> FrontierCounting.count(Graphs.knight(4, 5),
            FrontierGoal.pathAnyEnds(), o, l, p);
    private static final Count LINES_7X7 = (o, l, p) -> FrontierCounting.countGridPaths(
            new GridRegion(7, 7, null, 0, 48, 15), o, l, p);

    /** What a count from checkpoint folder {@code ck} says where it resumes (see {@link Progress#resumed}). */
    private static List<String> resumed(Count count, Path ck, BigInteger fresh) {
        List<String> notes = new ArrayList<>();
        assertEquals(fresh, count.run(options(ck), Limits.none(), FrontierCountingTest.notes(notes, Limits.none(),
                -1)).count());
        return notes.stream().filter(t -> t.startsWith("resumed ")).toList();
    }

    private static FrontierOptions options(Path ck) {
        return FrontierOptions.defaults().withThreads(1).withCheckpoint(ck, 0);
    }

    /** Every file under the folders, by path, with its bytes. */
    private static Map<Path, byte[]> snapshot(Path... dirs) throws IOException {
        Map<Path, byte[]> files = new TreeMap<>();
        for (Path d : dirs) {
            try (Stream<Path> s = Files.walk(d)) {
                for (Path f : s.filter(Files::isRegularFile).toList()) {
                    files.put(f, Files.readAllBytes(f));
                }
            }
        }
        return files;
    }

    /** Puts the folders back as {@code files} had them (everything else in them removed). */
    private static void restore(Map<Path, byte[]> files, Path... dirs) throws IOException {
        for (Path d : dirs) {
            try (Stream<Path> s = Files.walk(d)) {
                for (Path f : s.sorted(Comparator.reverseOrder()).filter(f -> !f.equals(d)).toList()) {
                    Files.delete(f);
                }
            }
        }
        for (Map.Entry<Path, byte[]> e : files.entrySet()) {
            Files.createDirectories(e.getKey().getParent());
            Files.write(e.getKey(), e.getValue());
        }
    }

    /**
     * Flips every bit of {@code target} and cuts it at every length, one change at a time, each resumed by {@code
     * resume}: the count of an uninterrupted run, or a refusal that names the file. Returns how many were refused.
     */
    static int sweep(Path target, BigInteger fresh, Function<Limits, BigInteger> resume, Path... dirs)
            throws IOException {
        Map<Path, byte[]> before = snapshot(dirs);
        int[] refused = {0};
        FileDamage.each(target, what -> {
            try {
                assertEquals(fresh, resume.apply(Limits.none()), target.getFileName() + ", " + what);
                restore(before, dirs);
            } catch (InvalidInputException e) {
                refused[0]++;
                assertTrue(e.getMessage().contains(target.getFileName().toString()), what + ": " + e.getMessage());
            } catch (RuntimeException e) {
                fail(target.getFileName() + ", " + what + ": " + e, e);
            }
        });
        long trials = 9 * before.get(target).length;
        System.out.println("checkpoint damage: " + target.getFileName() + ", " + trials + " trials, " + refused[0]
                + " refused, " + (trials - refused[0]) + " gave the count");
        // what the refused runs left is what the sweep began with
        Map<Path, byte[]> after = snapshot(dirs);
        assertEquals(before.keySet(), after.keySet());
        for (Map.Entry<Path, byte[]> e : before.entrySet()) {
            assertArrayEquals(e.getValue(), after.get(e.getKey()), e.getKey().toString());
        }
        return refused[0];
    }

    private static int sweepDone(Count count, Path ck) throws IOException {
        BigInteger fresh = count.run(FrontierOptions.defaults(), Limits.none(), Progress.none()).count();
        assertEquals(fresh, count.run(options(ck), Limits.none(), Progress.none()).count());
        Path done = ck.resolve("pass-0.done");
        assertTrue(Files.isRegularFile(done));
        int refused = sweep(done, fresh, l -> count.run(options(ck), l, Progress.none()).count(), ck);
        // the checkpoint as it was answers, and says at once that it resumes a finished pass
        List<String> resumed = resumed(count, ck, fresh);
        assertEquals(1, resumed.size(), resumed.toString());
        assertTrue(resumed.get(0).matches("resumed pass 1: (\\d+) of \\1"), resumed.toString());
        return refused;
    }

    private static int sweepState(Count count, Path ck, int step) throws IOException {
        BigInteger fresh = count.run(FrontierOptions.defaults(), Limits.none(), Progress.none()).count();
        Limits limits = Limits.none();
        assertThrows(InterruptedRunException.class,
                () -> count.run(options(ck), limits, FrontierCountingTest.notes(new ArrayList<>(), limits, step)));
        Path state = ck.resolve("pass-0.state");
        assertTrue(Files.isRegularFile(state));
        int refused = sweep(state, fresh, l -> count.run(options(ck), l, Progress.none()).count(), ck);
        List<String> resumed = resumed(count, ck, fresh);
        assertEquals(1, resumed.size(), resumed.toString());
        assertTrue(resumed.get(0).startsWith("resumed pass 1: " + step + " of "), resumed.toString());
        return refused;
    }

    @Test
    void aLabyrinthCountsFinishedPassCannotLie(@TempDir Path ck) throws IOException {
        assertTrue(sweepDone(LINES_5X5, ck) > 0);
    }

    @Test
    void aLabyrinthCountsStatesCannotLie(@TempDir Path ck) throws IOException {
        assertTrue(sweepState(LINES_5X5, ck, 6) > 0);
    }

    @Test
    void aKnightCountsFinishedPassAndStatesCannotLie(@TempDir Path ck, @TempDir Path ck2) throws IOException {
        assertTrue(sweepDone(KNIGHT_4X5, ck) > 0);
        assertTrue(sweepState(KNIGHT_4X5, ck2, 5) > 0);
    }

    /**
     * A count stopped with its states on disk: the checkpoint's file that names them, and the first shard of them
     * that holds states (the first read when the count goes on, so each run is short).
     */
    @Test
    void statesOnDiskCannotLie(@TempDir Path ck, @TempDir Path sp) throws IOException {
        FrontierCount roomy = LINES_7X7.run(FrontierOptions.defaults(), Limits.none(), Progress.none());
        FrontierOptions o = FrontierOptions.defaults().withThreads(1).withMaxStates(roomy.peakStates() / 3)
                .withSpill(sp).withCheckpoint(ck, 3600);
        Limits limits = Limits.none();
        int[] at = {0};
        Path spilled = ck.resolve("pass-0.spilled");
        // stopped at the first step whose states are on disk
        Progress stop = FrontierCountingTest.notes(new ArrayList<>(), limits, steps -> {
            if (steps > 0 && at[0] == 0 && Files.exists(spilled)) {
                at[0] = (int) steps;
                return true;
            }
            return false;
        });
        assertThrows(InterruptedRunException.class, () -> LINES_7X7.run(o, limits, stop));
        assertTrue(Files.isRegularFile(spilled));
        Function<Limits, BigInteger> resume = l -> LINES_7X7.run(o, l, Progress.none()).count();
        assertTrue(sweep(spilled, roomy.count(), resume, ck, sp) > 0);
        Path shard;
        try (Stream<Path> s = Files.walk(sp)) {
            // a sealed file of no states is 44 bytes
            shard = s.filter(f -> f.getFileName().toString().startsWith("shard-") && f.toFile().length() > 44)
                    .min(Comparator.comparingInt(f -> Integer.parseInt(f.getFileName().toString().substring(6))))
                    .orElseThrow();
        }
        assertTrue(sweep(shard, roomy.count(), resume, ck, sp) > 0);
    }

    /** The same over the larger files of a longer count: every bit of a state file of 7 x 7 lines. */
    @Test
    @Tag("slow")
    void aLargerStateFileCannotLie(@TempDir Path ck) throws IOException {
        assertTrue(sweepState(LINES_7X7, ck, 24) > 0);
    }
}
