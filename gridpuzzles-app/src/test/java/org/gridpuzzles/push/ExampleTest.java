package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.Verdict;
import org.junit.jupiter.api.Test;

class ExampleTest {

    private static final PushPuzzle PUZZLE = Example.puzzle();

    @Test
    void readsTheExample() {
        assertEquals(4, PUZZLE.n());
        assertEquals(PUZZLE.index(3, 2), PUZZLE.init());
        assertEquals(PUZZLE.index(1, 4), PUZZLE.goal());
        assertEquals(2, PUZZLE.maxSteps());
        assertEquals(PushPuzzle.EAST, PUZZLE.openings(PUZZLE.index(1, 3)));
        assertEquals(PushPuzzle.NORTH | PushPuzzle.SOUTH | PushPuzzle.WEST, PUZZLE.openings(PUZZLE.index(3, 4)));
    }

    @Test
    void allSolutionsAreExactlyTheTwoOfTheDescription() {
        List<List<Push>> all = new ExhaustiveSearch(12).all(PUZZLE, Control.unlimited());
        List<String> facts = all.stream().map(Push::facts).sorted().toList();
        assertEquals(List.of("push(1,w,1). push(2,n,2).", "push(1,w,1). push(3,s,2)."), facts);
    }

    @Test
    void optimalNeedsTwoPushes() {
        PushOutcome o = new ExhaustiveSearch(12).solve(PUZZLE, Control.of(0, 2));
        assertEquals(PushStatus.SOLVED, o.status());
        assertEquals(2, o.pushes().size());
        assertTrue(o.optimal());
        assertTrue(PushSolutionChecker.check(PUZZLE, o.pushes()).valid());
    }

    @Test
    void oneStepIsNotEnough() {
        assertEquals(PushStatus.UNSATISFIABLE,
                new ExhaustiveSearch(12).solve(PUZZLE.withMaxSteps(1), Control.unlimited()).status());
        assertEquals(PushStatus.UNSATISFIABLE,
                new PortfolioSearch(12).solve(PUZZLE.withMaxSteps(1), Control.of(0, 2)).status());
    }

    @Test
    void checkerGivesReasons() {
        assertTrue(verdict("push(3,s,2). push(1,w,1).").valid());
        Verdict gap = verdict("push(1,w,1). push(3,s,3).");
        assertFalse(gap.valid());
        assertTrue(gap.problem().startsWith("bad step numbering"), gap.problem());
        Verdict twice = verdict("push(1,w,1). push(3,s,1).");
        assertTrue(twice.problem().startsWith("bad step numbering"), twice.problem());
        Verdict short1 = verdict("push(1,w,1).");
        assertTrue(short1.problem().startsWith("goal not reached"), short1.problem());
        Verdict wrong = verdict("push(1,e,1). push(3,s,2).");
        assertTrue(wrong.problem().startsWith("goal not reached"), wrong.problem());
        Verdict tooMany = verdict("push(1,w,1). push(3,s,2). push(3,n,3).");
        assertTrue(tooMany.problem().contains("max_steps"), tooMany.problem());
        Verdict earlier = PushSolutionChecker.checkSteps(PUZZLE.withMaxSteps(3),
                SolutionReader.parse("s", "push(1,w,1). push(3,s,2). push(3,n,3).", 4));
        assertTrue(earlier.problem().startsWith("goal reached earlier"), earlier.problem());
        assertFalse(verdict("").valid());
    }

    private static Verdict verdict(String solution) {
        return PushSolutionChecker.checkSteps(PUZZLE, SolutionReader.parse("sol", solution, PUZZLE.n()));
    }
}
