package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class WalkthroughCheckerTest {

    private final Labyrinth lab3 = Labyrinth.cornerToCorner(Grid.square(3));

    @Test
    void acceptsTheTwoWalkthroughsOfThreeByThree() {
        assertNull(WalkthroughChecker.problem(lab3, "RRDLLDRR"));
        assertNull(WalkthroughChecker.problem(lab3, "DDRUURDD"));
    }

    @Test
    void rejectsIncompleteWrongEndRevisitsAndBadLetters() {
        assertNotNull(WalkthroughChecker.problem(lab3, "RRDD"));
        assertNotNull(WalkthroughChecker.problem(lab3, "RRDLLDR"));
        assertNotNull(WalkthroughChecker.problem(lab3, "RLRDLLDRR"));
        assertNotNull(WalkthroughChecker.problem(lab3, "RRDLLDRX"));
        assertNotNull(WalkthroughChecker.problem(lab3, "URRDLLDRR"));
    }

    @Test
    void moveParsingRejectsBadInput() {
        assertThrows(InvalidInputException.class, () -> Walkthrough.fields(lab3.grid(), 0, "RX"));
        assertThrows(InvalidInputException.class, () -> Walkthrough.fields(lab3.grid(), 0, "U"));
        assertThrows(InvalidInputException.class, () -> Walkthrough.fields(lab3.grid(), 0, "RL"));
    }
}
