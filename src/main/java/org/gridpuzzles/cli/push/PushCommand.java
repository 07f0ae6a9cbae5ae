package org.gridpuzzles.cli.push;

import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles push}: Push labyrinths: the ASP competition's Labyrinth problem. */
@Command(name = "push", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push generate --size 6 --seed 1 --max-steps 8 -o six.lp",
            "  gridpuzzles push solve six.lp > six.sol; gridpuzzles push check six.lp six.sol",
            "  gridpuzzles push solve six.lp --optimal",
            "  gridpuzzles push show six.lp --solution six.sol --svg six.svg",
            "  gridpuzzles push bench instances/ --timeout 60 -o results.csv"
        },
        description = "Push labyrinths: the ASP competition's Labyrinth problem.")
public final class PushCommand implements Callable<Integer> {

    /** The commands, registered by the root command line (only the one asked for, when one is). */
    public static final Class<?>[] COMMANDS = {
        SolveCommand.class,
        CheckCommand.class,
        ShowCommand.class,
        GenerateCommand.class,
        BenchCommand.class,
    };

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Engines.missingCommand(spec);
    }
}
