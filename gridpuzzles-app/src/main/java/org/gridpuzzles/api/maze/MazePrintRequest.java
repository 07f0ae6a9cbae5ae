package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.render.PdfSheets;

/**
 * A booklet of mazes to print: {@code count} mazes of the grid and algorithm of {@link MazeSpec} with the seeds
 * {@code seed}, {@code seed + 1}, ..., {@code perPage} to a page on A4 or Letter, each captioned with its algorithm and
 * seed; with {@code solutions} their solutions (the path between the hardest pair of ends) on the pages that follow.
 *
 * @param count the mazes in the booklet
 * @param perPage mazes on one page
 * @param paper a4 or letter
 * @param solutions also the solutions, after the mazes
 * @param title the title on every page (default: the grid and the algorithm)
 * @param levels a 3d grid's levels (with rows and cols)
 */
public record MazePrintRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
        String cellChoice, Double braid, String grid, Integer rings, Mask mask, int count, int perPage, String paper,
        boolean solutions, String title, Integer levels) {

    /** The most mazes in one booklet. */
    public static final int MAX_COUNT = 1000;

    public MazePrintRequest {
        MazeSpec s = new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, null, null, grid, rings,
                mask, false, levels);
        algorithm = s.algorithm();
        which = s.which();
        bias = s.bias();
        cellChoice = s.cellChoice();
        braid = s.braid();
        grid = s.grid();
        Check.range("count", count, 1, MAX_COUNT);
        Check.range("perPage", perPage, 1, PdfSheets.MAX_PER_PAGE);
        if (paper == null) {
            paper = "a4";
        }
        Check.oneOf("paper", paper, java.util.List.of("a4", "letter"));
        if (title == null) {
            title = "Mazes: " + grid + ", " + algorithm;
        }
        Check.that(title.length() <= 200, "title", "title must be at most 200 characters, got " + title.length());
    }

    /** The maze of the i-th page (from 0): the seed counts up. */
    MazeSpec spec(int i) {
        return new MazeSpec(rows, cols, seed + i, algorithm, which, bias, cellChoice, braid, null, null, grid, rings,
                mask, false, levels);
    }

    /** {@code count} mazes of {@code m}, from its seed on. */
    public static MazePrintRequest of(MazeSpec m, int count, int perPage, String paper, boolean solutions,
            String title) {
        return new MazePrintRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(), m.cellChoice(),
                m.braid(), m.grid(), m.rings(), m.mask(), count, perPage, paper, solutions, title, m.levels());
    }
}
