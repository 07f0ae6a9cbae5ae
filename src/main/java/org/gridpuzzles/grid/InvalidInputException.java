package org.gridpuzzles.grid;

/**
 * Input that cannot be used: a bad size, a field off the grid, a malformed file. The message is one line that
 * names the problem; the command line prints it and exits with code 2.
 */
public class InvalidInputException extends RuntimeException {

    public InvalidInputException(String message) {
        super(message);
    }

    public InvalidInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
