package org.gridpuzzles.cli.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * Option values that are enum constants are written in lower case everywhere, as the documentation writes them: help
 * and shell completion offer {@code warnsdorff}, not {@code WARNSDORFF}, any case is taken, and a wrong value is told
 * the lower-case choices.
 */
public final class LowerCaseEnums {

    private LowerCaseEnums() {
    }

    /** Rewrites every enum-valued option of the command line and its subcommands. */
    public static void apply(CommandLine cl) {
        CommandSpec spec = cl.getCommandSpec();
        for (OptionSpec option : new ArrayList<>(spec.options())) {
            Class<?> type = option.type();
            if (type.isEnum() && option.completionCandidates() != null) {
                List<String> names = new ArrayList<>();
                for (Object constant : type.getEnumConstants()) {
                    names.add(((Enum<?>) constant).name().toLowerCase(Locale.ROOT).replace('_', '-'));
                }
                if (!isDefault(option, type)) {
                    continue; // the command gave its own candidates
                }
                OptionSpec replaced = OptionSpec.builder(option).completionCandidates(names)
                        .converters(converter(type, names, option.longestName())).build();
                Options.replace(spec, option, replaced);
            }
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            apply(sub);
        }
    }

    /** True when the option's candidates are picocli's own list of the enum's constants. */
    private static boolean isDefault(OptionSpec option, Class<?> type) {
        List<String> given = new ArrayList<>();
        option.completionCandidates().forEach(given::add);
        List<String> constants = new ArrayList<>();
        for (Object constant : type.getEnumConstants()) {
            constants.add(((Enum<?>) constant).name());
        }
        return given.equals(constants);
    }

    private static ITypeConverter<?> converter(Class<?> type, List<String> names, String optionName) {
        return value -> {
            String v = value.toLowerCase(Locale.ROOT).replace('_', '-');
            Object[] constants = type.getEnumConstants();
            for (int i = 0; i < constants.length; i++) {
                if (names.get(i).equals(v)) {
                    return constants[i];
                }
            }
            throw new TypeConversionException("expected one of " + String.join(", ", names) + " but was '"
                    + value + "'");
        };
    }
}
