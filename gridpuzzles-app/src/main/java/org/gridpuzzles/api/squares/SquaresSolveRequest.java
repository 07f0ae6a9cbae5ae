package org.gridpuzzles.api.squares;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;

/**
 * A game to solve: its value under perfect play and a principal variation.
 *
 * @param rows rows of the board (may be left out when a position is given)
 * @param cols columns of the board (may be left out when a position is given)
 * @param position start from this position, rows joined by '/', '.' empty; left out: the empty board
 * @param axisParallel only squares with sides along the grid count
 * @param tableBits a transposition table of 2^tableBits entries
 * @param rules avoid (completing a square of your own loses) or achieve (it wins)
 * @param method alpha-beta (both rule sets) or proof-number (depth-first proof-number search, the avoid rules only)
 * @param proofEndgames with a certificate written: the positions with at most this many free fields are left to its
 *     checker (-1: every position is written); left out: two fifths of the fields
 */
public record SquaresSolveRequest(Integer rows, Integer cols, String position, boolean axisParallel, Integer tableBits,
        GameRules rules, Method method, Integer proofEndgames) {

    public static final int DEFAULT_TABLE_BITS = 22;
    public static final int MIN_TABLE_BITS = 10;
    public static final int MAX_TABLE_BITS = 28;

    /** How the game tree is searched. */
    public enum Method {
        @JsonProperty("alpha-beta") ALPHA_BETA,
        @JsonProperty("proof-number") PROOF_NUMBER
    }

    public SquaresSolveRequest {
        int[] size = GameBoards.size(rows, cols, position);
        rows = size[0];
        cols = size[1];
        if (tableBits == null) {
            tableBits = DEFAULT_TABLE_BITS;
        }
        Check.range("tableBits", tableBits, MIN_TABLE_BITS, MAX_TABLE_BITS);
        if (rules == null) {
            rules = GameRules.AVOID;
        }
        if (method == null) {
            method = Method.ALPHA_BETA;
        }
        if (proofEndgames == null) {
            proofEndgames = rows * cols * 2 / 5;
        }
        Check.range("proofEndgames", proofEndgames, -1, rows * cols);
    }

    /** The empty rows x cols board, with the defaults. */
    public static SquaresSolveRequest of(int rows, int cols) {
        return new SquaresSolveRequest(rows, cols, null, false, null, null, null, null);
    }
}
