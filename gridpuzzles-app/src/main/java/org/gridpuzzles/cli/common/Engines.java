package org.gridpuzzles.cli.common;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** What an engine command does when it is called without one of its commands. */
public final class Engines {

    private Engines() {
    }

    public static Integer missingCommand(CommandSpec spec) {
        if (spec.subcommands().isEmpty()) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": not yet available in this version");
            return Errors.BAD_INPUT;
        }
        throw new ParameterException(spec.commandLine(), "missing command: choose one of "
                + String.join(", ", spec.subcommands().keySet()) + " (see --help)");
    }
}
