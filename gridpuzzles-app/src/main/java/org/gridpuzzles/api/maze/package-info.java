/**
 * The maze engine's operations: a typed request and result for each command (generate, path, solve, stats on a
 * grid of any shape; algorithms, grids, check, bench), the maze and its mask given as content, never as a file.
 */
package org.gridpuzzles.api.maze;
