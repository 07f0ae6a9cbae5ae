package org.gridpuzzles.cli.maze;

import org.gridpuzzles.cli.common.Engines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles maze}: Perfect mazes: inwinder and the classic algorithms. */
@Command(name = "maze", mixinStandardHelpOptions = true,
        description = "Perfect and braid mazes on rect, polar, hex, triangle, weave, cylinder, torus, "
                + "Moebius, Klein, upsilon, 3d and masked grids: "
                + "inwinder and the classic algorithms; statistics, solvers, pictures, checks.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze generate --algorithm inwinder --rows 8 --cols 13 --seed 1 --stats --labels ring",
            "  gridpuzzles maze path --rows 8 --cols 13 --seed 1 --from 8,1 --to 1,13",
            "  gridpuzzles maze stats --compare --size 100",
            "  gridpuzzles maze bench --sizes 300,1000"
        })
public final class MazeCommand implements java.util.concurrent.Callable<Integer> {

    /** The commands, registered by the root command line (only the one asked for, when one is). */
    public static final Class<?>[] COMMANDS = {
        AlgorithmsCommand.class,
        GridsCommand.class,
        GenerateCommand.class,
        PathCommand.class,
        SolveCommand.class,
        StatsCommand.class,
        CheckCommand.class,
        BenchCommand.class,
        CountCommand.class,
        PrintCommand.class,
        AnimateCommand.class,
    };

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Engines.missingCommand(spec);
    }
}
