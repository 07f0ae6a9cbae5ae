/**
 * Avoid the square, certificates of a solved game: the writer of a value's certificate (the winner's strategy, or each
 * player's strategy for a draw) from a solver ({@code StrategyWriter}), its format's header and lines
 * ({@code CertificateHeader}, {@code CertificateLines}), and the independent check that replays every strategy
 * against every opponent move and searches the endgames the certificate leaves out ({@code StrategyChecker}). Those
 * named are public because the entry point writes and checks certificates and a stored strategy of the computer
 * player reads them; the checker's boards, endgame search and tables stay inside.
 */
package org.gridpuzzles.squares.proof;
