package org.gridpuzzles.squares;

/**
 * A game solved with a certificate written: the solution and the number of positions in the strategies of the
 * certificate (0 when the value stayed unknown and nothing was written, -1 when the limits stopped the writing: the
 * value
 * stands, but no certificate file is left).
 */
public record ProvedGame(GameSolution solution, long strategyPositions) {
}
