package org.gridpuzzles.push;

/**
 * What a solve is asked for: any solution within max_steps, found quickly ({@link #DECIDE}, a race of a beam search
 * and the complete search), or a solution with the fewest pushes, proved minimal ({@link #OPTIMAL}). Both prove
 * unsatisfiability when no solution exists.
 */
public enum PushSolveMode { DECIDE, OPTIMAL }
