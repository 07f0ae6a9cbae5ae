/** The operations of the push engine: requests, results and the operations that run them. */
package org.gridpuzzles.api.push;
