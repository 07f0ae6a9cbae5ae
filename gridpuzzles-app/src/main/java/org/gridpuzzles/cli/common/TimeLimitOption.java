package org.gridpuzzles.cli.common;

import java.time.Duration;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/**
 * {@code --time-limit S}, the one spelling of a time limit in every command; {@code --timeout S} is still read, for
 * scripts written before.
 */
public final class TimeLimitOption {

    /** The longest limit that counts: far beyond any run, small enough to count in nanoseconds. */
    public static final long MAX_SECONDS = 100L * 365 * 24 * 3600;

    // read as a number with a fraction, for the commands that always took one (push solve --timeout 0.5)
    private Double seconds;
    private String spelled = "--time-limit";

    @Option(names = "--time-limit", paramLabel = "S", description = "Give up after S seconds (exit 3).")
    void timeLimit(double s) {
        seconds = s;
        spelled = "--time-limit";
    }

    @Option(names = "--timeout", paramLabel = "S", hidden = true, description = "Same as --time-limit.")
    void timeout(double s) {
        seconds = s;
        spelled = "--timeout";
    }

    /** Whether a limit was given. */
    public boolean given() {
        return seconds != null;
    }

    /** The seconds given as written, fraction and all (not checked), or null. */
    public Double exactSeconds() {
        return seconds;
    }

    /** The spelling the limit was given with, for messages: {@code --time-limit} or {@code --timeout}. */
    public String spelling() {
        return spelled;
    }

    /** The seconds given, or {@code otherwise} when none was. */
    public long seconds(long otherwise) {
        return seconds == null ? otherwise : check(seconds);
    }

    /** The limit given, or null. */
    public Duration duration() {
        return seconds == null ? null : Duration.ofSeconds(Math.min(check(seconds), MAX_SECONDS));
    }

    /** The context with this deadline (unchanged when none was given). */
    public RunContext apply(RunContext context) {
        return context.withTimeLimit(duration());
    }

    private long check(double s) {
        if (s >= 1 && s != Math.rint(s) && !Double.isInfinite(s)) {
            // only push solve and bench take a fraction; the others count whole seconds
            throw new InvalidInputException(spelled + " " + s + " is not a whole number of seconds");
        }
        if (!(s >= 1)) {
            String shown = s == Math.rint(s) && Math.abs(s) < 1e18 ? Long.toString((long) s) : Double.toString(s);
            throw new InvalidInputException(spelled + " " + shown + " is not a positive number of seconds");
        }
        return (long) Math.min(s, MAX_SECONDS);
    }
}
