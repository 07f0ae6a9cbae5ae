/**
 * Avoid the square: players put counters of their colour on a board in turn and must not complete a square (tilted
 * ones included) of their own. The entry point, named after the game, counts, lists and checks the drawn final boards
 * (full boards without a one-coloured square), finds the largest board that has one, solves the two-player game and
 * plays it; the other public types are its options and results. The searches work on 64-bit boards; the checker is
 * independent of them.
 */
package org.gridpuzzles.squares;
