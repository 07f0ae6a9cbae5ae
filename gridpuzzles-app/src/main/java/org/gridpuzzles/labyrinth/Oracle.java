package org.gridpuzzles.labyrinth;

/** How a drawing decides which next fields are available. */
public enum Oracle {
    /** Exact on grids up to {@link Availability#EXACT_AUTO_FIELDS} fields, fast beyond. */
    AUTO,
    /** Always the frontier count restricted to the free fields (exact; slow on large grids). */
    EXACT,
    /** Cheap conditions, the kept completion, local repair and budgeted search; undecided candidates left out. */
    FAST
}
