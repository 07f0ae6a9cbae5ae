package org.gridpuzzles.api.maze;

/**
 * The grid whose perfect mazes are counted: its fields are those of {@link MazeSpec} that make a grid (rows and cols,
 * grid, rings, mask, or the grid of a maze given); the algorithm and seed play no part and are left out.
 */
public record MazeCountRequest(Integer rows, Integer cols, String maze, String mazeName, String grid, Integer rings,
        Mask mask) {

    public MazeCountRequest {
        MazeSpec s = spec(rows, cols, maze, mazeName, grid, rings, mask);
        mazeName = maze == null ? null : s.mazeName();
        grid = s.grid();
    }

    private static MazeSpec spec(Integer rows, Integer cols, String maze, String mazeName, String grid, Integer rings,
            Mask mask) {
        return new MazeSpec(rows, cols, 1, null, null, null, null, null, maze, mazeName, grid, rings, mask);
    }

    /** The grid's part of a maze's fields. */
    MazeSpec spec() {
        return spec(rows, cols, maze, mazeName, grid, rings, mask);
    }

    /** The grid of {@code m}. */
    public static MazeCountRequest of(MazeSpec m) {
        return new MazeCountRequest(m.rows(), m.cols(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask());
    }
}
