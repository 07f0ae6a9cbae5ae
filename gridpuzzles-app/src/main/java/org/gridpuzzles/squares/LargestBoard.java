package org.gridpuzzles.squares;

import java.util.List;

/**
 * The largest n x n board with a drawn final position: its size and a witness (checked independently), whether the
 * next size was proved to have none, whether every larger size is ruled out too, and the sizes decided on the way.
 * {@code largest} is 0 and the witness null when even 1 x 1 has none or was not decided.
 */
public record LargestBoard(int largest, Board witness, boolean nextProvedImpossible, boolean allLargerImpossible,
        List<SizeDecision> steps) {

    public LargestBoard {
        steps = List.copyOf(steps);
    }
}
