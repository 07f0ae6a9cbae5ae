package org.gridpuzzles.api.maze;

import java.util.List;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.maze.SolveMethod;

/**
 * A maze to solve with a method, between two fields or the ends chosen; the maze's fields are those of
 * {@link MazeSpec}.
 *
 * @param method bfs (default), dijkstra, astar, wall-follower (needs a perfect maze or border ends),
 *        dead-end-filling or tremaux
 * @param from the start field "row,col" (polar: "ring,k"); default the lower-left corner (any other grid: the
 *        first field)
 * @param to the end field; default the upper-right corner (any other grid: the last field)
 * @param ends instead of from and to: hardest (the two ends of the longest shortest path) or border (an entrance
 *        and an exit opened in the outer wall)
 * @param colour pictures: none (default), or distance: each field shaded by its distance from the start
 * @param draw the result will be drawn: checked before any work that the picture fits
 * @param levels a 3d grid's levels (with rows and cols)
 */
public record MazeSolveRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
        String cellChoice, Double braid, String maze, String mazeName, String grid, Integer rings, Mask mask,
        String method, String from, String to, String ends, String colour, boolean draw, Integer levels) {

    static final List<String> ENDS = List.of("hardest", "border");

    public MazeSolveRequest {
        MazeSpec s = new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid,
                rings, mask, false, levels);
        algorithm = s.algorithm();
        which = s.which();
        bias = s.bias();
        cellChoice = s.cellChoice();
        braid = s.braid();
        mazeName = s.mazeName();
        grid = s.grid();
        if (method == null) {
            method = SolveMethod.BFS.label();
        }
        String m = method;
        method = Fields.parsed("method", () -> SolveMethod.byLabel(m)).label();
        if (ends != null) {
            Check.oneOf("ends", ends, ENDS);
            Check.that(from == null && to == null, "ends", "ends chooses the ends: leave out from and to");
        }
        colour = Fields.oneOf("colour", colour, MazeGenerateRequest.COLOURS);
    }

    /** The maze's part of the request. */
    public MazeSpec spec() {
        return new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid, rings,
                mask, false, levels);
    }

    /** The maze of {@code m} solved as asked. */
    public static MazeSolveRequest of(MazeSpec m, String method, String from, String to, String ends, String colour,
            boolean draw) {
        return new MazeSolveRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(), m.cellChoice(),
                m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), method, from, to, ends, colour,
                draw, m.levels());
    }
}
