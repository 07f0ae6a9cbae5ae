/**
 * The knight's tour commands as operations: typed requests and results over
 * {@link org.gridpuzzles.knight.KnightTours}, with helpers that stream what does not fit in memory.
 */
package org.gridpuzzles.api.knight;
