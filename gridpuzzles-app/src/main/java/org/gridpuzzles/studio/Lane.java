package org.gridpuzzles.studio;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.function.BooleanSupplier;

import org.gridpuzzles.core.Limits;

/**
 * Requests of one kind taking turns at a fixed number of places, first come first served. A request waits in line
 * (a page can ask how many are ahead of it, and cancel it while it waits); a line longer than its bound is refused
 * at once, so that waiting requests never hold all of the server's connections.
 */
final class Lane {

    /** What became of a request that asked for a place. */
    enum Entry { ADMITTED, FULL, CANCELLED }

    private final String name;
    private final int places;
    private final int maxWaiting;
    private int running;
    private final Deque<Waiting> waiting = new ArrayDeque<>();

    private record Waiting(String token, Limits limits) {
    }

    Lane(String name, int places, int maxWaiting) {
        this.name = name;
        this.places = places;
        this.maxWaiting = maxWaiting;
    }

    String name() {
        return name;
    }

    int places() {
        return places;
    }

    int maxWaiting() {
        return maxWaiting;
    }

    /**
     * Waits for a place for the request named {@code token} (may be null) until it is its turn, it is cancelled
     * ({@code limits}) or the studio stops.
     */
    Entry enter(String token, Limits limits, BooleanSupplier stopping) throws InterruptedException {
        Waiting me = new Waiting(token, limits);
        synchronized (this) {
            if (running < places && waiting.isEmpty()) {
                running++;
                return Entry.ADMITTED;
            }
            if (waiting.size() >= maxWaiting) {
                return Entry.FULL;
            }
            waiting.addLast(me);
            try {
                while (true) {
                    if (limits.cancelled() || stopping.getAsBoolean()) {
                        return Entry.CANCELLED;
                    }
                    if (waiting.peekFirst() == me && running < places) {
                        running++;
                        return Entry.ADMITTED;
                    }
                    // woken by a request that leaves; the timeout sees a cancel, which wakes no one
                    wait(100);
                }
            } finally {
                waiting.remove(me);
                notifyAll();
            }
        }
    }

    /** A request that had a place ends. */
    synchronized void leave() {
        running--;
        notifyAll();
    }

    /** How many requests wait ahead of {@code token}, or -1 when it does not wait in this lane. */
    synchronized int ahead(String token) {
        int i = 0;
        for (Iterator<Waiting> it = waiting.iterator(); it.hasNext(); i++) {
            if (token.equals(it.next().token())) {
                return i;
            }
        }
        return -1;
    }

    /** Requests waiting. */
    synchronized int waiting() {
        return waiting.size();
    }
}
