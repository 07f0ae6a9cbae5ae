/**
 * Avoid the square, boards as such: the squares of a board (tilted ones included) and its symmetries, the
 * independent check of a board, reading boards from files and drawing them. Every other part of the engine stands on
 * these, so all five types are public ({@code SquareGeometry}, {@code BoardSymmetry}, {@code BoardChecker},
 * {@code BoardFile}, {@code BoardPicture}), with only the methods the entry point and the searches call; nothing
 * outside the engine uses them (the engine's clients go through {@code AvoidTheSquare}).
 */
package org.gridpuzzles.squares.board;
