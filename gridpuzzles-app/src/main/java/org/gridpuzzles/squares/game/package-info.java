/**
 * Avoid the square, solving the two-player game: the value of a position under perfect play by alpha-beta with the
 * game's own pruning (on several threads as a team over one table), by plain alpha-beta (the reference) and by
 * proof-number search (df-pn and its plain form), all answering as a {@code GameSolver}; and the principal variation
 * of a solved position ({@code GameLine}). {@code Solvers} picks the solver a solve's options ask for, so that only
 * it, {@code GameSolver}, {@code GameLine} and {@code PruningSolver} are public: the entry point solves through them,
 * the computer player and move advice play with {@code PruningSolver}, and the certificate writer asks a
 * {@code GameSolver}. The parts of the search (keys under symmetry, bounds without search, the race of supplies, move
 * order, the table, the drawn finals, the moves kept for a certificate) stay inside.
 */
package org.gridpuzzles.squares.game;
