package org.gridpuzzles.squares;

/** A search stopped because its time limit was reached; the result is unknown. */
public final class TimeLimitReached extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public TimeLimitReached(String message) {
        super(message);
    }
}
