package org.gridpuzzles.api;

import java.util.Collection;

/**
 * The checks a request makes on itself in its constructor, with the one wording every client shows:
 * {@code "size must be 1..4000, got 0"}.
 */
public final class Check {

    private Check() {
    }

    /** {@code value} within {@code min..max}; returns it. */
    public static long range(String field, long value, long min, long max) {
        if (value < min || value > max) {
            throw new InvalidRequestException(field, field + " must be " + bounds(min, max) + ", got " + value);
        }
        return value;
    }

    /** {@code value} within {@code min..max}; returns it. */
    public static int range(String field, int value, int min, int max) {
        return (int) range(field, (long) value, min, max);
    }

    /** {@code value} (may be null: not given) within {@code min..max}; returns it. */
    public static Integer rangeOrNull(String field, Integer value, int min, int max) {
        return value == null ? null : range(field, value, min, max);
    }

    /** {@code value} (may be null: not given) within {@code min..max}; returns it. */
    public static Long rangeOrNull(String field, Long value, long min, long max) {
        return value == null ? null : range(field, value, min, max);
    }

    /** A field that must be given. */
    public static <T> T given(String field, T value) {
        if (value == null) {
            throw new InvalidRequestException(field, field + " must be given");
        }
        return value;
    }

    /** One of the allowed values. */
    public static String oneOf(String field, String value, Collection<String> allowed) {
        if (value == null || !allowed.contains(value)) {
            throw new InvalidRequestException(field, field + " must be one of " + String.join(", ", allowed)
                    + ", got " + (value == null ? "nothing" : value));
        }
        return value;
    }

    /** A condition between fields; {@code message} says it in the request's words. */
    public static void that(boolean ok, String field, String message) {
        if (!ok) {
            throw new InvalidRequestException(field, message);
        }
    }

    private static String bounds(long min, long max) {
        if (max == Long.MAX_VALUE || max == Integer.MAX_VALUE) {
            return "at least " + min;
        }
        return min + ".." + max;
    }
}
