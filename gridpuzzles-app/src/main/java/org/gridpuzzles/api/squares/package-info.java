/** The operations of the squares engine: requests, results and the operations that run them. */
package org.gridpuzzles.api.squares;
