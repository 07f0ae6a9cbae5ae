/**
 * Perfect mazes on grids of every shape, the plain rectangle included, in one model ({@link CellGrid},
 * {@link CellMaze}): inwinder and outwinder (sidewinder on rings, after the inwinder article) and the classic
 * algorithms from Jamis Buck's book, each once behind one generator interface (the rectangle keeps its own inwinder
 * as a fast path, see BENCHMARKS.md); reading and writing maze files (one JSON for mazes, the ASCII pictures), paths,
 * solvers, texture statistics, an independent checker, and pictures. One public class is the entry point; the option
 * and result records and the maze itself are public, the algorithms and file formats behind them are internal.
 */
package org.gridpuzzles.maze;
