/**
 * The one-way labyrinth's commands as operations: a typed request and a typed result for each (count, enumerate,
 * draw, stats, explain, check, bench), registered in {@link org.gridpuzzles.api.labyrinth.LabyrinthOperations}, and
 * the streams too long to hold ({@link org.gridpuzzles.api.labyrinth.LabyrinthLines}) or a count kept in folders of
 * this machine ({@link org.gridpuzzles.api.labyrinth.LabyrinthCountOnDisk}). Everything reaches the engine through
 * {@link org.gridpuzzles.labyrinth.Labyrinths}.
 */
package org.gridpuzzles.api.labyrinth;
