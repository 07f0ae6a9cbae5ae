package org.gridpuzzles.api;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A request that cannot be run as given, said in the request's own words: the field, the value and what is allowed
 * ("size must be 1..4000, got 0"), never a command-line flag. Every client shows it as bad input.
 */
public class InvalidRequestException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    private final String field;

    public InvalidRequestException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The request's field at fault, as named in its JSON. */
    public String field() {
        return field;
    }
}
