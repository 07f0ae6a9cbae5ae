/**
 * Avoid the square: players put counters of their colour on a board in turn and must not complete a square (tilted
 * ones included) of their own. The entry point, named after the game, counts, lists and checks the drawn final boards
 * (full boards without a one-coloured square), finds the largest board that has one, solves the two-player game and
 * plays it; the other public types are its options and results. The searches work on 64-bit boards; the checker is
 * independent of them.
 *
 * <p>The engine's inside is in subpackages, one topic each, none of them used outside the engine: {@code board}
 * (squares, symmetries, the board check, board files and pictures), {@code draw} (drawn final boards: search, counts,
 * SAT), {@code largest} (the largest board with a drawn final position), {@code game} (the solvers), {@code proof}
 * (certificates of a solved game and their check) and {@code play} (the computer's moves and stored strategies).
 */
package org.gridpuzzles.squares;
