package org.gridpuzzles.maze;

import java.math.BigInteger;

/**
 * The number of perfect mazes of a grid (its spanning trees) and how it was counted.
 *
 * @param mazes the exact number of perfect mazes
 * @param fields the grid's fields
 * @param walls the walls a passage can open (edges of the grid's graph)
 * @param band the band of the Laplacian in the order the fields were eliminated
 * @param primes the primes the determinant was taken modulo
 * @param boundBits the bits of the proved bound the primes' product exceeds
 */
public record MazeCount(BigInteger mazes, int fields, int walls, int band, int primes, int boundBits) {
}
