package org.gridpuzzles.cli.labyrinth;

import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles labyrinth}: One-way labyrinths: a line through every field from corner to corner. */
@Command(name = "labyrinth", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles labyrinth draw --size 21",
            "  gridpuzzles labyrinth count --size 9 --by-first-move",
            "  gridpuzzles labyrinth enumerate --size 5 --limit 10",
            "  gridpuzzles labyrinth explain --size 5 --moves DDDDRUUU --svg why.svg",
            "  gridpuzzles labyrinth check --size 3 --moves RRDLLDRR"
        },
        description = "One-way labyrinths: a line through every field from corner to corner.")
public final class LabyrinthCommand implements Callable<Integer> {

    /** The commands, registered by the root command line (only the one asked for, when one is). */
    public static final Class<?>[] COMMANDS = {
        CountCommand.class,
        EnumerateCommand.class,
        DrawCommand.class,
        StatsCommand.class,
        ExplainCommand.class,
        CheckCommand.class,
        BenchCommand.class,
    };

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Engines.missingCommand(spec);
    }
}
