package org.gridpuzzles.cli.push;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The instance of {@code push solve} and {@code push show}: FILE or {@code --facts TEXT}, never both (an exclusive
 * argument group; {@code push check} reads its FILE as the solution when --facts is given, so it keeps its own).
 */
final class InstanceInput {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "Instance in the facts format ('-' for stdin); leave it out with --facts.")
    String file;

    @Option(names = "--facts", paramLabel = "TEXT", description = "The instance's facts themselves instead of FILE.")
    String facts;

    /** FILE as given, or null; {@code group} is null when neither was given. */
    static String file(InstanceInput group) {
        return group == null ? null : group.file;
    }

    /** --facts as given, or null. */
    static String facts(InstanceInput group) {
        return group == null ? null : group.facts;
    }
}
