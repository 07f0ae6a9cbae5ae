/**
 * The {@code labyrinth} commands: argument handling only. Each command reads its options, checks them before any
 * work, calls {@link org.gridpuzzles.labyrinth.Labyrinths} and writes the answer as text, JSON, move strings or a
 * picture.
 */
package org.gridpuzzles.cli.labyrinth;
