package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** --time-limit (or --timeout): a fraction of a second where a command always took one, whole seconds elsewhere. */
class TimeLimitOptionTest {

    @Test
    void pushSolveTakesAFractionInEitherSpelling() {
        String example = ProjectFiles.file("examples", "push", "example.asp").toString();
        for (String spelling : new String[] {"--time-limit", "--timeout"}) {
            CommandRun r = CommandRun.run("push", "solve", example, "--optimal", spelling, "20.5");
            assertEquals(0, r.code(), r.err());
            assertEquals("push(1,w,1). push(2,n,2).\n", r.out());
        }
    }

    /** A command that counts whole seconds. */
    @Command(name = "whole")
    static final class Whole {
        @Mixin
        TimeLimitOption limit;
    }

    private static long seconds(String... args) {
        Whole w = new Whole();
        new CommandLine(w).parseArgs(args);
        return w.limit.seconds(60);
    }

    @Test
    void wholeSecondsElsewhereSayWhatIsWrongInOneLine() {
        assertEquals(60, seconds());
        assertEquals(7, seconds("--timeout", "7"));
        assertEquals(TimeLimitOption.MAX_SECONDS, seconds("--time-limit", "9223372036854775807"));
        assertEquals("--time-limit 1.5 is not a whole number of seconds",
                assertThrows(InvalidInputException.class, () -> seconds("--time-limit", "1.5")).getMessage());
        assertEquals("--timeout 0 is not a positive number of seconds",
                assertThrows(InvalidInputException.class, () -> seconds("--timeout", "0")).getMessage());
        assertEquals("--time-limit -5 is not a positive number of seconds",
                assertThrows(InvalidInputException.class, () -> seconds("--time-limit", "-5")).getMessage());
    }
}
