package org.gridpuzzles.api.labyrinth;

import java.math.BigInteger;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;

/**
 * A count of walkthroughs by the frontier dynamic program (never enumeration), or, with {@code confirm}, one pass of
 * it that judges a number claimed for the count. It names no file: a count whose frontier is kept in folders
 * (checkpoints, spilled steps) is {@link LabyrinthCountOnDisk}, for the command line only.
 *
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param moves only the walkthroughs that begin with these moves (U, D, L, R): the completions of that position
 * @param byFirstMove also the count per first move (after {@code moves}: per next move)
 * @param engine the rule of the frontier program: planar (the grid's own) or frontier (the rule for any graph)
 * @param sweep the order the fields are swept in
 * @param confirm a number claimed for the count: instead of the count, one pass that judges it
 * @param exact exact counts per state instead of residues modulo primes
 * @param primes residues modulo this many primes in the first pass (0: as many as the count is likely to need)
 * @param firstPrime start at this prime of the fixed list (another gives an independent computation)
 * @param closed instead of walkthroughs, the closed lines through every field (Hamiltonian cycles of the grid, each
 *        counted once), by the engine asked for: no start, end, moves or first moves
 * @param estimate instead of the count, what it is foreseen to take (states, memory, time) before any of its work:
 *        for the grid's own rule (engine planar), of walkthroughs or closed lines
 */
public record LabyrinthCountRequest(int rows, int cols, Field start, Field end, String moves, boolean byFirstMove,
        Engine engine, Sweep sweep, BigInteger confirm, boolean exact, int primes, int firstPrime, boolean closed,
        boolean estimate) {

    /** The rule of the frontier program. */
    public enum Engine {
        /** The grid's own, two bits a slot. */
        @JsonProperty("planar") PLANAR,
        /** The rule for any graph that knight count uses, three bits a field: an independent second computation. */
        @JsonProperty("frontier") FRONTIER
    }

    /** The order the fields are swept in. */
    public enum Sweep {
        /** Across the narrow side from the start corner. */
        @JsonProperty("rows") ROWS,
        /** From the opposite corner. */
        @JsonProperty("reversed") REVERSED,
        /** From the corner beside the start, each line from its other end. */
        @JsonProperty("mirrored") MIRRORED,
        /** Across the other side. */
        @JsonProperty("columns") COLUMNS
    }

    /** The most primes of one pass, and the length of the fixed list of primes. */
    public static final int MAX_PRIMES = 32;

    public LabyrinthCountRequest {
        if (closed) {
            Check.that(start == null, "start", "a closed line has no start field");
            Check.that(end == null, "end", "a closed line has no end field");
            Check.that(moves == null || moves.isBlank(), "moves", "a closed line has no first moves");
            Check.that(!byFirstMove, "byFirstMove", "a closed line has no first move: byFirstMove must be false");
        }
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        if (moves != null) {
            moves = moves.strip();
        }
        if (engine == null) {
            engine = Engine.PLANAR;
        }
        if (sweep == null) {
            sweep = Sweep.ROWS;
        }
        Check.range("primes", primes, 0, MAX_PRIMES);
        Check.range("firstPrime", firstPrime, 0, MAX_PRIMES - 1);
        Check.that(!exact || primes == 0 && firstPrime == 0, "exact", "exact keeps no residues: primes and "
                + "firstPrime must be left out");
        if (confirm != null) {
            Check.that(confirm.signum() >= 0, "confirm", "confirm must be at least 0, got " + confirm);
            Check.that(!byFirstMove, "byFirstMove", "confirm judges one number: byFirstMove must be false");
            Check.that(!exact, "exact", "confirm makes one pass of residues: exact must be false");
        }
        if (estimate) {
            Check.that(engine == Engine.PLANAR, "estimate", "the estimate is of the grid's own rule: "
                    + "engine planar");
            Check.that(confirm == null, "estimate", "the estimate is of a count: confirm must be left out");
        }
    }

    /** A count (of walkthroughs or closed lines), not its estimate. */
    public LabyrinthCountRequest(int rows, int cols, Field start, Field end, String moves, boolean byFirstMove,
            Engine engine, Sweep sweep, BigInteger confirm, boolean exact, int primes, int firstPrime,
            boolean closed) {
        this(rows, cols, start, end, moves, byFirstMove, engine, sweep, confirm, exact, primes, firstPrime, closed,
                false);
    }

    /** The same question, asked for its estimate ({@code true}) or its count. */
    public LabyrinthCountRequest withEstimate(boolean e) {
        return new LabyrinthCountRequest(rows, cols, closed ? null : start, closed ? null : end, moves, byFirstMove,
                engine, sweep, confirm, exact, primes, firstPrime, closed, e);
    }

    /** A count of walkthroughs (not of closed lines). */
    public LabyrinthCountRequest(int rows, int cols, Field start, Field end, String moves, boolean byFirstMove,
            Engine engine, Sweep sweep, BigInteger confirm, boolean exact, int primes, int firstPrime) {
        this(rows, cols, start, end, moves, byFirstMove, engine, sweep, confirm, exact, primes, firstPrime, false);
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }

    /** Every walkthrough of a rows x cols grid from corner to corner, counted by the grid's own rule. */
    public static LabyrinthCountRequest of(int rows, int cols) {
        return new LabyrinthCountRequest(rows, cols, null, null, null, false, Engine.PLANAR, Sweep.ROWS, null, false,
                0, 0);
    }
}
