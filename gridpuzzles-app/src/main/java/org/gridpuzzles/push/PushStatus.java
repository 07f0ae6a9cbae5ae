package org.gridpuzzles.push;

/** How a search ended: with a solution, with a proof that none exists within max_steps, or at its time limit. */
public enum PushStatus { SOLVED, UNSATISFIABLE, TIMEOUT }
