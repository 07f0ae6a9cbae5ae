package org.gridpuzzles.cli.common;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Rewriting an option of a built command line without moving it: help lists options in the order declared. */
final class Options {

    private Options() {
    }

    /**
     * Puts {@code replaced} where {@code old} was. The options of argument groups stay where they are (picocli
     * removes none of them from a command: a group holds its own), so only the others after {@code old} move.
     */
    static void replace(CommandSpec spec, OptionSpec old, OptionSpec replaced) {
        if (old.group() != null) {
            throw new IllegalArgumentException(old.longestName() + " is in an argument group: it cannot be replaced");
        }
        List<OptionSpec> all = spec.options();
        List<OptionSpec> after = new ArrayList<>(all.subList(all.indexOf(old) + 1, all.size()));
        after.removeIf(o -> o.group() != null);
        spec.remove(old);
        after.forEach(spec::remove);
        spec.addOption(replaced);
        after.forEach(spec::addOption);
    }
}
