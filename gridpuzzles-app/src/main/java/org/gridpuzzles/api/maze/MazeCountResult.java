package org.gridpuzzles.api.maze;

import org.gridpuzzles.maze.MazeCount;

/**
 * The exact number of perfect mazes of a grid (its spanning trees) as a decimal string, with how it was counted.
 *
 * @param grid the grid shape
 * @param fields the grid's fields
 * @param walls the walls a passage can open
 * @param mazes the number of perfect mazes
 * @param digits the number's decimal digits
 * @param primes the primes the determinant was taken modulo
 * @param boundBits the bits of the proved bound the primes' product exceeds
 * @param seconds the time the count took
 */
public record MazeCountResult(String grid, int fields, int walls, String mazes, int digits, int primes, int boundBits,
        double seconds) {

    static MazeCountResult of(String grid, MazeCount c, double seconds) {
        String n = c.mazes().toString();
        return new MazeCountResult(grid, c.fields(), c.walls(), n, n.length(), c.primes(), c.boundBits(), seconds);
    }

    /** The fields and walls, then the bare number last. */
    public String text() {
        return String.format(java.util.Locale.ROOT, "%s grid: %d fields, %d walls; %d digits (%d primes, %.3f s)%n%s%n",
                grid, fields, walls, digits, primes, seconds, mazes);
    }
}
