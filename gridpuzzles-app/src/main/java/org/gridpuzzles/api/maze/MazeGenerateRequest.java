package org.gridpuzzles.api.maze;

import java.util.List;

import org.gridpuzzles.api.Check;

/**
 * A maze to generate on a grid of any shape (or to take as given, to write it again or draw it); the maze's fields
 * are those of {@link MazeSpec}.
 *
 * @param labels rect mazes: labels each field in pictures: none (default), ring (its ring index), distance
 *        (passages from root)
 * @param root where distance labels and shading count from, "row,col" (polar: "ring,k"); default the first field
 * @param colour pictures: none (default), or distance: each field shaded by its distance from root
 * @param carving rect mazes: the result also holds the order in which the algorithm carved the passages
 * @param draw the result will be drawn: checked before any work that the picture fits
 * @param unicursal the rect maze doubled into a unicursal labyrinth of 2 rows x 2 cols, one path through every field
 *        (see MazeSpec)
 * @param levels a 3d grid's levels (with rows and cols)
 */
public record MazeGenerateRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
        String cellChoice, Double braid, String maze, String mazeName, String grid, Integer rings, Mask mask,
        Labels labels, String root, String colour, boolean carving, boolean draw, Boolean unicursal, Integer levels) {

    static final List<String> COLOURS = List.of("none", "distance");

    /** A maze as carved (not doubled into a labyrinth). */
    public MazeGenerateRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
            String cellChoice, Double braid, String maze, String mazeName, String grid, Integer rings, Mask mask,
            Labels labels, String root, String colour, boolean carving, boolean draw) {
        this(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid, rings, mask, labels,
                root, colour, carving, draw, false, null);
    }

    public MazeGenerateRequest {
        MazeSpec s = new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid,
                rings, mask, unicursal, levels);
        unicursal = s.unicursal();
        Check.that(!(carving && unicursal), "carving", "carving records how the perfect maze was carved, not the "
                + "labyrinth unicursal makes of it: leave out one of them");
        algorithm = s.algorithm();
        which = s.which();
        bias = s.bias();
        cellChoice = s.cellChoice();
        braid = s.braid();
        mazeName = s.mazeName();
        grid = s.grid();
        if (labels == null) {
            labels = Labels.NONE;
        }
        colour = Fields.oneOf("colour", colour, COLOURS);
        if (!s.rectFormats()) {
            Check.that(labels == Labels.NONE, "labels", "labels apply to rect mazes; on a " + s.grid()
                    + " grid use colour distance");
            Check.that(!carving, "carving", "carving is recorded on rect mazes only");
        }
    }

    /** The maze's part of the request. */
    public MazeSpec spec() {
        return new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid, rings,
                mask, unicursal, levels);
    }

    /** The maze of {@code m} with these drawing and output choices. */
    public static MazeGenerateRequest of(MazeSpec m, Labels labels, String root, String colour, boolean carving,
            boolean draw) {
        return new MazeGenerateRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(), m.cellChoice(),
                m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), labels, root, colour, carving, draw,
                m.unicursal(), m.levels());
    }

    /** A rows x cols rect maze by the default algorithm. */
    public static MazeGenerateRequest of(int rows, int cols, long seed) {
        return new MazeGenerateRequest(rows, cols, seed, null, null, null, null, null, null, null, null, null, null,
                null, null, null, false, false);
    }
}
