package org.gridpuzzles.api.knight;

import java.math.BigInteger;
import java.nio.file.Path;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * Knight's tours to count exactly: directed open tours (from every start or one), or undirected closed tours.
 *
 * @param rows rows of the board
 * @param cols columns of the board
 * @param start only open tours starting here (null: from every start)
 * @param closed undirected closed tours instead
 * @param method frontier (the frontier program, narrow side up to 8; the default) or search (depth-first search,
 *     up to 64 squares)
 * @param exact with frontier: exact counts per state instead of residues modulo primes
 * @param primes with frontier: residues modulo this many primes in the first pass, 1..32 (null: as many as needed)
 * @param firstPrime with frontier: start at this prime of the fixed list, 0..31 (another gives an independent count)
 * @param checkpoint with frontier: save the frontier into this folder between steps; a rerun resumes from it
 * @param checkpointEvery seconds between two checkpoints (default 300; 0: after every step)
 * @param spill with frontier: keep the states of a step too large for memory in this folder
 * @param noMirror with frontier: count a state and its mirror image apart (a check of the default)
 * @param confirm instead of the whole count, one pass that judges this number: its residues and the pass's bound
 */
public record KnightCountRequest(int rows, int cols, Field start, boolean closed, Method method, boolean exact,
        Integer primes, Integer firstPrime, Path checkpoint, Long checkpointEvery, Path spill, boolean noMirror,
        BigInteger confirm) {

    /** How the tours are counted. */
    public enum Method {
        @JsonProperty("frontier") FRONTIER,
        @JsonProperty("search") SEARCH
    }

    public KnightCountRequest {
        Check.range("rows", rows, 1, TourRequest.MAX_SIDE);
        Check.range("cols", cols, 1, TourRequest.MAX_SIDE);
        method = method == null ? Method.FRONTIER : method;
        if (start != null) {
            Check.range("start.row", start.row(), 1, rows);
            Check.range("start.col", start.col(), 1, cols);
        }
        Check.that(!closed || start == null, "start", "closed tours are counted as cycles: start is not given");
        Check.that(method == Method.FRONTIER || !(exact || primes != null || firstPrime != null || checkpoint != null
                || checkpointEvery != null || spill != null || noMirror || confirm != null), "method",
                "exact, primes, firstPrime, checkpoint, checkpointEvery, spill, noMirror and confirm belong to the "
                        + "frontier method");
        Check.rangeOrNull("primes", primes, 1, 32);
        Check.rangeOrNull("firstPrime", firstPrime, 0, 31);
        Check.that(!exact || (primes == null && firstPrime == null && checkpoint == null && spill == null
                && confirm == null), "exact", "exact keeps no residues, checkpoints or spill: primes, firstPrime, "
                        + "checkpoint, spill and confirm are not given with it");
        Check.rangeOrNull("checkpointEvery", checkpointEvery, 0, Long.MAX_VALUE);
        Check.that(checkpointEvery == null || checkpoint != null, "checkpointEvery", "checkpointEvery needs "
                + "checkpoint");
        Check.that(confirm == null || confirm.signum() >= 0, "confirm", "confirm must be at least 0, got " + confirm);
    }

    /** Directed open tours from every start of a rows x cols board, by the frontier program. */
    public static KnightCountRequest of(int rows, int cols) {
        return new KnightCountRequest(rows, cols, null, false, null, false, null, null, null, null, null, false, null);
    }

    /** What is counted: "directed open tours on 5 x 5 from every start". */
    public String tours() {
        Grid board = new Grid(rows, cols);
        return closed ? "undirected closed tours on " + board
                : start != null ? "directed open tours on " + board + " from " + start
                : "directed open tours on " + board + " from every start";
    }
}
