package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class MazeCheckerTest {

    private static Maze perfect() {
        return new Wilson().generate(new Grid(6, 7), new SplittableRandom(11));
    }

    @Test
    void acceptsAPerfectMaze() {
        assertTrue(MazeTesting.check(perfect()).perfect());
    }

    @Test
    void rejectsALoop() {
        Maze m = perfect();
        for (int i = 0; i < m.grid().size(); i++) {
            if (m.grid().neighbour(i, Direction.RIGHT) >= 0 && !m.isOpen(i, Direction.RIGHT)) {
                m.carve(i, Direction.RIGHT);
                break;
            }
        }
        MazeChecker.Verdict v = MazeTesting.check(m);
        assertFalse(v.perfect());
        assertTrue(v.reason().contains("loop"), v.reason());
    }

    @Test
    void rejectsADisconnectedMaze() {
        Maze m = perfect();
        for (int i = 0; i < m.grid().size(); i++) {
            if (m.isOpen(i, Direction.DOWN)) {
                m.wall(i, Direction.DOWN);
                break;
            }
        }
        MazeChecker.Verdict v = MazeTesting.check(m);
        assertFalse(v.perfect());
        assertTrue(v.reason().contains("connected"), v.reason());
    }

    @Test
    void rejectsInconsistentWallsAndOpenBorders() {
        byte[] o = MazeTesting.openings(perfect());
        byte[] one = o.clone();
        one[0] |= 1;
        assertTrue(MazeChecker.check(6, 7, one).reason().contains("border"));
        byte[] two = o.clone();
        two[8] ^= 2;
        assertFalse(MazeChecker.check(6, 7, two).perfect());
        assertFalse(MazeChecker.check(6, 6, o).perfect());
    }
}
