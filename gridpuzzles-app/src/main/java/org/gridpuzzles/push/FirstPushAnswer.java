package org.gridpuzzles.push;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What the search of one depth under one first push found: a solution (as indices into {@link Push#all}, so that the
 * answer travels between processes as plain numbers), or none and whether the subtree was searched to its end (then
 * the first push is refuted at that depth), and the nodes it took.
 */
public record FirstPushAnswer(int firstPush, int depth, int[] solution, boolean complete, long nodes)
        implements Serializable {

    /** The solution's pushes on a board of side {@code n}, or null when none was found. */
    public List<Push> pushes(int n) {
        if (solution == null) {
            return null;
        }
        Push[] all = Push.all(n);
        List<Push> out = new ArrayList<>(solution.length);
        for (int i : solution) {
            out.add(all[i]);
        }
        return List.copyOf(out);
    }

    /** True when the first push is refuted at this depth: searched to the end, no solution. */
    public boolean refuted() {
        return solution == null && complete;
    }
}
