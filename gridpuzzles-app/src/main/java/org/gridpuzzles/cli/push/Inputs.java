package org.gridpuzzles.cli.push;

import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushStep;

/** The file arguments of the push commands: a path, or "-" for standard input (named {@code <stdin>}). */
final class Inputs {

    private static final String STDIN = "<stdin>";

    private Inputs() {
    }

    static void atMostOneStdin(String file, String solution, String solutionOption) {
        if ("-".equals(file) && "-".equals(solution)) {
            throw new InvalidInputException("only one of FILE and " + solutionOption + " can be standard input");
        }
    }

    /** The instance from FILE or from the facts given as text (exactly one of the two). */
    static PushPuzzle puzzle(String file, String facts) {
        if (file != null && facts != null) {
            throw new InvalidInputException("give either FILE or --facts, not both");
        }
        if (file == null && facts == null) {
            throw new InvalidInputException("missing instance: give FILE or --facts TEXT");
        }
        return facts != null ? PushLabyrinths.parse(facts, "--facts") : puzzle(file);
    }

    /** A solution from a file or from push facts given as text (at most one of the two; null for neither). */
    static List<PushStep> solution(String file, String pushes, String fileOption, PushPuzzle puzzle) {
        if (file != null && pushes != null) {
            throw new InvalidInputException("give either " + fileOption + " or --pushes, not both");
        }
        if (pushes != null) {
            return PushLabyrinths.parseSolution(pushes, "--pushes", puzzle);
        }
        return file == null ? null : solution(file, puzzle);
    }

    static PushPuzzle puzzle(String file) {
        return "-".equals(file) ? PushLabyrinths.read(System.in, STDIN) : PushLabyrinths.read(path(file));
    }

    static List<PushStep> solution(String file, PushPuzzle puzzle) {
        return "-".equals(file) ? PushLabyrinths.readSolution(System.in, STDIN, puzzle)
                : PushLabyrinths.readSolution(path(file), puzzle);
    }

    private static Path path(String file) {
        try {
            return Path.of(file);
        } catch (java.nio.file.InvalidPathException e) {
            throw new InvalidInputException(file + ": not a valid path");
        }
    }
}
