/**
 * Perfect mazes on rectangular grids: inwinder and outwinder (sidewinder on rings, after the inwinder article) and
 * the classic algorithms from Jamis Buck's book; reading and writing maze files (JSON and the ASCII pictures), paths,
 * texture statistics, an independent checker, and pictures. One public class is the entry point; the option and
 * result records and the maze itself are public, the algorithms and file formats behind them are internal.
 */
package org.gridpuzzles.maze;
