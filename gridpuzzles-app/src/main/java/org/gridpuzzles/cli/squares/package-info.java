/**
 * {@code gridpuzzles squares}: the commands of Avoid the square (count, table, list, check, solve, check-proof, play,
 * move, largest, bench). They read options and files, run the operations of {@link org.gridpuzzles.api.squares} and
 * print their results.
 */
package org.gridpuzzles.cli.squares;
