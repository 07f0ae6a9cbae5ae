package org.gridpuzzles.cli.maze;

import java.util.concurrent.Callable;

import org.gridpuzzles.maze.Algorithms;
import org.gridpuzzles.maze.MazeAlgorithm;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "algorithms", mixinStandardHelpOptions = true,
        description = "Lists the maze algorithms: the name as --algorithm takes it, then a short description.")
final class AlgorithmsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        for (MazeAlgorithm a : Algorithms.all()) {
            out.printf("%-22s %s%n", a.name(), a.description());
        }
        out.flush();
        return 0;
    }
}
