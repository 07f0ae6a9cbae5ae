package org.gridpuzzles.labyrinth;

import org.gridpuzzles.frontier.FrontierOptions;

/**
 * How walkthroughs are counted.
 *
 * @param engine the counting program
 * @param sweep the order the general program sweeps the fields in
 * @param frontier the general program's options (arithmetic, checkpoints)
 */
public record WalkthroughCountOptions(Engine engine, Sweep sweep, FrontierOptions frontier) {

    /** The counting program. */
    public enum Engine {
        /** The labyrinth's own frontier program: two bits a slot, parentheses, exact multi-limb counts. */
        PLANAR,
        /** The shared frontier program (also counts knight's tours): residues modulo primes, checkpoints. */
        FRONTIER
    }

    /** The order the fields are swept in by the shared program. */
    public enum Sweep {
        /** Line by line across the narrow side, from the upper-left corner. */
        ROWS,
        /** Line by line across the narrow side, from the lower-right corner. */
        REVERSED,
        /** Line by line across the other side (the same width on a square grid, wider otherwise). */
        COLUMNS
    }

    public static WalkthroughCountOptions defaults() {
        return new WalkthroughCountOptions(Engine.PLANAR, Sweep.ROWS, FrontierOptions.defaults());
    }
}
