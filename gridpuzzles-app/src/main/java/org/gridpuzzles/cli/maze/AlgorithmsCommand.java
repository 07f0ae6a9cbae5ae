package org.gridpuzzles.cli.maze;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeAlgorithmsRequest;
import org.gridpuzzles.api.maze.MazeAlgorithmsResult;
import org.gridpuzzles.api.maze.MazeInputs;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "algorithms", mixinStandardHelpOptions = true,
        description = "Lists the maze algorithms: the name as --algorithm takes it, then a short description. With "
                + "--grid, those that run on that grid (--masked: with a mask).")
@Formats({"text", "json"})
final class AlgorithmsCommand extends EngineCommand {

    @Mixin
    FormatOption format;

    @Option(names = "--grid", paramLabel = "NAME", completionCandidates = MazeSource.GridNames.class,
            description = "Only the algorithms that run on this grid (see 'maze grids').")
    String grid;

    @Option(names = "--masked", description = "With --grid rect, hex or triangle: on a grid with a mask.")
    boolean masked;

    @Option(names = "--why-not", description = "With --grid: after those that run there, the others, each with "
            + "why it does not run on that grid.")
    boolean whyNot;

    @Override
    protected int run() {
        if (grid == null && whyNot) {
            throw new InvalidInputException("--why-not needs --grid NAME");
        }
        if (grid == null && masked) {
            throw new InvalidInputException("--masked needs --grid rect, hex or triangle");
        }
        if (masked && !MazeInputs.takesMask(grid)) {
            throw new InvalidInputException("--mask applies to rect, hex and triangle grids, not "
                    + MazeInputs.grid(grid));
        }
        MazeAlgorithmsResult listing = Operations.get("maze algorithms", MazeAlgorithmsRequest.class, MazeAlgorithmsResult.class)
                .run(new MazeAlgorithmsRequest(grid, masked, whyNot), context());
        out().print(format.is("json") ? OperationJson.write(listing) + "\n" : listing.text());
        return 0;
    }
}
