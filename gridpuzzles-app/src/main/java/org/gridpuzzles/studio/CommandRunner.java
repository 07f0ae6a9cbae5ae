package org.gridpuzzles.studio;

import java.io.PrintWriter;

/**
 * Runs one command line in this process, as {@code gridpuzzles ARGS} would, and returns its exit code. The studio's
 * API is answered through it, so that every answer is exactly the command line's.
 */
@FunctionalInterface
public interface CommandRunner {

    int run(String[] args, PrintWriter out, PrintWriter err);
}
