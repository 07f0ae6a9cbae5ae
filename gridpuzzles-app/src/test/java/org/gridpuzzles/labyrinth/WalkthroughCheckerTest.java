package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class WalkthroughCheckerTest {

    private final Labyrinth lab3 = Labyrinth.cornerToCorner(Grid.square(3));

    @Test
    void acceptsTheTwoWalkthroughsOfThreeByThree() {
        assertTrue(WalkthroughChecker.check(lab3, "RRDLLDRR").valid());
        assertTrue(WalkthroughChecker.check(lab3, "DDRUURDD").valid());
        assertEquals(9, WalkthroughChecker.check(lab3, "DDRUURDD").details().get("fields"));
    }

    @Test
    void rejectsIncompleteWrongEndRevisitsAndBadLetters() {
        assertEquals(Verdict.invalid("the line visits 5 of 9 fields"), WalkthroughChecker.check(lab3, "RRDD"));
        assertEquals(Verdict.invalid("the line visits 8 of 9 fields"), WalkthroughChecker.check(lab3, "RRDLLDR"));
        assertEquals(Verdict.invalid("move 2 'L' revisits field 1,1"), WalkthroughChecker.check(lab3, "RLRDLLDRR"));
        assertEquals(Verdict.invalid("move 8 'X' is not one of U, D, L, R"),
                WalkthroughChecker.check(lab3, "RRDLLDRX"));
        assertEquals(Verdict.invalid("move 1 'U' leaves the grid at field 1,1"),
                WalkthroughChecker.check(lab3, "URRDLLDRR"));
        Labyrinth toTheSide = new Labyrinth(lab3.grid(), 0, 2);
        assertEquals(Verdict.invalid("the line ends at 3,3, not at the end field 1,3"),
                WalkthroughChecker.check(toTheSide, "DDRUURDD"));
    }

    @Test
    void moveParsingRejectsBadInput() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Walkthrough.fields(lab3.grid(), 0, "RX"));
        assertEquals("moves: character 2 'X' is not one of U, D, L, R", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> Walkthrough.fields(lab3.grid(), 0, "U"));
        assertEquals("moves: move 1 'U' leaves the grid at field 1,1", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> Walkthrough.fields(lab3.grid(), 0, "RL"));
        assertEquals("moves: move 2 'L' revisits field 1,1", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> Walkthrough.fields(lab3.grid(), 0, "rd"));
        assertEquals("moves: character 1 'r' is not one of U, D, L, R", e.getMessage());
    }
}
