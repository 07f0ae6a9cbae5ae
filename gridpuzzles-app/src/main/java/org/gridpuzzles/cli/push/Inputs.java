package org.gridpuzzles.cli.push;

import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.TextFiles;

/**
 * The file arguments of the push commands: a path, or "-" for standard input (named {@code <stdin>}), read as text;
 * the requests carry the text and the name their messages give it.
 */
final class Inputs {

    private static final String STDIN = "<stdin>";

    /** Facts as read, and what messages call them (the file's name, {@code <stdin>} or the option's). */
    record Text(String content, String source) {
    }

    private Inputs() {
    }

    static void atMostOneStdin(String file, String solution, String solutionOption) {
        if ("-".equals(file) && "-".equals(solution)) {
            throw new InvalidInputException("only one of FILE and " + solutionOption + " can be standard input");
        }
    }

    /** The instance from FILE or from the facts given as text (exactly one of the two). */
    static Text instance(String file, String facts) {
        if (file != null && facts != null) {
            throw new InvalidInputException("give either FILE or --facts, not both");
        }
        if (file == null && facts == null) {
            throw new InvalidInputException("missing instance: give FILE or --facts TEXT");
        }
        return facts != null ? new Text(facts, "--facts") : read(file);
    }

    /** A solution from a file or from push facts given as text (at most one of the two; null for neither). */
    static Text solution(String file, String pushes, String fileOption) {
        if (file != null && pushes != null) {
            throw new InvalidInputException("give either " + fileOption + " or --pushes, not both");
        }
        if (pushes != null) {
            return new Text(pushes, "--pushes");
        }
        return file == null ? null : read(file);
    }

    /** The text of a file, or of standard input for "-". */
    static Text read(String file) {
        if ("-".equals(file)) {
            return new Text(TextFiles.read(System.in, STDIN), STDIN);
        }
        Path path = path(file);
        return new Text(TextFiles.read(path), path.toString());
    }

    private static Path path(String file) {
        try {
            return Path.of(file);
        } catch (java.nio.file.InvalidPathException e) {
            throw new InvalidInputException(file + ": not a valid path");
        }
    }
}
