/** The operations of the knight engine: requests, results and the operations that run them. */
package org.gridpuzzles.api.knight;
