package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * The rectangle's texture, as {@code maze stats} prints it there: its two-passage fields told apart as straight or
 * turning and its four-passage ones as crossings; the distances and the longest path are the general model's.
 */
final class MazeMeasures {

    private MazeMeasures() {
    }

    /**
     * Dead ends (one passage), straight and turning fields (two passages, opposite or not), junctions (three) and
     * crossings (four), and the longest path by the double sweep that is exact on trees.
     */
    static MazeTexture texture(Maze maze) {
        Grid grid = maze.grid();
        long dead = 0;
        long straight = 0;
        long turn = 0;
        long junction = 0;
        long crossing = 0;
        for (int i = 0; i < grid.size(); i++) {
            int open = maze.openings(i);
            switch (Integer.bitCount(open)) {
                case 1 -> dead++;
                case 2 -> {
                    if (open == (Direction.UP.bit() | Direction.DOWN.bit())
                            || open == (Direction.LEFT.bit() | Direction.RIGHT.bit())) {
                        straight++;
                    } else {
                        turn++;
                    }
                }
                case 3 -> junction++;
                case 4 -> crossing++;
                default -> {
                }
            }
        }
        CellMaze cells = maze.cells();
        int[] d0 = CellMeasures.distances(cells, 0);
        long parts = allReached(d0) ? 1 : CellMeasures.parts(cells);
        int a = CellMeasures.farthest(d0, null);
        int[] da = CellMeasures.distances(cells, a);
        int b = CellMeasures.farthest(da, null);
        return new MazeTexture(grid.rows(), grid.cols(), grid.size(), maze.passages(), dead, straight, turn, junction,
                crossing, da[b], new int[] {grid.rowOf(a), grid.colOf(a)}, new int[] {grid.rowOf(b), grid.colOf(b)},
                maze.passages() - grid.size() + parts);
    }

    private static boolean allReached(int[] dist) {
        for (int d : dist) {
            if (d < 0) {
                return false;
            }
        }
        return true;
    }
}
