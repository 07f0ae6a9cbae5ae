/**
 * {@code gridpuzzles maze}: the command line of the maze engine. The commands read their options, hand them to the
 * engine's entry point and write what it returns; the mazes, files, paths and pictures are made in the engine.
 */
package org.gridpuzzles.cli.maze;
