package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

class MazeCarvingProperties {

    @Provide
    Arbitrary<MazeAlgorithm> algorithms() {
        return Arbitraries.of(MazeAlgorithm.values());
    }

    @Property(tries = 400)
    void replayingTheCarvingGivesTheMaze(@ForAll("algorithms") MazeAlgorithm algorithm,
            @ForAll @IntRange(min = 1, max = 25) int rows, @ForAll @IntRange(min = 1, max = 25) int cols,
            @ForAll long seed) {
        Grid grid = new Grid(rows, cols);
        MazeOptions options = MazeOptions.defaults().algorithm(algorithm).seed(seed);
        CarvedMaze carved = Mazes.generateCarving(CellGrid.of(GridShape.RECT, rows, cols), options);
        MazeCarving carving = carved.carving();
        String what = algorithm.label() + " on " + grid + " seed " + seed;
        assertEquals(grid.size() - 1, carving.size(), what + ": one step per passage");
        // the record changes nothing: the same maze as without it
        assertEquals(Mazes.generate(grid, options).maze(), carved.result().maze(), what);
        CellMaze replayed = new CellMaze(CellGrid.of(GridShape.RECT, grid.rows(), grid.cols()));
        for (int k = 0; k < carving.size(); k++) {
            Field f = carving.field(k);
            Direction d = carving.direction(k);
            assertTrue(grid.contains(f.step(d)), what + ": step " + k + " stays on the grid");
            int i = grid.index(f);
            assertFalse(replayed.isOpen(i, d.ordinal()), what + ": step " + k + " opens a passage once");
            replayed.carve(i, d.ordinal());
            if (carving.walls()) {
                // the gap lies in its wall
                int along = d == Direction.DOWN ? f.col() : f.row();
                assertTrue(carving.wallFrom(k) <= along && along <= carving.wallTo(k), what + ": step " + k);
            }
        }
        assertEquals(carved.result().maze(), replayed, what + ": the replay gives the same openings");
        if (carving.size() > 0) {
            // a 1 x 1 maze has no step, so nothing tells walls from passages
            assertEquals(algorithm == MazeAlgorithm.RECURSIVE_DIVISION, carving.walls(), what);
        }
    }
}
