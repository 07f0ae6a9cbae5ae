/**
 * {@code gridpuzzles squares}: the commands of Avoid the square (count, table, list, check, solve, play, largest,
 * bench). They read options and files, call {@link org.gridpuzzles.squares.AvoidTheSquare} and print its results.
 */
package org.gridpuzzles.cli.squares;
