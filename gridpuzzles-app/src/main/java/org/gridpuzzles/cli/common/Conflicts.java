package org.gridpuzzles.cli.common;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * The line for options of an exclusive argument group given together. Picocli's own text quotes the group's synopsis
 * ({@code --size=N and [[--rows=R] [--cols=C]] are mutually exclusive}), and when the second option comes first it
 * says {@code expected only one match but got [...]={--cols=4} and [...]={--size=2}}; the line here names the two
 * alternatives given, as the command line always has: {@code give either --size or --rows/--cols, not both}, naming
 * the options of each as the arguments gave them.
 */
final class Conflicts {

    private Conflicts() {
    }

    /** Whether the exception is picocli's refusal of an exclusive group's alternatives (or of one given twice). */
    static boolean isConflict(ParameterException ex) {
        return ex instanceof CommandLine.MutuallyExclusiveArgsException
                || ex instanceof CommandLine.MaxValuesExceededException && ex.getMessage() != null
                        && ex.getMessage().contains("expected only one match");
    }

    /**
     * The line naming what was given together, or null when the arguments show no such pair. Positional parameters
     * are not told apart among the words, so a group whose second alternative can only be its positional one is
     * taken last, once no group shows two options given together or one given twice.
     */
    static String message(CommandSpec spec, String[] args) {
        List<ArgGroupSpec> exclusive = new ArrayList<>();
        for (ArgGroupSpec g : groups(spec.argGroups(), new ArrayList<>())) {
            if (g.exclusive()) {
                exclusive.add(g);
            }
        }
        for (ArgGroupSpec g : exclusive) {
            List<String> given = alternativesGiven(g, args);
            if (given.size() >= 2) {
                return either(given.get(0), given.get(1));
            }
        }
        for (ArgGroupSpec g : exclusive) {
            for (ArgSpec a : g.args()) {
                if (a instanceof OptionSpec o && givenTimes(o, args) > 1) {
                    return "option '" + o.longestName() + "' (" + o.paramLabel() + ") should be specified only once";
                }
            }
        }
        for (ArgGroupSpec g : exclusive) {
            List<String> given = alternativesGiven(g, args);
            for (ArgSpec a : g.args()) {
                if (a instanceof PositionalParamSpec p && given.size() == 1) {
                    return either(p.paramLabel(), given.get(0));
                }
            }
        }
        return null;
    }

    private static String either(String a, String b) {
        return "give either " + a + " or " + b + ", not both";
    }

    /** The alternatives of an exclusive group that the arguments give: options, and subgroups by their options. */
    private static List<String> alternativesGiven(ArgGroupSpec g, String[] args) {
        List<String> given = new ArrayList<>();
        for (ArgSpec a : g.args()) {
            if (a instanceof OptionSpec o && givenTimes(o, args) > 0) {
                given.add(o.longestName());
            }
        }
        for (ArgGroupSpec sub : g.subgroups()) {
            List<String> of = givenIn(sub, args, new ArrayList<>());
            if (!of.isEmpty()) {
                given.add(String.join("/", of));
            }
        }
        return given;
    }

    private static List<ArgGroupSpec> groups(List<ArgGroupSpec> top, List<ArgGroupSpec> into) {
        for (ArgGroupSpec g : top) {
            into.add(g);
            groups(g.subgroups(), into);
        }
        return into;
    }

    /** The options of a group (and its subgroups) that the arguments give, in the group's order. */
    private static List<String> givenIn(ArgGroupSpec g, String[] args, List<String> into) {
        for (ArgSpec a : g.args()) {
            if (a instanceof OptionSpec o && givenTimes(o, args) > 0) {
                into.add(o.longestName());
            }
        }
        for (ArgGroupSpec sub : g.subgroups()) {
            givenIn(sub, args, into);
        }
        return into;
    }

    private static int givenTimes(OptionSpec o, String[] args) {
        int n = 0;
        for (String a : args) {
            if ("--".equals(a)) {
                break;
            }
            for (String name : o.names()) {
                if (a.equals(name) || a.startsWith(name + "=")) {
                    n++;
                }
            }
        }
        return n;
    }
}
