/**
 * The operations of Avoid the square: typed requests and results of every {@code squares} command (count, table,
 * list, check, solve, check-proof, play, move, largest, bench), run through
 * {@link org.gridpuzzles.squares.AvoidTheSquare}.
 */
package org.gridpuzzles.api.squares;
