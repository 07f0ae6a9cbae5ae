/**
 * Avoid the square, solving the two-player game: the value of a position under perfect play by alpha-beta with the
 * game's own pruning ({@code PruningSolver}, on several threads {@code ParallelGameSolver}), by plain alpha-beta
 * ({@code AlphaBetaSolver}, the reference) and by proof-number search ({@code DfpnSolver}, {@code ProofNumberSolver}),
 * all answering as a {@code GameSolver}; and the principal variation of a solved position ({@code GameLine}). The
 * parts of the search (keys under symmetry, bounds without search, the race of supplies, move order, the table, the
 * drawn finals, the moves kept for a certificate) stay inside. The types named are public because the entry point
 * picks the solver, the computer player and move advice play with {@code PruningSolver}, and the certificate writer
 * asks a {@code GameSolver}.
 */
package org.gridpuzzles.squares.game;
