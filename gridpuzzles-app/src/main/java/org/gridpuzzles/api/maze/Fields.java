package org.gridpuzzles.api.maze;

import java.util.function.Supplier;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.core.InvalidInputException;

/** The checks the maze requests share: values the engine parses, said as the request's field. */
final class Fields {

    private Fields() {
    }

    /** The engine's reading of a field's value; its refusal names the field. */
    static <T> T parsed(String field, Supplier<T> parse) {
        try {
            return parse.get();
        } catch (InvalidRequestException e) {
            throw e;
        } catch (InvalidInputException e) {
            throw new InvalidRequestException(field, e.getMessage());
        }
    }

    /** The engine's refusal of a field's value, said as the field's. */
    static InvalidRequestException named(String field, InvalidInputException e) {
        return e instanceof InvalidRequestException r ? r : new InvalidRequestException(field, e.getMessage());
    }

    /** A probability: 0..1. */
    static double probability(String field, double p) {
        Check.that(p >= 0 && p <= 1, field, field + " " + p + " is not a probability between 0 and 1");
        return p;
    }

    /** One of a few names, or the first when not given. */
    static String oneOf(String field, String value, java.util.List<String> names) {
        return value == null ? names.get(0) : Check.oneOf(field, value, names);
    }
}
