/**
 * Avoid the square, drawn final boards (full, without a one-coloured square): the exhaustive search on 64-bit boards
 * that counts and lists them ({@code BitBoardSearch}, visiting boards through {@code BoardVisitor}), their count up to
 * symmetry ({@code SymmetryCount}), and the finders that decide whether a board size has one ({@code DrawFinder}:
 * {@code SearchDrawFinder}, {@code SatDrawFinder} with Sat4j, {@code CadicalDrawFinder} with the external CaDiCaL,
 * each answering a {@code DrawOutcome}), the CNF they share and the independent check of CaDiCaL's refutations
 * ({@code DratChecker}). Those named are public for the entry point, the largest-board search (which decides cases
 * with the SAT finders and reads the DRAT verdict) and the game's drawn finals; the formula and the search's problem
 * stay inside.
 */
package org.gridpuzzles.squares.draw;
