package org.gridpuzzles.cli.maze;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeStatsRequest;
import org.gridpuzzles.api.maze.MazeStatsResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "stats", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Measures the texture of a maze: dead ends, straight and turning fields, junctions, crossings, "
                + "and the longest path (diameter) with its ends. One 'name value' pair per line. On other grids "
                + "(--grid, --mask): fields, passages, loops, dead ends, corridors, junctions and the longest path.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze stats --algorithm wilson --size 100 --seed 7",
            "  gridpuzzles maze stats --compare --size 200 --seed 1      (every algorithm side by side)"
        })
@Formats({"text", "json"})
final class StatsCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--compare", description = "Generates one maze with every algorithm and prints a table.")
    boolean compare;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        boolean json = format.is("json");
        MazeStatsResult stats = Operations.get("maze stats", MazeStatsRequest.class, MazeStatsResult.class)
                .run(MazeStatsRequest.of(source.spec(), compare), context());
        out.text(json ? OperationJson.write(stats) + "\n" : stats.text(), out());
        return 0;
    }
}
