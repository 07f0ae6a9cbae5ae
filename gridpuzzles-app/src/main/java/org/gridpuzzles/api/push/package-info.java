/**
 * The push labyrinth's commands as operations: typed requests and results over
 * {@link org.gridpuzzles.push.PushLabyrinths}. Instances and solutions come as text, so that any client may run
 * solve, check and show; only bench and a kept checkpoint
 * ({@link org.gridpuzzles.api.push.PushSolveCheckpoint}) name files.
 */
package org.gridpuzzles.api.push;
