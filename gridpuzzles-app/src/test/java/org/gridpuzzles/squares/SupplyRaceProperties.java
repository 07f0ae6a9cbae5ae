package org.gridpuzzles.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class SupplyRaceProperties {

    /** The bound on a player's moves by sets of squares equals the one by a pass over the squares. */
    @Property(tries = 200)
    void maxMovesBySetsOfSquaresAgreesWithTheLoop(@ForAll @IntRange(min = 2, max = 6) int rows,
            @ForAll @IntRange(min = 2, max = 6) int cols, @ForAll boolean axis, @ForAll long seed) {
        List<int[]> sq = SquareGeometry.squares(rows, cols, axis);
        long[] squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        SupplyRace race = new SupplyRace(squares, SquareGeometry.throughMasks(rows, cols, axis));
        SplittableRandom random = new SplittableRandom(seed);
        for (int k = 0; k < 50; k++) {
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
        }
    }
}
