package org.gridpuzzles.cli.push;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;

/** {@code gridpuzzles push}: Push labyrinths: the ASP competition's Labyrinth problem. */
@Command(name = "push", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push solve examples/push/example.asp --all",
            "  gridpuzzles push generate --size 6 --seed 1 --max-steps 8 -o six.lp",
            "  gridpuzzles push solve six.lp > six.sol; gridpuzzles push check six.lp six.sol",
            "  gridpuzzles push solve six.lp --optimal",
            "  gridpuzzles push show six.lp --solution six.sol --svg six.svg",
            "  gridpuzzles push bench examples/push/ --timeout 60 -o results.csv"
        },
        description = "Push labyrinths: the ASP competition's Labyrinth problem.")
public final class PushCommand extends EngineCommand {

    /** The commands, registered by the root command line (only the one asked for, when one is). */
    public static final Class<?>[] COMMANDS = {
        SolveCommand.class,
        CheckCommand.class,
        ShowCommand.class,
        GenerateCommand.class,
        BenchCommand.class,
    };

    @Override
    protected int run() {
        return Engines.missingCommand(spec);
    }
}
