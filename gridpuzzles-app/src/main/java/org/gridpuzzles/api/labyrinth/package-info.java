/** The operations of the labyrinth engine: requests, results and the operations that run them. */
package org.gridpuzzles.api.labyrinth;
