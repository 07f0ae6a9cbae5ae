/**
 * Square grids: fields and their indices, directions and moves, neighbours, rings, chessboard colours, and bit sets of
 * fields. Every engine counts and draws on these.
 */
package org.gridpuzzles.grid;
