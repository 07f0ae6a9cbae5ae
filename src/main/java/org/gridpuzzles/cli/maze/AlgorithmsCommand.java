package org.gridpuzzles.cli.maze;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.Mazes;

import picocli.CommandLine.Command;

@Command(name = "algorithms", mixinStandardHelpOptions = true,
        description = "Lists the maze algorithms: the name as --algorithm takes it, then a short description.")
final class AlgorithmsCommand extends EngineCommand {

    @Override
    protected int run() {
        for (MazeAlgorithm a : Mazes.algorithms()) {
            out().printf("%-22s %s%n", a.label(), a.description());
        }
        return 0;
    }
}
