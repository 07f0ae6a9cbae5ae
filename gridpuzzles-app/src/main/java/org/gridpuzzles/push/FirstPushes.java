package org.gridpuzzles.push;

import java.util.List;

import org.gridpuzzles.core.Limits;

/**
 * Where one depth of the optimal search is searched when it is split by its first pushes: each first push's subtree
 * is a task of its own (on a cluster, one task each), searched by {@link PushLabyrinths#searchFirstPush}. The
 * deepening that asks for the depths, and the beams that bound it, stay with the caller.
 */
public interface FirstPushes {

    /**
     * Searches every sequence of {@code depth} pushes of {@code puzzle} that starts with one of {@code first}
     * (indices into {@link Push#all}), within {@code limits}; one answer for each, in the order of {@code first}.
     */
    List<FirstPushAnswer> search(PushPuzzle puzzle, int depth, int[] first, Limits limits);

    /**
     * Depths that take less than this many seconds are searched by the caller itself, on its own threads, until one
     * takes longer: a depth costs ten to a hundred times the one before, and the first ones cost less than sending
     * their tasks. 0: every depth is split.
     */
    default double searchHereBelowSeconds() {
        return 0;
    }

    /** In this process, one first push after another on the calling thread: the split search's reference. */
    FirstPushes HERE = (puzzle, depth, first, limits) -> {
        List<FirstPushAnswer> out = new java.util.ArrayList<>(first.length);
        for (int p : first) {
            out.add(SplitRun.searchFirstPush(puzzle, depth, p, limits));
        }
        return out;
    };
}
