package org.gridpuzzles.push;

import java.util.List;

/**
 * Every solution with at most max_steps pushes, shortest first (empty: unsatisfiable), or {@code complete == false}
 * when the time limit came first (then the list is empty: a partial list would be mistaken for all).
 */
public record PushSolutions(List<List<Push>> solutions, boolean complete) {

    public PushSolutions {
        solutions = solutions.stream().map(List::copyOf).toList();
    }
}
