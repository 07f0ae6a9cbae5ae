package org.gridpuzzles.api.squares;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;

/**
 * The largest n x n board with a drawn final position, and the proof one size up.
 *
 * @param colours number of players/colours (2 when left out)
 * @param axisParallel only squares with sides along the grid count
 * @param anyBalance any numbers of each counter, not only the shares of a game
 * @param method search, sat or auto (search up to 64 fields, SAT beyond)
 * @param maxSize stop after this size (40 when left out)
 * @param timeLimit seconds the SAT solver may spend on one size (600 when left out)
 * @param solver sat4j (in the program) or cadical (the external program, when installed)
 * @param noSymmetryBreaking leave out the constraints for the board's symmetries and the colour swap
 * @param noCheckProof do not check CaDiCaL's refutation
 * @param cases decide each size of this parity case by case, one formula per colouring of the central block of
 *     this side (0: one formula a size)
 * @param from the first size tried (above 1 only with anyBalance)
 */
public record SquaresLargestRequest(Integer colours, boolean axisParallel, boolean anyBalance, Method method,
        Integer maxSize, Long timeLimit, Solver solver, boolean noSymmetryBreaking, boolean noCheckProof, int cases,
        Integer from) {

    public static final int DEFAULT_MAX_SIZE = 40;
    public static final long DEFAULT_TIME_LIMIT = 600;
    /** The longest time per size that counts: far beyond any run, small enough to count in nanoseconds. */
    public static final long MAX_TIME_LIMIT = 100L * 365 * 24 * 3600;
    public static final int MAX_CASES = 4;

    /** How a size is decided. */
    public enum Method {
        @JsonProperty("auto") AUTO,
        @JsonProperty("search") SEARCH,
        @JsonProperty("sat") SAT
    }

    /** The SAT solver. */
    public enum Solver {
        @JsonProperty("sat4j") SAT4J,
        @JsonProperty("cadical") CADICAL
    }

    public SquaresLargestRequest {
        colours = DrawRules.colours(colours);
        method = method == null ? Method.AUTO : method;
        solver = solver == null ? Solver.SAT4J : solver;
        maxSize = Check.range("maxSize", maxSize == null ? DEFAULT_MAX_SIZE : maxSize, 1, Integer.MAX_VALUE);
        timeLimit = Check.range("timeLimit", timeLimit == null ? DEFAULT_TIME_LIMIT : timeLimit, 1, MAX_TIME_LIMIT);
        from = Check.range("from", from == null ? 1 : from, 1, maxSize);
        Check.that(from == 1 || anyBalance, "from", "from " + from + " needs anyBalance: only then does a board at "
                + "one size stand for all smaller ones");
        Check.range("cases", cases, 0, MAX_CASES);
        Check.that(cases == 0 || method != Method.SEARCH, "cases", "cases split SAT formulas; they do not go with "
                + "method search");
        Check.that(cases == 0 || colours == 2, "cases", "cases work with two colours, not " + colours);
    }

    /** The first lines of the answer, known before the first size: the rules and the columns. */
    public String heading() {
        return "# n x n boards, " + DrawRules.header(colours, axisParallel, anyBalance) + "\n"
                + "n\tdrawn\tmethod\tseconds\n";
    }
}
