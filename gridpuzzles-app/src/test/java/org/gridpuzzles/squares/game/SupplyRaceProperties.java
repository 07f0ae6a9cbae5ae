package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzles.squares.board.SquareGeometry;

class SupplyRaceProperties {

    private static SupplyRace race(int rows, int cols, boolean axis) {
        List<int[]> sq = SquareGeometry.squares(rows, cols, axis);
        long[] squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        return new SupplyRace(squares, SquareGeometry.throughMasks(rows, cols, axis));
    }

    /**
     * The greedy supply by sets of squares equals the one by a pass over the squares through each field: the same
     * fields, taken in the same order, from counters without a square.
     */
    @Property(tries = 200)
    void supplyBySetsOfSquaresAgreesWithTheLoop(@ForAll @IntRange(min = 2, max = 6) int rows,
            @ForAll @IntRange(min = 2, max = 6) int cols, @ForAll boolean axis, @ForAll long seed) {
        fiftyTrials(rows, cols, axis, seed, (race, random) -> {
            // the player's counters: a square-free supply of random fields
            long all = (1L << rows * cols) - 1;
            long mine = race.supplyByLoop(0, random.nextLong() & random.nextLong() & all, 0);
            long first = 0;
            long then = 0;
            for (long m = all & ~mine; m != 0; m &= m - 1) {
                switch (random.nextInt(3)) {
                    case 0 -> first |= m & -m;
                    case 1 -> then |= m & -m;
                    default -> {
                    }
                }
            }
            assertEquals(race.supplyByLoop(mine, first, then), race.supplySet(mine, first, then));
        });
    }

    /** The bound on a player's moves by sets of squares equals the one by a pass over the squares. */
    @Property(tries = 200)
    void maxMovesBySetsOfSquaresAgreesWithTheLoop(@ForAll @IntRange(min = 2, max = 6) int rows,
            @ForAll @IntRange(min = 2, max = 6) int cols, @ForAll boolean axis, @ForAll long seed) {
        fiftyTrials(rows, cols, axis, seed, (race, random) -> {
            long mine = 0;
            long op = 0;
            long safe = 0;
            for (int f = 0; f < rows * cols; f++) {
                switch (random.nextInt(4)) {
                    case 0 -> mine |= 1L << f;
                    case 1 -> op |= 1L << f;
                    case 2 -> safe |= 1L << f;
                    default -> {
                    }
                }
            }
            assertEquals(race.maxMovesByLoop(mine, op, safe), race.maxMoves(mine, op, safe));
        });
    }

    /** Fifty checks on one race of the board, each with the next draws of one random source. */
    private static void fiftyTrials(int rows, int cols, boolean axis, long seed,
            java.util.function.BiConsumer<SupplyRace, SplittableRandom> check) {
        SupplyRace race = race(rows, cols, axis);
        SplittableRandom random = new SplittableRandom(seed);
        for (int k = 0; k < 50; k++) {
            check.accept(race, random);
        }
    }
}
