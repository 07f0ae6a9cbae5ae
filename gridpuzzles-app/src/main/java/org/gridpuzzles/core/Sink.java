package org.gridpuzzles.core;

/**
 * Receives streamed results one at a time (lines of a labyrinth, rows of a study, boards of a list), so that a run
 * never has to hold them all. Returning false asks the producer to stop early (a limit, a closed pipe).
 *
 * @param <T> the kind of result
 */
@FunctionalInterface
public interface Sink<T> {

    /** Takes one result; false when no more are wanted. */
    boolean accept(T item);

    /** Called once after the last result (also after an early stop). */
    default void end() {
    }

    /** A sink that keeps nothing and wants everything. */
    static <T> Sink<T> discard() {
        return item -> true;
    }
}
