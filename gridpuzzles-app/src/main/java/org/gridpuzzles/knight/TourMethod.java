package org.gridpuzzles.knight;

/** How a tour is made. */
public enum TourMethod {
    /** Warnsdorff's rule from any start, ties broken by a {@link TieBreakRule}; the walk may die early. */
    WARNSDORFF,
    /** Squirrel's algorithm: Warnsdorff's rule with the orderings of Table 1, m x m boards from (1,1). */
    SQUIRREL,
    /** An open tour from any start of any board that has one, from a closed tour where there is one. */
    CONSTRUCT,
    /** A closed tour by Parberry's divide and conquer construction, from any start. */
    CLOSED
}
