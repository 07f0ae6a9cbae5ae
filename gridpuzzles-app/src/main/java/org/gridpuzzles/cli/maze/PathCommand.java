package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.Labels;
import org.gridpuzzles.api.maze.MazeSpec;
import org.gridpuzzles.api.maze.MazePathRequest;
import org.gridpuzzles.api.maze.MazePathResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "path", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Finds the unique path between two fields of a maze, marked with * in ASCII and drawn in "
                + "SVG/PNG. The first line gives its length in passages. JSON: {\"rows\", \"cols\", \"from\": [r, c], "
                + "\"to\": [r, c], \"found\", \"length\", \"path\": [[r, c], ...]} and nothing else.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze path --rows 8 --cols 13 --seed 1 --from 8,1 --to 1,13",
            "  gridpuzzles maze path --maze maze.json --from 1,1 --to 20,20 --format svg --out path.svg"
        })
@Formats({"ascii", "svg", "png", "json"})
final class PathCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--colour", paramLabel = "none|distance", defaultValue = "none",
            description = "SVG/PNG: shades each field by its distance from --from (default none).")
    String colour;

    @Option(names = "--from", paramLabel = "r,c", description = "Start field (default: lower-left corner).")
    String from;

    @Option(names = "--to", paramLabel = "r,c", description = "End field (default: upper-right corner).")
    String to;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Labels each field: none (default), ring, distance (from --from).")
    Labels labels;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        format.name();
        String shade = MazeOutput.colour(colour);
        MazeSpec maze = source.spec();
        MazeSource.requireLabelsOnRect(maze, labels);
        MazePathRequest request = MazePathRequest.of(maze, shade, from, to, labels, !format.is("json"));
        MazePathResult path = Operations.get("maze path", MazePathRequest.class, MazePathResult.class).run(request, context());
        if (format.is("json")) {
            out.text(OperationJson.write(path) + "\n", out());
            return path.found() ? 0 : 1;
        }
        Format picture = MazeOutput.pictureFormat(format, path.drawing());
        MazeOutput.requireFormat(path.drawing(), picture);
        if (!path.found()) {
            out().println(path.text());
            out().flush();
            return 1;
        }
        PrintWriter line = MazeOutput.summary(picture, out, out(), err());
        line.println(path.text());
        line.flush();
        MazeOutput.picture(path.drawing(), picture, out, out());
        return 0;
    }
}
