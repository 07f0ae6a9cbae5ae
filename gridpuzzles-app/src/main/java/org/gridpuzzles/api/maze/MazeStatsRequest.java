package org.gridpuzzles.api.maze;

/**
 * A maze to measure, or with {@code compare} one maze of every algorithm (that runs on the grid) side by side; the
 * maze's fields are those of {@link MazeSpec}.
 *
 * @param compare one maze of each algorithm, with the same seed, instead of one maze (a maze given stands in for
 *        every algorithm)
 * @param levels a 3d grid's levels (with rows and cols)
 */
public record MazeStatsRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
        String cellChoice, Double braid, String maze, String mazeName, String grid, Integer rings, Mask mask,
        boolean compare, Integer levels) {

    public MazeStatsRequest {
        MazeSpec s = new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid,
                rings, mask, false, levels);
        algorithm = s.algorithm();
        which = s.which();
        bias = s.bias();
        cellChoice = s.cellChoice();
        braid = s.braid();
        mazeName = s.mazeName();
        grid = s.grid();
    }

    /** The maze's part of the request. */
    public MazeSpec spec() {
        return new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid, rings,
                mask, false, levels);
    }

    /** The texture of the maze of {@code m}, or of every algorithm's. */
    public static MazeStatsRequest of(MazeSpec m, boolean compare) {
        return new MazeStatsRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(), m.cellChoice(),
                m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), compare, m.levels());
    }
}
