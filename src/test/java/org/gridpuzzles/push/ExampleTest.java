package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ExampleTest {

    private static final Labyrinth LAB = Example.labyrinth();

    @Test
    void readsTheExample() {
        assertEquals(4, LAB.n());
        assertEquals(LAB.index(3, 2), LAB.init());
        assertEquals(LAB.index(1, 4), LAB.goal());
        assertEquals(2, LAB.maxSteps());
        assertEquals(Labyrinth.EAST, LAB.openings(LAB.index(1, 3)));
        assertEquals(Labyrinth.NORTH | Labyrinth.SOUTH | Labyrinth.WEST, LAB.openings(LAB.index(3, 4)));
    }

    @Test
    void allSolutionsAreExactlyTheTwoOfTheDescription() {
        List<List<Push>> all = new ExhaustiveSearch(12).all(LAB, Control.unlimited());
        List<String> facts = all.stream().map(Push::facts).sorted().toList();
        assertEquals(List.of("push(1,w,1). push(2,n,2).", "push(1,w,1). push(3,s,2)."), facts);
    }

    @Test
    void optimalNeedsTwoPushes() {
        Outcome o = new ExhaustiveSearch(12).solve(LAB, Control.of(0, 2));
        assertEquals(Outcome.Status.SOLVED, o.status());
        assertEquals(2, o.pushes().size());
        assertTrue(o.optimal());
        assertTrue(Checker.check(LAB, o.pushes()).valid());
    }

    @Test
    void oneStepIsNotEnough() {
        assertEquals(Outcome.Status.UNSATISFIABLE,
                new ExhaustiveSearch(12).solve(LAB.withMaxSteps(1), Control.unlimited()).status());
        assertEquals(Outcome.Status.UNSATISFIABLE,
                new PortfolioSearch(12).solve(LAB.withMaxSteps(1), Control.of(0, 2)).status());
    }

    @Test
    void checkerGivesReasons() {
        assertTrue(verdict("push(3,s,2). push(1,w,1).").valid());
        Checker.Verdict gap = verdict("push(1,w,1). push(3,s,3).");
        assertFalse(gap.valid());
        assertTrue(gap.reason().startsWith("bad step numbering"), gap.reason());
        Checker.Verdict twice = verdict("push(1,w,1). push(3,s,1).");
        assertTrue(twice.reason().startsWith("bad step numbering"), twice.reason());
        Checker.Verdict short1 = verdict("push(1,w,1).");
        assertTrue(short1.reason().startsWith("goal not reached"), short1.reason());
        Checker.Verdict wrong = verdict("push(1,e,1). push(3,s,2).");
        assertTrue(wrong.reason().startsWith("goal not reached"), wrong.reason());
        Checker.Verdict tooMany = verdict("push(1,w,1). push(3,s,2). push(3,n,3).");
        assertTrue(tooMany.reason().contains("max_steps"), tooMany.reason());
        Checker.Verdict earlier = Checker.checkSteps(LAB.withMaxSteps(3),
                SolutionReader.parse("s", "push(1,w,1). push(3,s,2). push(3,n,3).", 4));
        assertTrue(earlier.reason().startsWith("goal reached earlier"), earlier.reason());
        assertFalse(verdict("").valid());
    }

    private static Checker.Verdict verdict(String solution) {
        return Checker.checkSteps(LAB, SolutionReader.parse("sol", solution, LAB.n()));
    }
}
