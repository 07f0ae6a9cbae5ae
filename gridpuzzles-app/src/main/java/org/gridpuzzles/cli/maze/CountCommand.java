package org.gridpuzzles.cli.maze;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeCountRequest;
import org.gridpuzzles.api.maze.MazeCountResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "count", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Counts the perfect mazes of a grid exactly: its spanning trees, by the matrix-tree theorem "
                + "(a determinant modulo primes, joined by the Chinese remainder theorem). Any grid but weave, masks "
                + "included; the grid of --maze FILE. The algorithm and seed options play no part. The bare number "
                + "is the last line. Wilson's and Aldous-Broder's algorithms draw every one of these mazes with the "
                + "same chance; the others do not.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze count --size 4              (100352)",
            "  gridpuzzles maze count --grid hex --rows 10 --cols 10",
            "  gridpuzzles maze count --grid polar --rings 8 --format json"
        })
@Formats({"text", "json"})
final class CountCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        MazeCountResult r;
        try (Progress p = progress()) {
            r = Operations.get("maze count", MazeCountRequest.class, MazeCountResult.class)
                    .run(MazeCountRequest.of(source.spec()), context().withProgress(p));
        }
        out.text(format.is("json") ? OperationJson.write(r) + "\n" : r.text(), out());
        return 0;
    }
}
