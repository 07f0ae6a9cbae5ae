/**
 * The push labyrinth of the ASP competitions (the Labyrinth problem): an N x N board of tiles whose rows and columns
 * are pushed around the torus while an avatar walks along facing openings towards a goal tile. One class of static
 * methods is the entry point: reading instances and solutions (ground facts),
 * solving (a race of a beam search and a complete iterative-deepening search; the proved minimum; every solution),
 * an independent checker, random instances, pictures of every push, and benchmarks. Everything else here is internal.
 */
package org.gridpuzzles.push;
