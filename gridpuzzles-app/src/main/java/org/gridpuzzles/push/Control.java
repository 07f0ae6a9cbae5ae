package org.gridpuzzles.push;

import java.time.Duration;

import org.gridpuzzles.core.Limits;

/**
 * The limits of one search (deadline and cancellation, shared with the caller's {@link Limits}) and its number of
 * worker threads. A child can be stopped alone (the losing search of a race) and stops with its parent.
 */
final class Control {

    private final Limits limits;
    private final int threads;

    private Control(Limits limits, int threads) {
        this.limits = limits;
        this.threads = Math.max(1, threads);
    }

    static Control of(Limits limits, int threads) {
        return new Control(limits, threads);
    }

    /** {@code seconds <= 0} means no time limit. */
    static Control of(double seconds, int threads) {
        Limits l = seconds > 0 ? Limits.timeout(seconds(seconds)) : Limits.none();
        return new Control(l, threads);
    }

    /** A duration of {@code seconds} (positive), capped at about 31 years so that a deadline cannot overflow. */
    static Duration seconds(double seconds) {
        return Duration.ofNanos((long) (Math.min(seconds, 1e9) * 1e9));
    }

    static Control unlimited() {
        return of(0, 1);
    }

    /** Same deadline, own stop flag (stopping it leaves this one running; stopping this stops it). */
    Control child(int threads) {
        return new Control(limits.child(), threads);
    }

    /** The caller's limits (deadline and cancellation) this search runs under. */
    Limits limits() {
        return limits;
    }

    int threads() {
        return threads;
    }

    /** True once the deadline passed or someone asked to stop. */
    boolean stopped() {
        return limits.stopped();
    }

    void stop() {
        limits.cancel();
    }
}
