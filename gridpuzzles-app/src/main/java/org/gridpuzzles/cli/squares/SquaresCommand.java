package org.gridpuzzles.cli.squares;

import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles squares}: Avoid the square: drawn games, their counts, and the game itself. */
@Command(name = "squares", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles squares count --size 5",
            "  gridpuzzles squares table --max 8",
            "  gridpuzzles squares list --size 6 --limit 2",
            "  gridpuzzles squares solve --size 3",
            "  gridpuzzles squares play --size 4",
            "  gridpuzzles squares move --position 'xox/..o/.ox'"
        },
        description = "Avoid the square: drawn games, their counts, and the game itself.")
public final class SquaresCommand implements Callable<Integer> {

    /** The commands, registered by the root command line (only the one asked for, when one is). */
    public static final Class<?>[] COMMANDS = {
        CountCommand.class,
        TableCommand.class,
        ListCommand.class,
        CheckCommand.class,
        SolveCommand.class,
        CheckProofCommand.class,
        PlayCommand.class,
        MoveCommand.class,
        LargestCommand.class,
        BenchCommand.class,
    };

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Engines.missingCommand(spec);
    }
}
