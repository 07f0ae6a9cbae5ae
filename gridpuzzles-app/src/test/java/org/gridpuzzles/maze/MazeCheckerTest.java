package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class MazeCheckerTest {

    private static CellMaze perfect() {
        return MazeTesting.generate(MazeTesting.rect(MazeAlgorithm.WILSON, MazeOptions.defaults()), new Grid(6, 7),
                new SplittableRandom(11));
    }

    @Test
    void acceptsAPerfectMaze() {
        assertTrue(MazeTesting.check(perfect()).valid());
    }

    @Test
    void acceptsALoopAsConnectedWithLoops() {
        CellMaze m = perfect();
        for (int i = 0; i < m.cells(); i++) {
            if (m.grid().neighbour(i, Direction.RIGHT.ordinal()) >= 0 && !m.isOpen(i, Direction.RIGHT.ordinal())) {
                m.carve(i, Direction.RIGHT.ordinal());
                break;
            }
        }
        Verdict v = MazeTesting.check(m);
        assertTrue(v.valid());
        assertEquals(1L, v.details().get("loops"));
    }

    @Test
    void rejectsADisconnectedMaze() {
        CellMaze m = perfect();
        for (int i = 0; i < m.cells(); i++) {
            if (m.isOpen(i, Direction.DOWN.ordinal())) {
                m.unlink(i, 2, i + m.grid().cols(), 0);
                break;
            }
        }
        Verdict v = MazeTesting.check(m);
        assertFalse(v.valid());
        assertTrue(v.problem().contains("connected"), v.problem());
    }

    @Test
    void rejectsInconsistentWallsAndOpenBorders() {
        byte[] o = MazeTesting.openings(perfect());
        byte[] one = o.clone();
        one[0] |= 1;
        assertTrue(MazeTesting.check(6, 7, one).problem().contains("border"));
        byte[] two = o.clone();
        two[8] ^= 2;
        assertFalse(MazeTesting.check(6, 7, two).valid());
        assertFalse(MazeTesting.check(6, 6, o).valid());
    }
}
