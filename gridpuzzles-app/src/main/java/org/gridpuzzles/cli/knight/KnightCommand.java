package org.gridpuzzles.cli.knight;

import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles knight}: Knight's tours: Warnsdorff's rule, Squirrel-Cull, closed tours, studies. */
@Command(name = "knight", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles knight tour --size 8 --method warnsdorff --tiebreak 12345678",
            "  gridpuzzles knight tour --size 100 --method squirrel --format svg --out tour.svg",
            "  gridpuzzles knight tour --rows 6 --cols 9 --closed",
            "  gridpuzzles knight study --sizes 5..100 --trials 100 --tiebreak random",
            "  gridpuzzles knight count --size 5"
        },
        description = "Knight's tours: Warnsdorff's rule, Squirrel-Cull, closed tours, studies, counts.")
public final class KnightCommand implements Callable<Integer> {

    /** The commands, registered by the root command line (only the one asked for, when one is). */
    public static final Class<?>[] COMMANDS = {
        TourCommand.class,
        CheckCommand.class,
        VerifySquirrelCommand.class,
        StudyCommand.class,
        CountCommand.class,
        BenchCommand.class,
    };

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Engines.missingCommand(spec);
    }
}
