/**
 * Avoid the square, the computer as a player: advice at a board ({@code MoveAdvisor}: the computer's move, the moves
 * that lose at once, the value where the solver finishes in time, else a seeded heuristic move) and the solved games'
 * winning strategies shipped with the program ({@code StrategyBook}, read from their certificates under the resource
 * folder {@code /org/gridpuzzles/squares/strategies/}). {@code MoveAdvisor} is public for the entry point and the
 * computer player; the book stays inside.
 */
package org.gridpuzzles.squares.play;
