/**
 * The {@code labyrinth} commands: argument handling only. Each command reads its options, checks them before any
 * work, builds the request of its operation ({@link org.gridpuzzles.api.labyrinth}), runs it and writes the result
 * as text, JSON, move strings or a picture.
 */
package org.gridpuzzles.cli.labyrinth;
