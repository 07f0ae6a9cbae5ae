package org.gridpuzzles.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The command reference, written from the command definitions themselves: a Markdown page per command for docs/cli
 * and a man page per command for docs/man (shipped in the jar under {@code man/}). Nothing here is written by hand,
 * so the reference cannot drift from what the commands accept.
 */
final class CommandReference {

    /** Commands of picocli's own that need no page of their own beyond the index. */
    private static final Set<String> PLAIN = Set.of("help");

    private final CommandLine root = GridPuzzles.commandLine();

    /** Every page by file name: {@code README.md} (the index) and one {@code gridpuzzles-<engine>-<command>.md} each. */
    Map<String, String> markdown() {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("README.md", index());
        for (CommandSpec c : commands()) {
            pages.put(fileName(c) + ".md", markdown(c));
        }
        return pages;
    }

    /** Every man page by file name: {@code gridpuzzles.1} and {@code gridpuzzles-<engine>-<command>.1}. */
    Map<String, String> manPages() {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("gridpuzzles.1", man(root.getCommandSpec()));
        for (CommandSpec c : commands()) {
            pages.put(fileName(c) + ".1", man(c));
        }
        return pages;
    }

    /** The commands that do something, engine by engine, in the order of the help. */
    private List<CommandSpec> commands() {
        List<CommandSpec> all = new ArrayList<>();
        for (CommandLine top : root.getSubcommands().values()) {
            if (PLAIN.contains(top.getCommandName())) {
                continue;
            }
            if (top.getSubcommands().isEmpty()) {
                all.add(top.getCommandSpec());
            }
            for (CommandLine sub : top.getSubcommands().values()) {
                all.add(sub.getCommandSpec());
            }
        }
        return all;
    }

    private static String fileName(CommandSpec c) {
        return name(c, "-");
    }

    /** The name as typed ("gridpuzzles completion"), which for picocli's own commands differs from their spec's. */
    static String name(CommandSpec c, String separator) {
        CommandSpec parent = c.parent();
        if (parent == null) {
            return c.name();
        }
        for (Map.Entry<String, CommandLine> e : parent.subcommands().entrySet()) {
            if (e.getValue().getCommandSpec() == c) {
                return name(parent, separator) + separator + e.getKey();
            }
        }
        return name(parent, separator) + separator + c.name();
    }

    private String index() {
        StringBuilder b = new StringBuilder();
        b.append("# Command reference\n\n");
        b.append(text(root.getCommandSpec().usageMessage().description())).append("\n\n");
        b.append("Written from the command definitions by the tests (`CommandReferenceTest`); a page per command, and the "
                + "same as man pages in [../man](../man) and in the jar under `man/`.\n\n");
        String group = null;
        for (CommandSpec c : commands()) {
            String top = c.parent() == root.getCommandSpec() ? "other" : c.parent().name();
            if (!top.equals(group)) {
                group = top;
                b.append("\n## ").append(top.equals("other") ? "Other commands" : "`" + top + "`").append("\n\n");
                b.append("| command | what it does |\n|---|---|\n");
            }
            b.append("| [`").append(name(c, " ")).append("`](").append(fileName(c)).append(".md) | ")
                    .append(cell(firstSentence(c))).append(" |\n");
        }
        b.append("\n## Exit codes\n\n").append(exitCodes()).append("\n");
        return b.toString();
    }

    private String markdown(CommandSpec c) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(name(c, " ")).append("\n\n");
        b.append(text(c.usageMessage().description())).append("\n\n");
        b.append("```text\n").append(synopsis(c)).append("```\n");
        List<PositionalParamSpec> params = visibleParameters(c);
        if (!params.isEmpty()) {
            b.append("\n## Parameters\n\n| parameter | description |\n|---|---|\n");
            for (PositionalParamSpec p : params) {
                b.append("| `").append(cell(p.paramLabel())).append("` | ").append(cell(text(p.description())))
                        .append(" |\n");
            }
        }
        List<OptionSpec> options = visibleOptions(c);
        if (!options.isEmpty()) {
            b.append("\n## Options\n\n| option | description | default |\n|---|---|---|\n");
            for (OptionSpec o : options) {
                b.append("| `").append(cell(optionName(o))).append("` | ").append(cell(text(o.description())))
                        .append(" | ").append(defaultOf(o).map(d -> "`" + cell(d) + "`").orElse("")).append(" |\n");
            }
        }
        List<String> examples = examples(c);
        if (!examples.isEmpty()) {
            b.append("\n## Examples\n\n```sh\n");
            for (String e : examples) {
                b.append(e).append("\n");
            }
            b.append("```\n");
        }
        b.append("\n[All commands](README.md)\n");
        return b.toString();
    }

    private String man(CommandSpec c) {
        StringBuilder b = new StringBuilder();
        String name = fileName(c);
        b.append(".TH ").append(name.toUpperCase()).append(" 1 \"\" \"gridpuzzles\" \"gridpuzzles manual\"\n");
        b.append(".SH NAME\n").append(roff(name)).append(" \\- ").append(roff(firstSentence(c))).append("\n");
        b.append(".SH SYNOPSIS\n.nf\n").append(roffLines(synopsis(c))).append(".fi\n");
        b.append(".SH DESCRIPTION\n").append(roff(text(c.usageMessage().description()))).append("\n");
        if (c.subcommands().isEmpty() || c == root.getCommandSpec()) {
            List<PositionalParamSpec> params = visibleParameters(c);
            if (!params.isEmpty()) {
                b.append(".SH PARAMETERS\n");
                for (PositionalParamSpec p : params) {
                    b.append(".TP\n\\fB").append(roff(p.paramLabel())).append("\\fR\n")
                            .append(roff(text(p.description()))).append("\n");
                }
            }
            b.append(".SH OPTIONS\n");
            for (OptionSpec o : visibleOptions(c)) {
                b.append(".TP\n\\fB").append(roff(optionName(o))).append("\\fR\n").append(roff(text(o.description())));
                defaultOf(o).ifPresent(d -> b.append(" Default: ").append(roff(d)).append("."));
                b.append("\n");
            }
        }
        if (c == root.getCommandSpec()) {
            b.append(".SH COMMANDS\n");
            for (CommandSpec sub : commands()) {
                b.append(".TP\n\\fB").append(roff(name(sub, " "))).append("\\fR\n").append(roff(firstSentence(sub)))
                        .append("\n");
            }
        }
        List<String> examples = examples(c);
        if (!examples.isEmpty()) {
            b.append(".SH EXAMPLES\n.nf\n");
            for (String e : examples) {
                b.append(roff(e)).append("\n");
            }
            b.append(".fi\n");
        }
        b.append(".SH EXIT STATUS\n").append(roff(exitCodes())).append("\n");
        if (c != root.getCommandSpec()) {
            b.append(".SH SEE ALSO\n\\fBgridpuzzles\\fR(1)\n");
        }
        return b.toString();
    }

    private static String synopsis(CommandSpec c) {
        CommandLine.Help help = new CommandLine.Help(c, CommandLine.Help.defaultColorScheme(Ansi.OFF));
        return help.synopsis(0);
    }

    private static List<OptionSpec> visibleOptions(CommandSpec c) {
        return c.options().stream().filter(o -> !o.hidden()).sorted((x, y) -> sortKey(x).compareTo(sortKey(y)))
                .toList();
    }

    private static String sortKey(OptionSpec o) {
        return o.longestName().replaceFirst("^-+", "").toLowerCase();
    }

    private static List<PositionalParamSpec> visibleParameters(CommandSpec c) {
        return c.positionalParameters().stream().filter(p -> !p.hidden()).toList();
    }

    private static String optionName(OptionSpec o) {
        String names = String.join(", ", o.names());
        return o.arity().max() == 0 ? names : names + " " + o.paramLabel();
    }

    private static java.util.Optional<String> defaultOf(OptionSpec o) {
        String d = o.defaultValue();
        return d == null || d.isEmpty() || d.equals(CommandLine.Option.NULL_VALUE)
                ? java.util.Optional.empty() : java.util.Optional.of(d);
    }

    /** The examples of a command's footer: the lines that start with the program's name. */
    private static List<String> examples(CommandSpec c) {
        List<String> lines = new ArrayList<>();
        for (String f : c.usageMessage().footer()) {
            for (String line : format(f).split("\n")) {
                String t = line.strip();
                if (t.startsWith("gridpuzzles ")) {
                    lines.add(t);
                }
            }
        }
        return lines;
    }

    private String exitCodes() {
        for (String f : root.getCommandSpec().usageMessage().footer()) {
            if (f.startsWith("Exit codes:")) {
                return format(f);
            }
        }
        throw new IllegalStateException("the program's help names no exit codes");
    }

    private static String firstSentence(CommandSpec c) {
        String t = text(c.usageMessage().description());
        int end = t.indexOf(". ");
        return end < 0 ? t.replaceFirst("\\.$", "") : t.substring(0, end);
    }

    /** Description lines as one paragraph, picocli's format specifiers resolved as the help resolves them. */
    private static String text(String[] lines) {
        List<String> parts = new ArrayList<>();
        for (String l : lines) {
            parts.add(format(l).strip());
        }
        return String.join(" ", parts).replaceAll("\\s+", " ").strip();
    }

    private static String format(String s) {
        return s.replace("%n", "\n").replace("%%", "%");
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }

    /** Text for a man page: backslashes escaped, hyphens as minus signs, no line starting with a control character. */
    private static String roff(String s) {
        String t = s.replace("\\", "\\e").replace("-", "\\-");
        return t.startsWith(".") || t.startsWith("'") ? "\\&" + t : t;
    }

    private static String roffLines(String s) {
        StringBuilder b = new StringBuilder();
        for (String line : s.split("\n")) {
            b.append(roff(line)).append("\n");
        }
        return b.toString();
    }
}
