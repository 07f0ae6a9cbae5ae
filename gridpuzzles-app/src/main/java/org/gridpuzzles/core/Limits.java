package org.gridpuzzles.core;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import org.gridpuzzles.core.LimitReachedException.Limit;

/**
 * The limits of one run, honoured by every long search: a deadline, a budget of steps (whatever the search counts:
 * positions, nodes, states) and a cancellation flag that another thread (Ctrl-C, a web client that went away) may
 * set. A child shares its parent's deadline and is cancelled with it, but can be cancelled alone.
 *
 * <p>Searches call {@link #stopped()} (cheap) or {@link #check()} every few thousand steps, never per step.
 */
public final class Limits {

    private static final long NONE = Long.MAX_VALUE;

    private final long deadline;
    private final Duration timeout;
    private final long stepBudget;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final Limits parent;

    private Limits(long deadline, Duration timeout, long stepBudget, Limits parent) {
        this.deadline = deadline;
        this.timeout = timeout;
        this.stepBudget = stepBudget;
        this.parent = parent;
    }

    /** No deadline, no budget; can still be cancelled. */
    public static Limits none() {
        return new Limits(NONE, null, NONE, null);
    }

    /** A deadline this long from now (zero or negative: none). */
    public static Limits timeout(Duration timeout) {
        return none().withTimeout(timeout);
    }

    /** These limits with a deadline this long from now (zero or negative: none); shares the cancellation flag. */
    public Limits withTimeout(Duration t) {
        if (t == null || t.isZero() || t.isNegative()) {
            return new Limits(deadline, timeout, stepBudget, this);
        }
        long d = System.nanoTime() + t.toNanos();
        return new Limits(Math.min(d, deadline), t, stepBudget, this);
    }

    /** These limits with a budget of steps (positive), sharing the cancellation flag. */
    public Limits withSteps(long steps) {
        if (steps <= 0) {
            throw new IllegalArgumentException("a step budget is positive, not " + steps);
        }
        return new Limits(deadline, timeout, Math.min(steps, stepBudget), this);
    }

    /** Same limits, own cancellation flag: cancelling the child leaves this running; cancelling this stops it. */
    public Limits child() {
        return new Limits(deadline, timeout, stepBudget, this);
    }

    /** The budget of steps, or {@code Long.MAX_VALUE} for none. */
    public long stepBudget() {
        return stepBudget;
    }

    /** The timeout these limits were given, or null. */
    public Duration timeout() {
        return timeout;
    }

    /** The time left before the deadline (zero once it passed), or null when there is none. */
    public Duration remaining() {
        return deadline == NONE ? null : Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    public boolean hasDeadline() {
        return deadline != NONE;
    }

    /** Asks every search under these limits to stop. */
    public void cancel() {
        cancelled.set(true);
    }

    public boolean cancelled() {
        if (cancelled.get()) {
            return true;
        }
        if (parent != null && parent.cancelled()) {
            cancelled.set(true);
            return true;
        }
        return false;
    }

    public boolean timeUp() {
        return deadline != NONE && System.nanoTime() - deadline > 0;
    }

    /** True once cancelled or past the deadline: the search should stop and report what it has. */
    public boolean stopped() {
        return cancelled() || timeUp();
    }

    /** True when {@code steps} have used up the budget. */
    public boolean overBudget(long steps) {
        return steps >= stepBudget;
    }

    /**
     * Throws when the run must stop: {@link InterruptedRunException} when cancelled, {@link LimitReachedException}
     * when the deadline passed or {@code steps} reached the budget.
     */
    public void check(long steps) {
        if (cancelled()) {
            throw new InterruptedRunException("interrupted after " + steps + " steps");
        }
        if (timeUp()) {
            throw new LimitReachedException(Limit.TIME, "time limit"
                    + (timeout == null ? "" : " of " + describe(timeout)) + " reached after " + steps + " steps");
        }
        if (steps >= stepBudget) {
            throw new LimitReachedException(Limit.STEPS, "step limit of " + stepBudget + " reached");
        }
    }

    /** {@link #check(long)} for searches that count no steps. */
    public void check() {
        check(0);
    }

    /** A duration as people write it: "20 s", "1.5 s", "250 ms". */
    public static String describe(Duration d) {
        long ms = d.toMillis();
        if (ms < 1000) {
            return ms + " ms";
        }
        if (ms % 1000 == 0) {
            return (ms / 1000) + " s";
        }
        return String.format(java.util.Locale.ROOT, "%.1f s", ms / 1000.0);
    }
}
