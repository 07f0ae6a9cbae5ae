package org.gridpuzzles.cli.push;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Instances and solutions given as text ({@code --facts}, {@code --pushes}) and the JSON outputs of the push commands. */
class PushTextAndJsonTest {

    private static final String EXAMPLE = PushCliTest.EXAMPLE;
    private static final String SOLUTION = "push(1,w,1). push(2,n,2).";

    @Test
    void solveTakesTheFactsAsTextAndAnswersJson() {
        CommandRun r = run("push", "solve", "--facts", EXAMPLE, "--optimal", "--format", "json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"status\":\"SOLVED\",\"pushes\":[\"push(1,w,1).\",\"push(2,n,2).\"],\"optimal\":true,"
                + "\"nodes\":" + Json.read(r.out(), Map.class, "out").get("nodes") + ",\"maxSteps\":2,"
                + "\"lowerBound\":2,\"proved\":true,\"upperBound\":2,\"best\":null}\n", r.out());
        CommandRun u = run("push", "solve", "--facts", EXAMPLE, "--max-steps", "1", "--format", "json");
        assertEquals(1, u.code(), u.err());
        assertTrue(u.out().startsWith("{\"status\":\"UNSATISFIABLE\",\"pushes\":null,\"optimal\":false,"), u.out());
        assertTrue(u.out().endsWith(",\"maxSteps\":1,\"lowerBound\":2,\"proved\":true,\"upperBound\":null,\"best\":null}\n"), u.out());
        // the text output is as it always was
        assertEquals("push(1,w,1). push(2,n,2).\n", run("push", "solve", "--facts", EXAMPLE, "--optimal").out());
    }

    @Test
    void badFactsKeepTheirLineAndColumn() {
        CommandRun r = run("push", "solve", "--facts", "field(1,1).\nfield(1,2)\ninit_on(1,1).", "--format", "json");
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals("gridpuzzles push solve: --facts:3:1: expected '.' after field but found 'i'",
                r.err().lines().findFirst().orElseThrow());
        CommandRun p = run("push", "check", "--facts", EXAMPLE, "--pushes", "push(1,w,1).\n push(9,n,2).");
        assertEquals(2, p.code());
        assertEquals("gridpuzzles push check: --pushes:2:7: push line 9 is out of range 1..4",
                p.err().lines().findFirst().orElseThrow());
        CommandRun both = run("push", "show", "x.lp", "--facts", EXAMPLE, "--format", "json");
        assertEquals(2, both.code());
        assertEquals("gridpuzzles push show: give either FILE or --facts, not both",
                both.err().lines().findFirst().orElseThrow());
    }

    @Test
    void showGivesThePositionAfterThePushes() {
        CommandRun start = run("push", "show", "--facts", EXAMPLE, "--format", "json");
        assertEquals(0, start.code(), start.err());
        assertEquals("{\"n\":4,\"maxSteps\":2,\"pushes\":[],\"tiles\":[[\"sw\",\"new\",\"e\",\"nw\"],"
                + "[\"nw\",\"nw\",\"ns\",\"new\"],[\"ns\",\"nw\",\"e\",\"nsw\"],[\"nw\",\"nesw\",\"ne\",\"w\"]],"
                + "\"goal\":[1,4],\"avatar\":[[3,2]],\"walk\":[[3,2],[4,2]],\"reached\":false,\"check\":null}\n",
                start.out());
        CommandRun one = run("push", "show", "--facts", EXAMPLE, "--pushes", "push(1,w,1).", "--format", "json");
        assertEquals("{\"n\":4,\"maxSteps\":2,\"pushes\":[\"push(1,w,1).\"],\"tiles\":[[\"new\",\"e\",\"nw\","
                + "\"sw\"],[\"nw\",\"nw\",\"ns\",\"new\"],[\"ns\",\"nw\",\"e\",\"nsw\"],[\"nw\",\"nesw\",\"ne\","
                + "\"w\"]],\"goal\":[1,3],\"avatar\":[[3,2],[4,2]],\"walk\":[[3,2],[4,2]],\"reached\":false,"
                + "\"check\":\"INVALID: goal not reached after the last push (1)\"}\n", one.out());
        CommandRun two = run("push", "show", "--facts", EXAMPLE, "--pushes", SOLUTION, "--format", "json");
        assertTrue(two.out().contains("\"goal\":[1,3],\"avatar\":[[1,1],[1,2],[1,3],[2,3],[4,2]],"
                + "\"walk\":[[1,1],[1,2],[1,3],[2,3],[4,2]],\"reached\":true,"
                + "\"check\":\"VALID: goal reached after push 2\"}"), two.out());
        CommandRun svg = run("push", "show", "--facts", EXAMPLE, "--pushes", SOLUTION, "--format", "svg");
        assertEquals(0, svg.code(), svg.err());
        assertTrue(svg.out().startsWith("<?xml") && svg.out().contains("push(2,n,2). goal"), svg.out());
    }

    @Test
    void checkAnswersTheVerdictAsJson() {
        CommandRun ok = run("push", "check", "--facts", EXAMPLE, "--pushes", SOLUTION, "--format", "json");
        assertEquals(0, ok.code(), ok.err());
        assertEquals("{\"valid\":true,\"problem\":null,\"details\":{\"reason\":\"goal reached after push 2\","
                + "\"pushes\":2}}\n", ok.out());
        CommandRun bad = run("push", "check", "--facts", EXAMPLE, "--pushes", "push(1,w,1).", "--format", "json");
        assertEquals(1, bad.code(), bad.err());
        assertEquals("{\"valid\":false,\"problem\":\"goal not reached after the last push (1)\",\"details\":"
                + "{\"pushes\":1}}\n", bad.out());
        assertEquals("VALID: goal reached after push 2\n",
                run("push", "check", "--facts", EXAMPLE, "--pushes", SOLUTION).out());
    }

    @Test
    void generateAnswersItsFactsInJson() {
        CommandRun text = run("push", "generate", "--size", "3", "--seed", "1");
        CommandRun json = run("push", "generate", "--size", "3", "--seed", "1", "--format", "json");
        assertEquals(0, json.code(), json.err());
        assertEquals(Map.of("n", 3, "seed", 1, "maxSteps", 3, "facts", text.out()),
                Json.read(json.out(), Map.class, "out"));
        assertTrue(text.out().startsWith("% push labyrinth 3 x 3, seed 1\nfield(1,1).\n"), text.out());
    }

    /** A solution answered in JSON is valid for the independent checker, and show says the goal is reached. */
    @Property(tries = 25)
    void solvedJsonPushesAreValid(@ForAll @IntRange(min = 2, max = 5) int n, @ForAll @IntRange(min = 1, max = 999)
            int seed) {
        String facts = (String) Json.read(run("push", "generate", "--size", "" + n, "--seed", "" + seed,
                "--max-steps", "3", "--format", "json").out(), Map.class, "generate").get("facts");
        CommandRun solve = run("push", "solve", "--facts", facts, "--format", "json", "--threads", "1");
        Map<?, ?> answer = Json.read(solve.out(), Map.class, "solve");
        if (answer.get("status").equals("UNSATISFIABLE")) {
            assertEquals(1, solve.code());
            return;
        }
        assertEquals("SOLVED", answer.get("status"));
        String pushes = String.join(" ", ((List<?>) answer.get("pushes")).stream().map(Object::toString).toList());
        CommandRun check = run("push", "check", "--facts", facts, "--pushes", pushes, "--format", "json");
        assertEquals(0, check.code(), check.out());
        Map<?, ?> shown = Json.read(run("push", "show", "--facts", facts, "--pushes", pushes, "--format", "json")
                .out(), Map.class, "show");
        assertEquals(true, shown.get("reached"));
    }

    /**
     * The positions agree with the independent checker: pushes are a solution exactly when the goal is reached after
     * the last of them and after none before.
     */
    @Property(tries = 40)
    void positionsAgreeWithTheChecker(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @IntRange(min = 1, max = 999) int seed, @ForAll @IntRange(min = 0, max = 999999) int moves) {
        String facts = (String) Json.read(run("push", "generate", "--size", "" + n, "--seed", "" + seed,
                "--max-steps", "4", "--format", "json").out(), Map.class, "generate").get("facts");
        java.util.SplittableRandom r = new java.util.SplittableRandom(moves);
        int t = 1 + r.nextInt(4);
        StringBuilder pushes = new StringBuilder();
        boolean reachedBefore = false;
        boolean reached = false;
        for (int k = 1; k <= t; k++) {
            reachedBefore |= reached;
            pushes.append("push(").append(1 + r.nextInt(n)).append(',').append("nesw".charAt(r.nextInt(4)))
                    .append(',').append(k).append("). ");
            Map<?, ?> shown = Json.read(run("push", "show", "--facts", facts, "--pushes", pushes.toString(),
                    "--format", "json").out(), Map.class, "show");
            reached = (Boolean) shown.get("reached");
        }
        Map<?, ?> start = Json.read(run("push", "show", "--facts", facts, "--format", "json").out(), Map.class, "s");
        reachedBefore |= (Boolean) start.get("reached");
        CommandRun check = run("push", "check", "--facts", facts, "--pushes", pushes.toString(), "--format", "json");
        assertEquals(reached && !reachedBefore, (Boolean) Json.read(check.out(), Map.class, "check").get("valid"),
                pushes + check.out());
    }
}
