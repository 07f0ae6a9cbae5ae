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
