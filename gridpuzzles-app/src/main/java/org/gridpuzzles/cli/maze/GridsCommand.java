package org.gridpuzzles.cli.maze;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.Mazes;

import picocli.CommandLine.Command;

@Command(name = "grids", mixinStandardHelpOptions = true,
        description = "Lists the grid shapes, one per line: the name as --grid takes it, then a short description.")
final class GridsCommand extends EngineCommand {

    @Override
    protected int run() {
        for (GridShape g : Mazes.grids()) {
            out().printf("%-10s %s%n", g.label(), g.description());
        }
        return 0;
    }
}
