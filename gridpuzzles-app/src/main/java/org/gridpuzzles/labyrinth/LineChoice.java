package org.gridpuzzles.labyrinth;

/** How the drawing chooses among the available next fields. */
public enum LineChoice {
    /** Uniformly among the available next fields at every step. */
    EACH_STEP_UNIFORM,
    /**
     * In proportion to the exact number of completions through each, so every walkthrough is equally likely (counts
     * at every step: grids up to {@link DrawOptions#UNIFORM_MAX_FIELDS} fields).
     */
    EVERY_WALKTHROUGH_EQUAL
}
