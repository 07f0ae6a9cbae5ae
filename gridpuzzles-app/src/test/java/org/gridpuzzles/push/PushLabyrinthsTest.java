package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The entry point as a library uses it. */
class PushLabyrinthsTest {

    @TempDir
    Path dir;

    private static final PushPuzzle EXAMPLE = Example.puzzle();

    @Test
    void readsFromAStreamWithItsName() {
        PushPuzzle p = PushLabyrinths.read(new ByteArrayInputStream(Example.FACTS.getBytes(StandardCharsets.UTF_8)),
                "<stdin>");
        assertEquals(EXAMPLE, p);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> PushLabyrinths.read(
                new ByteArrayInputStream("field(1,1)".getBytes(StandardCharsets.UTF_8)), "<stdin>"));
        assertEquals("<stdin>:1:11: expected '.' after field but found the end of the input", e.getMessage());
    }

    @Test
    void solvesInBothModesAndListsEverySolution() {
        PushSolveOptions one = PushSolveOptions.defaults().withThreads(1);
        PushOutcome decided = PushLabyrinths.solve(EXAMPLE, one, Limits.none());
        assertEquals(PushStatus.SOLVED, decided.status());
        assertEquals(2, decided.pushes().size());
        PushOutcome optimal = PushLabyrinths.solve(EXAMPLE, one.withMode(PushSolveMode.OPTIMAL), Limits.none());
        assertEquals("push(1,w,1). push(2,n,2).", Push.facts(optimal.pushes()));
        assertTrue(optimal.optimal());
        PushSolutions all = PushLabyrinths.allSolutions(EXAMPLE, one, Limits.none());
        assertTrue(all.complete());
        assertEquals(List.of("push(1,w,1). push(2,n,2).", "push(1,w,1). push(3,s,2)."),
                all.solutions().stream().map(Push::facts).toList());
        assertEquals(PushStatus.UNSATISFIABLE, PushLabyrinths.solve(EXAMPLE, one.withMaxSteps(1), Limits.none())
                .status());
    }

    @Test
    void optimalReportsTheFirstPushesOfEachDepth() {
        List<String> tasks = new ArrayList<>();
        List<Long> refuted = new ArrayList<>();
        Progress progress = new Progress() {
            @Override
            public void start(String task, long total) {
                tasks.add(task + " / " + total);
                refuted.add(0L);
            }

            @Override
            public void done(long steps) {
                refuted.set(refuted.size() - 1, steps);
            }

            @Override
            public void advance(long steps) {
                refuted.set(refuted.size() - 1, refuted.get(refuted.size() - 1) + steps);
            }

            @Override
            public void close() {
            }
        };
        PushLabyrinths.solve(EXAMPLE, PushSolveOptions.defaults().withMode(PushSolveMode.OPTIMAL).withMaxSteps(5)
                .withThreads(1), Limits.none(), progress);
        // the minimum is 2: every first push of depth 1 refuted; the 2 pushes are then found by beams (depth 2 is
        // not searched) or at depth 2, before all its first pushes are refuted
        assertEquals("depth 1: first pushes / 16", tasks.get(0));
        assertEquals(16L, refuted.get(0));
        assertTrue(tasks.size() == 1 || tasks.equals(List.of(tasks.get(0), "depth 2: first pushes / 16"))
                && refuted.get(1) < 16, tasks + " " + refuted);
    }

    @Test
    void aCancelledRunIsInterruptedNotATimeout() {
        Limits cancelled = Limits.none();
        cancelled.cancel();
        PushPuzzle big = Generator.generate(20, 3, 20, 0.2);
        assertThrows(InterruptedRunException.class, () -> PushLabyrinths.solve(big,
                PushSolveOptions.defaults().withThreads(1), cancelled));
        assertThrows(InterruptedRunException.class, () -> PushLabyrinths.solve(big,
                PushSolveOptions.defaults().withMode(PushSolveMode.OPTIMAL).withThreads(2), cancelled));
        assertThrows(InterruptedRunException.class, () -> PushLabyrinths.allSolutions(big,
                PushSolveOptions.defaults().withThreads(1), cancelled));
    }

    @Test
    void checksGiveVerdictsWithDetails() {
        Verdict ok = PushLabyrinths.checkSteps(EXAMPLE, PushLabyrinths.parseSolution("push(3,s,2). push(1,w,1).",
                "s", EXAMPLE));
        assertTrue(ok.valid());
        assertEquals(2, ok.details().get("pushes"));
        assertEquals("VALID: goal reached after push 2", PushLabyrinths.describe(ok));
        Verdict no = PushLabyrinths.check(EXAMPLE, List.of(new Push(1, 'e')));
        assertFalse(no.valid());
        assertEquals("goal not reached after the last push (1)", no.problem());
        assertEquals("INVALID: goal not reached after the last push (1)", PushLabyrinths.describe(no));
    }

    @Test
    void framesShowEveryPush() {
        assertEquals(3, PushLabyrinths.frames(EXAMPLE, List.of(new Push(1, 'w'), new Push(3, 's'))).size());
        assertEquals("push(3,s,2). goal", PushLabyrinths.frames(EXAMPLE, List.of(new Push(1, 'w'),
                new Push(3, 's'))).get(2).title());
    }

    @Test
    void generatedSevenBySevenHasEightSolutionsOfThreePushes() {
        PushPuzzle g = PushLabyrinths.generate(PushGenerateOptions.of(7, 42).withMaxSteps(3));
        List<String> all = BruteForce.all(g);
        assertEquals(8, all.size());
        assertTrue(all.contains("push(5,w,1). push(6,n,2). push(6,n,3)."), all.toString());
        assertEquals(3, BruteForce.minimum(g));
    }

    @Test
    void benchGivesRowsAsTheyFinishAndStopsWhenCancelled() throws IOException {
        Files.writeString(dir.resolve("a.lp"), Example.FACTS);
        Files.writeString(dir.resolve("b.asp"), Example.FACTS.replace("max_steps(2)", "max_steps(1)"));
        Files.writeString(dir.resolve("c.md"), "not an instance");
        List<Path> files = PushLabyrinths.benchInstances(dir);
        assertEquals(List.of(dir.resolve("a.lp"), dir.resolve("b.asp")), files);
        List<PushBenchRow> seen = new ArrayList<>();
        PushBenchReport report = PushLabyrinths.bench(files, PushBenchOptions.defaults().withJobs(1)
                .withMode(PushSolveMode.OPTIMAL), Limits.none(), Progress.none(), row -> seen.add(row));
        assertEquals(List.of("SOLVED", "UNSATISFIABLE"), seen.stream().map(PushBenchRow::result).toList());
        assertEquals(seen, report.rows());
        assertTrue(seen.get(0).optimal());
        assertEquals(0, report.invalid());
        assertTrue(report.summary().startsWith("2 instances: 1 solved (1 proved minimal), 1 unsatisfiable, "
                + "0 timeouts, 0 invalid; median "), report.summary());
        Limits cancelled = Limits.none();
        cancelled.cancel();
        List<PushBenchRow> none = new ArrayList<>();
        InterruptedRunException e = assertThrows(InterruptedRunException.class, () -> PushLabyrinths.bench(files,
                PushBenchOptions.defaults(), cancelled, Progress.none(), row -> none.add(row)));
        assertEquals("interrupted after 0 of 2 instances", e.getMessage());
        assertEquals(List.of(), none);
    }

    @Test
    void optionsRefuseWhatCannotBeRun() {
        assertThrows(InvalidInputException.class, () -> PushSolveOptions.defaults().withThreads(0));
        assertThrows(InvalidInputException.class, () -> PushSolveOptions.defaults().withMaxSteps(-2));
        assertThrows(InvalidInputException.class, () -> PushBenchOptions.defaults().withSecondsPerInstance(0));
        assertThrows(InvalidInputException.class, () -> PushBenchOptions.defaults().withJobs(0));
        assertThrows(InvalidInputException.class, () -> PushGenerateOptions.of(1, 0));
        assertThrows(InvalidInputException.class, () -> PushGenerateOptions.of(5, 0).withDensity(Double.NaN));
        // a generated board never starts on its goal: without a push it cannot be solved
        InvalidInputException none = assertThrows(InvalidInputException.class,
                () -> PushGenerateOptions.of(5, 0).withMaxSteps(0));
        assertEquals("max_steps 0 allows no push: give 1 or more (left out, it is the side)", none.getMessage());
        assertEquals(1, PushGenerateOptions.of(5, 0).withMaxSteps(1).maxSteps());
    }
}
