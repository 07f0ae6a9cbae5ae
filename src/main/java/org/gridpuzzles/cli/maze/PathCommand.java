package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.maze.MazeAnalysis;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "path", mixinStandardHelpOptions = true, sortOptions = false,
        description = "The unique path between two fields of a maze, marked with * in ASCII and drawn in SVG/PNG. "
                + "The first line gives its length in passages.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze path --rows 8 --cols 13 --seed 1 --from 8,1 --to 1,13",
            "  gridpuzzles maze path --maze maze.json --from 1,1 --to 20,20 --format svg --out path.svg"
        })
final class PathCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    MazeSource source;

    @Option(names = "--from", paramLabel = "r,c", description = "Start field (default: lower-left corner).")
    String from;

    @Option(names = "--to", paramLabel = "r,c", description = "End field (default: upper-right corner).")
    String to;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "ascii",
            description = "ascii (default), svg or png.")
    MazeFormat format;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Label each field: none (default), ring, distance (from --from).")
    Labels labels;

    @Mixin
    OutOption out;

    @Override
    public Integer call() {
        if (format == MazeFormat.json) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--format json is not available for path; use ascii, svg or png");
        }
        MazeSource.Made made = source.make(12);
        Grid grid = made.maze().grid();
        Field a = grid.require(from == null ? new Field(grid.rows(), 1) : Field.parse(from), "--from");
        Field b = grid.require(to == null ? new Field(1, grid.cols()) : Field.parse(to), "--to");
        int[] path = MazeAnalysis.path(made.maze(), grid.index(a), grid.index(b));
        PrintWriter stdout = spec.commandLine().getOut();
        if (path.length == 0) {
            stdout.println("no path from " + a + " to " + b + ": the maze is not connected");
            stdout.flush();
            return 1;
        }
        stdout.println("path " + a + " -> " + b + ": " + (path.length - 1) + " passages");
        stdout.flush();
        MazePictures.write(made, MazePictures.picture(made.maze(), labels, grid.index(a), path), format, out,
                stdout);
        return 0;
    }
}
