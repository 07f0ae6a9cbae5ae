package org.gridpuzzles.maze;

/**
 * The plain rectangle's texture, as {@code maze stats} prints it there: its two-passage fields told apart as straight
 * or turning and its four-passage ones as crossings; the distances and the longest path are the general model's.
 */
final class MazeMeasures {

    /** Openings (1 up, 2 right, 4 down, 8 left) of a field that runs straight through. */
    private static final int UP_DOWN = 1 | 4;
    private static final int LEFT_RIGHT = 2 | 8;

    private MazeMeasures() {
    }

    /**
     * Dead ends (one passage), straight and turning fields (two passages, opposite or not), junctions (three) and
     * crossings (four), and the longest path by the double sweep that is exact on trees.
     */
    static MazeTexture texture(CellMaze maze) {
        CellGrid grid = maze.grid();
        long dead = 0;
        long straight = 0;
        long turn = 0;
        long junction = 0;
        long crossing = 0;
        for (int i = 0; i < grid.cells(); i++) {
            int open = maze.openings(i);
            switch (Integer.bitCount(open)) {
                case 1 -> dead++;
                case 2 -> {
                    if (open == UP_DOWN || open == LEFT_RIGHT) {
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
        int[] d0 = CellMeasures.distances(maze, 0);
        long parts = allReached(d0) ? 1 : CellMeasures.parts(maze);
        int a = CellMeasures.farthest(d0, null);
        int[] da = CellMeasures.distances(maze, a);
        int b = CellMeasures.farthest(da, null);
        long passages = maze.passages();
        return new MazeTexture(grid, passages, passages - grid.cells() + parts, dead, straight + turn, junction,
                straight, turn, crossing, da[b], a, b);
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
