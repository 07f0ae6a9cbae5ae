package org.gridpuzzles.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.knight.KnightCountRequest;
import org.gridpuzzles.api.knight.KnightCountResult;
import org.gridpuzzles.api.knight.VerifySquirrelRequest;
import org.gridpuzzles.api.knight.VerifySquirrelResult;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.SquirrelReport;
import org.junit.jupiter.api.Test;

/**
 * The operations run their long work on the installed sweeps, so that a driver that installs its own (the Spark
 * driver's) reaches every client's operations, the command line's included; and those sweeps refuse, by the
 * request, what they cannot run, before any work.
 */
class SweepsTest {

    /** Sweeps that note what they are asked and run it here; they refuse exact counts. */
    private static final class Noting extends Sweeps {
        final List<String> asked = new ArrayList<>();

        @Override
        public void admit(Record request) {
            asked.add("admit " + request.getClass().getSimpleName());
        }

        @Override
        public SquirrelReport verifySquirrel(SquareBoardSizes sizes, Limits limits, Progress progress) {
            asked.add("verifySquirrel " + sizes.from() + ".." + sizes.to());
            return super.verifySquirrel(sizes, limits, progress);
        }

        @Override
        public FrontierPasses frontierPasses(FrontierOptions o) {
            if (o.exact()) {
                throw new InvalidInputException("no exact counts here");
            }
            asked.add("passes");
            return (passes, limits, progress) -> {
                List<FrontierResidues> out = new ArrayList<>();
                passes.forEach(p -> out.add(FrontierCounting.pass(p, 1, limits, Progress.none())));
                asked.add(passes.size() + " passes run");
                return out;
            };
        }
    }

    @Test
    void theOperationsAndTheCommandLineRunOnTheInstalledSweeps() {
        Noting noting = new Noting();
        Sweeps before = Sweeps.install(noting);
        try {
            assertSame(noting, Sweeps.current());
            VerifySquirrelResult r = Operations.get("knight verify-squirrel", VerifySquirrelRequest.class,
                    VerifySquirrelResult.class).run(new VerifySquirrelRequest(5, 9), RunContext.plain());
            assertEquals(List.of("admit VerifySquirrelRequest", "verifySquirrel 5..9"), noting.asked);
            assertEquals(List.of(), r.failures());
            noting.asked.clear();
            CommandRun count = CommandRun.run("knight", "count", "--size", "5");
            assertEquals(0, count.code(), count.err());
            assertTrue(count.out().strip().endsWith("1728"), count.out());
            assertTrue(noting.asked.contains("admit KnightCountRequest")
                    && noting.asked.stream().anyMatch(a -> a.endsWith(" passes run")), noting.asked.toString());
            CommandRun exact = CommandRun.run("knight", "count", "--size", "5", "--exact");
            assertEquals(2, exact.code());
            assertEquals("gridpuzzles knight count: no exact counts here", exact.err().strip());
            CommandRun steps = CommandRun.run("knight", "count", "--size", "5", "--steps");
            assertEquals(2, steps.code());
            assertTrue(steps.err().contains("drop --steps"), steps.err());
            assertEquals("", steps.out());
        } finally {
            Sweeps.install(before);
        }
        assertSame(before, Sweeps.current());
    }

    @Test
    void inThisProcessEveryRequestIsAdmittedAndThePassesRunHere() {
        assertSame(Sweeps.HERE, Sweeps.current());
        Sweeps.HERE.admit(new KnightCountRequest(5, 5, null, false, KnightCountRequest.Method.SEARCH, false, null,
                null, null, null, null, false, null));
        assertEquals(null, Sweeps.HERE.frontierPasses(FrontierOptions.defaults().withExact(true)));
        assertThrows(IllegalArgumentException.class, () -> Sweeps.install(null));
        KnightCountResult c = Operations.get("knight count", KnightCountRequest.class, KnightCountResult.class).run(
                new KnightCountRequest(5, 5, null, false, KnightCountRequest.Method.FRONTIER, false, null, null, null,
                        null, null, false, null), RunContext.plain().withThreads(1));
        assertTrue(OperationJson.write(c).contains("1728"), OperationJson.write(c));
    }
}
