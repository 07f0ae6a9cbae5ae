package org.gridpuzzles.labyrinth;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.io.Progress;

/** Exact walkthrough counts of a labyrinth, in total and per first move. */
public final class Counting {

    private Counting() {
    }

    /** A count; {@code byFirstMove} maps move letters to counts (empty unless asked for). */
    public record Result(int rows, int cols, BigInteger count, Map<String, BigInteger> byFirstMove,
            String impossibleReason) {
    }

    public static Result count(Labyrinth lab, boolean byFirstMove, Progress progress) {
        String reason = lab.impossibleReason();
        Map<String, BigInteger> per = new LinkedHashMap<>();
        BigInteger total = BigInteger.ZERO;
        if (reason != null) {
            if (byFirstMove) {
                for (Direction d : firstMoves(lab)) {
                    per.put(String.valueOf(d.letter()), BigInteger.ZERO);
                }
            }
        } else if (!byFirstMove || lab.start() == lab.end()) {
            total = FrontierCounter.of(lab).count(progress);
        } else {
            for (Direction d : firstMoves(lab)) {
                BigInteger c = new FrontierCounter(lab.grid(), null, lab.start(), lab.end(), d.bit(),
                        FrontierCounter.defaultMaxStates()).count(progress);
                per.put(String.valueOf(d.letter()), c);
                total = total.add(c);
            }
        }
        return new Result(lab.grid().rows(), lab.grid().cols(), total, per, reason);
    }

    /** The moves possible from the start, in the order R, D, L, U (the corner start gives R and D). */
    static Direction[] firstMoves(Labyrinth lab) {
        Direction[] order = {Direction.RIGHT, Direction.DOWN, Direction.LEFT, Direction.UP};
        return java.util.Arrays.stream(order).filter(d -> lab.grid().neighbour(lab.start(), d) >= 0)
                .toArray(Direction[]::new);
    }
}
