package org.gridpuzzles.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.Test;

class FailuresTest {

    @Test
    void everyKindHasItsCode() {
        assertEquals(2, Failures.exitCode(new InvalidInputException("bad")).code());
        assertEquals(1, Failures.exitCode(new NoSolutionException("none")).code());
        assertEquals(3, Failures.exitCode(new LimitReachedException(LimitReachedException.Limit.STATES, "s")).code());
        assertEquals(130, Failures.exitCode(new InterruptedRunException("stop")).code());
        assertEquals(70, Failures.exitCode(new IllegalStateException("bug")).code());
    }

    @Test
    void runningOutOfMemoryOrStackIsALimitWithItsOwnLine() {
        assertEquals(ExitCode.LIMIT, Failures.exitCode(new OutOfMemoryError("Java heap space")));
        assertTrue(Failures.message(new OutOfMemoryError()).startsWith("out of memory: "));
        assertEquals(ExitCode.LIMIT, Failures.exitCode(new StackOverflowError()));
        assertTrue(Failures.message(new StackOverflowError()).contains("stack"));
    }

    @Test
    void wrappersAreLookedThrough() {
        InvalidInputException cause = new InvalidInputException("m.json:3:1: no");
        assertEquals(ExitCode.BAD_INPUT, Failures.exitCode(new ExecutionException(cause)));
        assertEquals("m.json:3:1: no", Failures.message(new UncheckedIOException(new IOException(cause))));
        assertFalse(Failures.message(new IllegalStateException("x")).contains("\n"));
    }

    @Test
    void messagesAreOneLine() {
        assertEquals("first", Failures.message(new InvalidInputException("first\nsecond")));
        assertEquals("error", Failures.firstLine(null));
    }

    @Test
    void verdictsAreValidOrNameTheirProblem() {
        Verdict ok = Verdict.ok().with("length", 64);
        assertTrue(ok.valid());
        assertEquals(Map.of("length", 64), ok.details());
        assertEquals(ExitCode.OK, ok.exitCode());
        Verdict bad = Verdict.invalid("square 3,4 twice");
        assertEquals(ExitCode.NO, bad.exitCode());
        assertThrows(IllegalArgumentException.class, () -> new Verdict(false, " ", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new Verdict(true, "x", Map.of()));
        assertThrows(UnsupportedOperationException.class, () -> ok.details().put("x", 1));
    }

    @Test
    void controlCharactersFromTheInputAreEscapedAndOrdinaryTextIsNot() {
        assertEquals("m.txt: unknown 'a\\u001b[31mb\\u000b' (\\u009b)",
                Failures.printable("m.txt: unknown 'a\u001b[31mb\u000b' (\u009b)"));
        String ordinary = "grün.json:2:5: \"rows\" is -1, not a size \\ (ok)\t";
        assertEquals(ordinary.replace("\t", "\\u0009"), Failures.printable(ordinary));
        assertEquals("plain", Failures.printable("plain"));
    }
}
