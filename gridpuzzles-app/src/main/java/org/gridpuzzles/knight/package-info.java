/**
 * Knight's tours on m x n boards: Warnsdorff's rule with the paper's tie-breaks, Squirrel's algorithm, open tours from
 * any start and closed tours by construction, an independent checker, exact counts, the study of Warnsdorff's success
 * rate and the sweep of Squirrel's Table 1. One public class holds the operations; the rest of what is public are
 * their options and results.
 */
package org.gridpuzzles.knight;
