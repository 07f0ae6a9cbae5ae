package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class ReaderTest {

    private static final String BOARD = "field(1,1). field(1,2). field(2,1). field(2,2).\n";
    private static final String REST = "init_on(1,1).\ngoal_on(2,2).\nconnect(1,1,n).\nmax_steps(2).\n";

    private static String error(String text) {
        return assertThrows(InvalidInputException.class, () -> PuzzleReader.parse("t.lp", text)).getMessage();
    }

    private static void assertError(String text, String where, String what) {
        String m = error(text);
        assertTrue(m.startsWith(where), m);
        assertTrue(m.contains(what), m);
    }

    @Test
    void anyLayoutAndComments() {
        PushPuzzle puzzle = PuzzleReader.parse("t.lp", "% comment\nmax_steps( 2 ).connect(1,1,\nn).\n"
                + "goal_on(2,2). field(2,2). field(2,1).\tfield(1,2).field(1,1). init_on(1,1). % end");
        assertEquals(2, puzzle.n());
        assertEquals(PushPuzzle.NORTH, puzzle.openings(0));
        assertEquals(3, puzzle.goal());
    }

    @Test
    void malformedFacts() {
        assertError(BOARD + "init_on(1,1)\ngoal_on(2,2).", "t.lp:3:1", "expected '.'");
        assertError(BOARD + "init_on(1;1).", "t.lp:2:10", "expected ','");
        assertError(BOARD + "init_on(1,x). goal_on(2,2). max_steps(1).", "t.lp:2:11", "expects a number");
        assertError(BOARD + "wall(1,1).", "t.lp:2:1", "unknown predicate");
        assertError(BOARD + "init_on(1).", "t.lp:2:1", "takes 2 arguments");
    }

    @Test
    void aFileCutOffIsNamedWhereItEnds() {
        // Not on the empty line after the last one, nor after a trailing comment.
        assertEquals("t.lp:2:13: expected '.' after init_on but found the end of the input",
                error(BOARD + "init_on(1,1)\n"));
        assertEquals("t.lp:2:13: expected '.' after init_on but found the end of the input",
                error(BOARD + "init_on(1,1)  % cut here\n\n"));
        assertEquals("t.lp:2:12: expected a number after '-'", error(BOARD + "init_on(1,-"));
        assertEquals("t.lp:2:11: expected an argument but found the end of the input",
                error(BOARD + "init_on(1,\n"));
    }

    @Test
    void missingAndDuplicateSingletons() {
        assertError(BOARD + "goal_on(2,2). max_steps(2).", "t.lp", "missing init_on");
        assertError(BOARD + "init_on(1,1). max_steps(2).", "t.lp", "missing goal_on");
        assertError(BOARD + "init_on(1,1). goal_on(2,2).", "t.lp", "missing max_steps");
        assertError(BOARD + REST + "init_on(2,1).", "t.lp:6:1", "duplicate init_on");
        assertError(BOARD + REST + "goal_on(2,1).", "t.lp:6:1", "duplicate goal_on");
        assertError(BOARD + REST + "max_steps(3).", "t.lp:6:1", "duplicate max_steps");
    }

    @Test
    void boardMustBeFullAndSquare() {
        assertError("field(1,1). field(1,2). field(2,1).\n" + REST, "t.lp", "field(2,2) is missing");
        assertError("field(1,1). field(1,2).\n" + REST, "t.lp", "square");
        assertError(BOARD + "field(2,2).\n" + REST, "t.lp:2:1", "duplicate field(2,2)");
        assertError("field(0,1).\n" + REST, "t.lp:1:7", "below 1");
        assertError(REST, "t.lp", "no field facts");
    }

    @Test
    void directionsAndCoordinates() {
        assertError(BOARD + REST + "connect(1,2,x).", "t.lp:6:13", "unknown direction 'x'");
        assertError(BOARD + REST + "connect(1,1,n).", "t.lp:6:1", "duplicate connect(1,1,n)");
        assertError(BOARD + REST + "connect(3,1,n).", "t.lp:6:9", "row 3 is not on the board");
        assertError(BOARD + "init_on(1,3). goal_on(2,2). max_steps(1).", "t.lp:2:11", "column 3");
        assertError(BOARD + "init_on(1,1). goal_on(2,2). max_steps(-1).", "t.lp:2:39", "negative");
    }

    @Test
    void solutionErrors() {
        String m = assertThrows(InvalidInputException.class,
                () -> SolutionReader.parse("s.lp", "push(1,w,1).\npush(5,n,2).", 4)).getMessage();
        assertTrue(m.startsWith("s.lp:2:6") && m.contains("out of range"), m);
        m = assertThrows(InvalidInputException.class,
                () -> SolutionReader.parse("s.lp", "push(1,q,1).", 4)).getMessage();
        assertTrue(m.startsWith("s.lp:1:8") && m.contains("unknown direction"), m);
        m = assertThrows(InvalidInputException.class,
                () -> SolutionReader.parse("s.lp", "move(1,w,1).", 4)).getMessage();
        assertTrue(m.startsWith("s.lp:1:1"), m);
    }

    @Test
    void messagesStayShortAndReadable() {
        String huge = "9".repeat(10_000);
        String m = error(BOARD + "init_on(1," + huge + "). goal_on(2,2). max_steps(1).");
        assertTrue(m.endsWith("init_on expects a number, not '9999999999999999999999999999999999999...'"), m);
        m = error(BOARD + "p".repeat(10_000) + ".");
        assertTrue(m.endsWith("unknown predicate ppppppppppppppppppppppppppppppppppppp.../0 (expected field, init_on, "
                + "goal_on, connect, max_steps)"), m);
        m = error(BOARD + "init_on(1,1)\u0085");
        assertEquals("t.lp:2:13: expected '.' after init_on but found U+0085", m);
        m = error(BOARD + "init_on(1,1)\u001b[31m.");
        assertEquals("t.lp:2:13: expected '.' after init_on but found U+001B", m);
    }
}
