package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.FileDamage;
import org.gridpuzzles.io.SealedFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The optimal search stopped again and again, each time after a chosen number of first pushes refuted, and resumed
 * from its checkpoint: it ends with the answer of one uninterrupted search, and the folder then answers at once.
 */
class OptimalCheckpointProperties {

    @Property(tries = 25)
    void aSearchResumedFromItsCheckpointGivesTheSameAnswer(@ForAll @IntRange(min = 5, max = 6) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 1, max = 40) int every,
            @ForAll boolean planted) throws IOException {
        PushPuzzle puzzle = planted ? Generator.withMinimum(n, seed, 4, 0.4, 4, Control.of(0, 1), a -> { })
                : Generator.generate(n, seed, 4, 0.45);
        PushOutcome full = new ExhaustiveSearch(12).solve(puzzle, Control.of(0, 1));
        assertTrue(full.proved(), full.toString());
        // The fewest pushes of a solution that starts with each first push, by the plainest search.
        int[] shortestAfter = new int[4 * n];
        java.util.Arrays.fill(shortestAfter, Integer.MAX_VALUE);
        Push[] all = Push.all(n);
        for (String s : BruteForce.all(puzzle)) {
            String[] facts = s.split(" ");
            for (int p = 0; p < all.length; p++) {
                if (facts[0].equals(all[p].fact(1))) {
                    shortestAfter[p] = Math.min(shortestAfter[p], facts.length);
                }
            }
        }
        Path dir = Files.createTempDirectory("push-checkpoint");
        try {
            PushOutcome o = null;
            int runs = 0;
            int lastRefuted = -1;
            for (; runs < 10_000; runs++) {
                Control control = Control.of(0, 1);
                int[] recorded = {0};
                OptimalCheckpoint cp = OptimalCheckpoint.open(dir, puzzle);
                cp.onRecord(p -> {
                    assertTrue(shortestAfter[p] > cp.refuted() + 1, "first push " + all[p] + " recorded as refuted "
                            + "at depth " + (cp.refuted() + 1) + ", but a solution of " + shortestAfter[p]
                            + " pushes starts with it");
                    if (++recorded[0] == every) {
                        control.stop();
                    }
                });
                assertTrue(cp.refuted() >= lastRefuted, "a checkpoint never loses a depth");
                lastRefuted = cp.refuted();
                o = new ExhaustiveSearch(12).withCheckpoint(cp).solve(puzzle, control);
                if (o.status() != PushStatus.TIMEOUT) {
                    break;
                }
                assertTrue(o.lowerBound() <= full.lowerBound(), o + " against " + full);
            }
            assertEquals(full.status(), o.status(), "after " + runs + " resumed runs");
            assertEquals(full.lowerBound(), o.lowerBound());
            assertTrue(o.proved());
            if (o.status() == PushStatus.SOLVED) {
                assertEquals(full.pushes().size(), o.pushes().size());
                assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid(), o.toString());
            }
            PushOutcome again = new ExhaustiveSearch(12).withCheckpoint(OptimalCheckpoint.open(dir, puzzle))
                    .solve(puzzle, Control.of(0, 1));
            assertEquals(o.lowerBound(), again.lowerBound());
            assertTrue(again.proved());
            assertEquals(0, again.nodes(), "a finished checkpoint answers without searching");
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    private static PushPuzzle puzzle(long seed) {
        return Generator.withMinimum(6, seed, 3, 0.4, 6, Control.of(0, 1), a -> { });
    }

    @Test
    void aCheckpointOfAnotherInstanceIsRefused(@TempDir Path dir) {
        PushPuzzle a = puzzle(1);
        new ExhaustiveSearch(12).withCheckpoint(OptimalCheckpoint.open(dir, a)).solve(a, Control.of(0, 1));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> OptimalCheckpoint.open(dir, puzzle(2)));
        assertTrue(e.getMessage().contains("optimal.txt:2: this checkpoint is for another instance"), e.getMessage());
        // another max_steps is the same instance: what was refuted stays refuted
        assertEquals(2, OptimalCheckpoint.open(dir, a.withMaxSteps(9)).refuted());
    }

    @Test
    void aDamagedCheckpointIsNamedWithItsLine(@TempDir Path dir) throws IOException {
        PushPuzzle a = puzzle(3);
        String print = OptimalCheckpoint.fingerprint(a);
        Path file = dir.resolve(OptimalCheckpoint.FILE);
        seal(file, "instance " + print + "\nrefuted x\n");
        assertMessageAt(dir, a, "optimal.txt:2: refuted 'x' is not a number");
        seal(file, "instance " + print + "\nrefuted 1\nfirst-pushes-refuted 1e 99w\n");
        assertMessageAt(dir, a, "optimal.txt:3: '99w' is not a push of this board");
        seal(file, "instance " + print + "\nrefuted 1\nbest push(1,e,1).\n");
        assertMessageAt(dir, a, "its solution of 1 pushes contradicts 'refuted 1'");
        seal(file, "instance " + print + "\nrefuted 0\nbest push(1,e,1). push(1,w,2).\n");
        assertMessageAt(dir, a, "optimal.txt:3: the solution it holds does not solve this instance");
        seal(file, "refuted 0\n");
        assertMessageAt(dir, a, "not a checkpoint of the optimal push search (no instance line)");
        seal(file, "instance " + print + "\nrefuted 0\nsteps 4\n");
        assertMessageAt(dir, a, "optimal.txt:3: unknown entry 'steps'");
        // a file of an older version, without its checksum line
        Files.writeString(file, "instance " + print + "\nrefuted 1\n");
        assertMessageAt(dir, a, "optimal.txt was written by an older version or is damaged (no checksum line");
    }

    /**
     * A checkpoint (stopped as soon as it could be), with every bit flipped and cut at every length in turn: the search resumed from
     * it gives the answer of an uninterrupted search, or the file is refused; never another answer.
     */
    @Test
    void aDamagedCheckpointIsRefusedNeverBelieved(@TempDir Path dir) throws IOException {
        PushPuzzle a = puzzle(1);
        PushOutcome full = new ExhaustiveSearch(12).solve(a, Control.of(0, 1));
        Control stop = Control.of(0, 1);
        int[] recorded = {0};
        OptimalCheckpoint first = OptimalCheckpoint.open(dir, a).onRecord(p -> {
            if (++recorded[0] == 1) {
                stop.stop();
            }
        });
        new ExhaustiveSearch(12).withCheckpoint(first).solve(a, stop);
        Path file = dir.resolve(OptimalCheckpoint.FILE);
        byte[] good = Files.readAllBytes(file);
        assertTrue(good.length > 100, new String(good, java.nio.charset.StandardCharsets.UTF_8));
        int[] refused = {0};
        FileDamage.each(file, what -> {
            try {
                PushOutcome o = new ExhaustiveSearch(12).withCheckpoint(OptimalCheckpoint.open(dir, a))
                        .solve(a, Control.of(0, 1));
                assertEquals(full.status(), o.status(), what);
                assertEquals(full.lowerBound(), o.lowerBound(), what);
                assertEquals(full.pushes().size(), o.pushes().size(), what);
                Files.write(file, good);
            } catch (InvalidInputException e) {
                refused[0]++;
                assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
            }
        });
        // a checksum of 32 bits finds every flip of one bit, and a cut loses the line that holds it
        assertEquals(9 * good.length, refused[0]);
    }

    /** A disk that fails every write: the search goes on to its answer, and the checkpoint says why it is unsaved. */
    @Test
    void aCheckpointThatCannotBeWrittenSaysSoAndTheSearchGoesOn(@TempDir Path dir) {
        PushPuzzle a = puzzle(1);
        PushOutcome full = new ExhaustiveSearch(12).solve(a, Control.of(0, 1));
        OptimalCheckpoint cp = OptimalCheckpoint.open(dir, a).writer((f, text) -> {
            throw new InvalidInputException("cannot write " + f + ": no space left on device");
        });
        PushOutcome o = new ExhaustiveSearch(12).withCheckpoint(cp).solve(a, Control.of(0, 1));
        assertEquals(full.status(), o.status());
        assertEquals(full.pushes().size(), o.pushes().size());
        assertEquals("cannot write " + dir.resolve(OptimalCheckpoint.FILE) + ": no space left on device",
                cp.unsaved());
        assertTrue(Files.notExists(dir.resolve(OptimalCheckpoint.FILE)));
        // once a write succeeds, all is saved
        cp.writer((f, text) -> org.gridpuzzles.io.AtomicFile.writeString(f, text)).found(o.pushes());
        cp.flush();
        assertNull(cp.unsaved());
        assertEquals(full.pushes().size(), OptimalCheckpoint.open(dir, a).best().size());
    }

    @Test
    void aFileIsNotAFolder(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        assertMessageAt(file, puzzle(4), "is a file, not a folder");
    }

    @Test
    void aSolutionKeptForALargerMaxStepsIsNotGivenForASmallerOne(@TempDir Path dir) throws IOException {
        PushPuzzle a = puzzle(5);
        PushOutcome o = new ExhaustiveSearch(12).solve(a, Control.of(0, 1));
        seal(dir.resolve(OptimalCheckpoint.FILE), "instance " + OptimalCheckpoint.fingerprint(a)
                + "\nrefuted 1\nbest " + Push.facts(o.pushes()) + "\n");
        PushOutcome capped = new ExhaustiveSearch(12).withCheckpoint(OptimalCheckpoint.open(dir, a.withMaxSteps(2)))
                .solve(a.withMaxSteps(2), Control.of(0, 1));
        assertEquals(PushStatus.UNSATISFIABLE, capped.status());
        assertNull(capped.pushes());
    }

    /** Writes {@code text} as a checkpoint with a checksum that matches: what is read is the reader's to judge. */
    private static void seal(Path file, String text) throws IOException {
        Files.writeString(file, SealedFile.sealText(text));
    }

    private static void assertMessageAt(Path dir, PushPuzzle p, String part) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> OptimalCheckpoint.open(dir, p));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
