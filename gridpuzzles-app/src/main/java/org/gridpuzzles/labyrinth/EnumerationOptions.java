package org.gridpuzzles.labyrinth;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;

/**
 * How many walkthroughs to enumerate and on how many threads. Start from {@link #all()}:
 * {@code EnumerationOptions.all().limit(10).threads(2)}.
 *
 * @param limit   the most walkthroughs to give (0 or more), or {@link #NO_LIMIT}
 * @param threads threads, one per first move at most (1 or more); the order of the lines never depends on it
 * @param limits  cancellation and deadline, checked every few thousand steps
 */
public record EnumerationOptions(long limit, int threads, Limits limits) {

    /** The {@code limit} that means every walkthrough. */
    public static final long NO_LIMIT = -1;

    public EnumerationOptions {
        if (limit < 0 && limit != NO_LIMIT) {
            throw new InvalidInputException("limit " + limit + " is out of range (0 or more)");
        }
        if (threads < 1) {
            throw new InvalidInputException("threads " + threads + " is out of range (1 or more)");
        }
        if (limits == null) {
            throw new IllegalArgumentException("limits are required");
        }
    }

    /** Every walkthrough, one thread, no limits. */
    public static EnumerationOptions all() {
        return new EnumerationOptions(NO_LIMIT, 1, Limits.none());
    }

    public EnumerationOptions limit(long k) {
        return new EnumerationOptions(k, threads, limits);
    }

    public EnumerationOptions threads(int n) {
        return new EnumerationOptions(limit, n, limits);
    }

    public EnumerationOptions limits(Limits l) {
        return new EnumerationOptions(limit, threads, l);
    }
}
