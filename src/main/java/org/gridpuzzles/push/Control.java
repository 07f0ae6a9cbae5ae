package org.gridpuzzles.push;

import java.util.concurrent.atomic.AtomicBoolean;

/** Limits of one search: a deadline (nanoTime, or none), a stop flag shared with other searches, worker threads. */
public final class Control {

    private final long deadline;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final int threads;
    private final Control parent;

    private Control(long deadline, int threads, Control parent) {
        this.deadline = deadline;
        this.threads = Math.max(1, threads);
        this.parent = parent;
    }

    /** Same deadline, own stop flag (stopping it leaves this one running; stopping this stops it). */
    public Control child(int threads) {
        return new Control(deadline, threads, this);
    }

    /** {@code seconds <= 0} means no time limit. */
    public static Control of(double seconds, int threads) {
        long d = seconds > 0 ? System.nanoTime() + (long) (seconds * 1e9) : Long.MAX_VALUE;
        return new Control(d, threads, null);
    }

    public static Control unlimited() {
        return of(0, 1);
    }

    public int threads() {
        return threads;
    }

    /** True once the deadline passed or someone asked to stop. */
    public boolean stopped() {
        if (stop.get()) {
            return true;
        }
        if (parent != null && parent.stopped()) {
            stop.set(true);
            return true;
        }
        if (deadline != Long.MAX_VALUE && System.nanoTime() > deadline) {
            stop.set(true);
            return true;
        }
        return false;
    }

    public void stop() {
        stop.set(true);
    }
}
