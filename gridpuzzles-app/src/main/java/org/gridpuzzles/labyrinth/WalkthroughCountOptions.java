package org.gridpuzzles.labyrinth;

import org.gridpuzzles.frontier.FrontierOptions;

/**
 * How walkthroughs are counted.
 *
 * @param engine the counting program
 * @param sweep the order the fields are swept in
 * @param frontier the frontier program's options (arithmetic, primes, threads, checkpoints)
 */
public record WalkthroughCountOptions(Engine engine, Sweep sweep, FrontierOptions frontier) {

    /** The counting program. */
    public enum Engine {
        /** The shared frontier program with the grid's own rule: two bits a slot, pieces nested like parentheses. */
        PLANAR,
        /** The shared frontier program with the rule for any graph (as for knight's tours): three bits a field. */
        FRONTIER
    }

    /** The order the fields are swept in. */
    public enum Sweep {
        /** Line by line across the narrow side, from the upper-left corner. */
        ROWS,
        /** Line by line across the narrow side, from the lower-right corner. */
        REVERSED,
        /**
         * Line by line across the narrow side, from the upper-right corner (each line right to left): on a square
         * grid from corner to corner the only order of these that is not a symmetry of the question, so its states
         * differ from those of {@link #ROWS} all the way.
         */
        MIRRORED,
        /** Line by line across the other side (the same width on a square grid, wider otherwise). */
        COLUMNS
    }

    public static WalkthroughCountOptions defaults() {
        return new WalkthroughCountOptions(Engine.PLANAR, Sweep.ROWS, FrontierOptions.defaults());
    }
}
