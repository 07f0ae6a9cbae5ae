package org.gridpuzzles.cli.maze;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeGridsRequest;
import org.gridpuzzles.api.maze.MazeGridsResult;
import org.gridpuzzles.cli.common.EngineCommand;

import picocli.CommandLine.Command;

@Command(name = "grids", mixinStandardHelpOptions = true,
        description = "Lists the grid shapes, one per line: the name as --grid takes it, then a short description.")
final class GridsCommand extends EngineCommand {

    @Override
    protected int run() {
        out().print(Operations.get("maze grids", MazeGridsRequest.class, MazeGridsResult.class).run(new MazeGridsRequest(),
                context()).text());
        return 0;
    }
}
