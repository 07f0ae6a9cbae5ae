package org.gridpuzzles.api.maze;

/**
 * The grid whose perfect mazes are counted: its fields are those of {@link MazeSpec} that make a grid (rows and cols,
 * grid, rings, mask, or the grid of a maze given); the algorithm and seed play no part and are left out.
 *
 * @param levels a 3d grid's levels (with rows and cols)
 */
public record MazeCountRequest(Integer rows, Integer cols, String maze, String mazeName, String grid, Integer rings,
        Mask mask, Integer levels) {

    public MazeCountRequest {
        MazeSpec s = spec(rows, cols, maze, mazeName, grid, rings, mask, levels);
        mazeName = maze == null ? null : s.mazeName();
        grid = s.grid();
    }

    private static MazeSpec spec(Integer rows, Integer cols, String maze, String mazeName, String grid, Integer rings,
            Mask mask, Integer levels) {
        return new MazeSpec(rows, cols, 1, null, null, null, null, null, maze, mazeName, grid, rings, mask, false,
                levels);
    }

    /** The grid's part of a maze's fields. */
    MazeSpec spec() {
        return spec(rows, cols, maze, mazeName, grid, rings, mask, levels);
    }

    /** The grid of {@code m}. */
    public static MazeCountRequest of(MazeSpec m) {
        return new MazeCountRequest(m.rows(), m.cols(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(),
                m.levels());
    }
}
