package org.gridpuzzles.cli.knight;

import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles knight}: Knight's tours: Warnsdorff's rule, Squirrel-Cull, closed tours, studies. */
@Command(name = "knight", mixinStandardHelpOptions = true,
        description = "Knight's tours: Warnsdorff's rule, Squirrel-Cull, closed tours, studies, counts.",
        subcommands = {TourCommand.class, CheckCommand.class, VerifySquirrelCommand.class, StudyCommand.class, CountCommand.class, BenchCommand.class})
public final class KnightCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Engines.missingCommand(spec);
    }
}
