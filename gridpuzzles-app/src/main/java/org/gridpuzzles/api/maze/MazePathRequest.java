package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Check;

/**
 * The path between two fields of a maze; the maze's fields are those of {@link MazeSpec}.
 *
 * @param colour pictures: none (default), or distance: each field shaded by its distance from {@code from}
 * @param from the start field "row,col" (polar: "ring,k"); default the lower-left corner (any other grid: the
 *        first field)
 * @param to the end field; default the upper-right corner (any other grid: the last field)
 * @param labels rect mazes: labels each field in pictures: none (default), ring, distance (from {@code from})
 * @param draw the result will be drawn: checked before any work that the picture fits
 * @param distances the result also gives every field's distance from {@code from} and the farthest field
 * @param levels a 3d grid's levels (with rows and cols)
 */
public record MazePathRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
        String cellChoice, Double braid, String maze, String mazeName, String grid, Integer rings, Mask mask,
        String colour, String from, String to, Labels labels, boolean draw, boolean distances, Integer levels) {

    public MazePathRequest {
        MazeSpec s = new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid,
                rings, mask, false, levels);
        algorithm = s.algorithm();
        which = s.which();
        bias = s.bias();
        cellChoice = s.cellChoice();
        braid = s.braid();
        mazeName = s.mazeName();
        grid = s.grid();
        colour = Fields.oneOf("colour", colour, MazeGenerateRequest.COLOURS);
        if (labels == null) {
            labels = Labels.NONE;
        }
        Check.that(labels == Labels.NONE || s.rectFormats(), "labels", "labels apply to rect mazes; on a " + s.grid()
                + " grid use colour distance");
    }

    /** The maze's part of the request. */
    public MazeSpec spec() {
        return new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid, rings,
                mask, false, levels);
    }

    /** The path in the maze of {@code m} between two fields. */
    public static MazePathRequest of(MazeSpec m, String colour, String from, String to, Labels labels, boolean draw) {
        return new MazePathRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(), m.cellChoice(),
                m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), colour, from, to, labels, draw,
                false, m.levels());
    }
}
