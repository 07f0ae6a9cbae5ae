package org.gridpuzzles.push;

import java.util.List;

/**
 * Where the optimal search searches one depth after another: on this process's threads ({@link SearchRun}) or with
 * its first pushes sent elsewhere ({@link SplitRun}). The deepening ({@link ExhaustiveSearch}) is the same for both.
 */
interface Deepening extends AutoCloseable {

    /** Searches every push sequence of {@code depth} pushes (none shorter reaches the goal). */
    void iterate(int depth);

    /** A solution found by the last {@link #iterate} (minimal, as every shorter depth was refuted), or null. */
    List<Push> solution();

    /** Whether the last {@link #iterate} stopped before it searched every first push to the end. */
    boolean stopped();

    /** Nodes searched so far, every depth together. */
    long nodes();

    /** How many first pushes a depth has (the units of its progress). */
    int firstPushes();

    @Override
    void close();
}
