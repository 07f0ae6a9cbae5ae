package org.gridpuzzles.cli.common;

import java.util.Arrays;
import java.util.Locale;

import org.gridpuzzles.render.Format;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --format F} (or {@code -f F}): the one format option of every command. The command lists what it writes with
 * {@link Formats}; values are lower case, taken in any case.
 */
public final class FormatOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    private String value;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", description = "Output format.")
    void set(String v) {
        value = v;
    }

    /** The formats the command writes; the first is the default. */
    public String[] allowed() {
        Formats f = mixee.userObject().getClass().getAnnotation(Formats.class);
        if (f == null) {
            throw new IllegalStateException(mixee.qualifiedName() + " has a --format option but no @Formats");
        }
        return f.value();
    }

    /** The format asked for (lower case), or the command's default; another value is bad input. */
    public String name() {
        String[] allowed = allowed();
        if (value == null) {
            return allowed[0];
        }
        String v = value.toLowerCase(Locale.ROOT);
        if (Arrays.asList(allowed).contains(v)) {
            return v;
        }
        throw new ParameterException(mixee.commandLine(), "Invalid value for option '--format': expected one of "
                + String.join(", ", allowed) + " but was '" + value + "'");
    }

    /** True when the format asked for is {@code name}. */
    public boolean is(String name) {
        return name().equals(name);
    }

    /** True when the user gave --format. */
    public boolean given() {
        return value != null;
    }

    /** The picture format asked for (ascii, svg, png), or null for a text or data format. */
    public Format picture() {
        return switch (name()) {
            case "ascii" -> Format.ASCII;
            case "svg" -> Format.SVG;
            case "png" -> Format.PNG;
            default -> null;
        };
    }

    /**
     * Gives every {@code --format} option in a command line its command's list: help says "FMT: a (default), b or c"
     * and completion offers those values.
     */
    public static void describe(CommandLine cl) {
        Object user = cl.getCommandSpec().userObject();
        Formats f = user == null ? null : user.getClass().getAnnotation(Formats.class);
        OptionSpec old = cl.getCommandSpec().findOption("--format");
        if (f != null && old != null) {
            String[] v = f.value();
            StringBuilder d = new StringBuilder("Output format: ").append(v[0]).append(" (default)");
            for (int i = 1; i < v.length; i++) {
                d.append(i == v.length - 1 ? " or " : ", ").append(v[i]);
            }
            OptionSpec replaced = OptionSpec.builder(old).description(d.append('.').toString())
                    .completionCandidates(Arrays.asList(v)).build();
            Options.replace(cl.getCommandSpec(), old, replaced);
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            describe(sub);
        }
    }
}
