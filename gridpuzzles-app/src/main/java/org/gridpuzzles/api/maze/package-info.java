/** The operations of the maze engine: requests, results and the operations that run them. */
package org.gridpuzzles.api.maze;
