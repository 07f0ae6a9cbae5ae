/**
 * The one-way labyrinth: a line from the start field through every field of a grid exactly once to the end
 * field. Exact counts by a frontier dynamic program, enumeration in left-first order, the one-way drawing that never
 * gets stuck (each next field offered only when a completion from it is known), explanations of why a next field is
 * available or forbidden, and an independent checker. One class of static methods, named after the puzzle in the
 * plural, is the entry point; the rest of the package is its option and result records and package-private
 * internals.
 */
package org.gridpuzzles.labyrinth;
