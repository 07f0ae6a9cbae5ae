package org.gridpuzzles.cli.maze;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.maze.CarvedMaze;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Generates a perfect maze.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze generate --algorithm inwinder --rows 8 --cols 13 --seed 1 --stats",
            "  gridpuzzles maze generate --size 9 --which last --labels ring",
            "  gridpuzzles maze generate -a wilson --rows 40 --cols 60 --format svg --out wilson.svg",
            "  gridpuzzles maze generate -a kruskal --size 20 --format json --out maze.json"
        })
@Formats({"ascii", "svg", "png", "json"})
final class GenerateCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--stats", description = "Prints the algorithm's statistics block first (as in the inwinder "
            + "article).")
    boolean stats;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Labels each field: none (default), ring (its ring index), distance (passages from "
                    + "--root).")
    FieldLabel labels;

    @Option(names = "--root", paramLabel = "r,c", defaultValue = "1,1",
            description = "Where --labels distance counts from (default ${DEFAULT-VALUE}).")
    String root;

    @Option(names = "--carving", description = "JSON: adds the order in which the algorithm carved the passages, "
            + "\"carving\": [[row, col, \"R\"], ...], one step per passage (direction U, R, D or L from that field); "
            + "recursive division's steps are the gaps of the walls it builds, [row, col, \"D\", from, to] with the "
            + "wall's first and last column (D: below the row) or row (R: right of the column).")
    boolean carving;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        format.name();
        Field rootField = Field.parse(root);
        MazeOptions options = source.options();
        source.grid().require(rootField, "--root");
        if (carving && !format.is("json")) {
            throw new InvalidInputException("--carving is written in the JSON output: add --format json");
        }
        if (carving) {
            CarvedMaze carved = source.makeCarving(options);
            if (stats) {
                out().print(carved.result().statisticsBlock());
                out().flush();
            }
            MazeOutput.json(carved, out, out());
            return 0;
        }
        MazeResult made = source.make(options, labels == FieldLabel.DISTANCE ? 8 : 0);
        if (stats) {
            out().print(made.statisticsBlock());
            out().flush();
        }
        if (format.is("json")) {
            MazeOutput.json(made, out, out());
        } else {
            out.picture(Mazes.picture(made.maze(), labels, rootField), format.picture(), out());
        }
        return 0;
    }
}
