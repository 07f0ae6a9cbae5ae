package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.render.Picture;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Generates a perfect maze.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze generate --algorithm inwinder --rows 8 --cols 13 --seed 1 --stats",
            "  gridpuzzles maze generate --size 9 --which last --labels ring",
            "  gridpuzzles maze generate -a wilson --rows 40 --cols 60 --format svg --out wilson.svg",
            "  gridpuzzles maze generate -a kruskal --size 20 --format json --out maze.json"
        })
final class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    MazeSource source;

    @Option(names = "--stats", description = "Print the algorithm's statistics block first (as in the seed).")
    boolean stats;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "ascii",
            description = "ascii (default), svg, png or json.")
    MazeFormat format;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Label each field: none (default), ring (its ring index), distance (passages from --root).")
    Labels labels;

    @Option(names = "--root", paramLabel = "r,c", defaultValue = "1,1",
            description = "Where --labels distance counts from (default ${DEFAULT-VALUE}).")
    String root;

    @Mixin
    OutOption out;

    @Override
    public Integer call() {
        MazeSource.Made made = source.make(labels == Labels.distance ? 8 : 0);
        PrintWriter stdout = spec.commandLine().getOut();
        if (stats) {
            stdout.print(made.statistics().block(made.title()));
            stdout.flush();
        }
        int rootField = made.maze().grid().index(made.maze().grid().require(Field.parse(root), "--root"));
        Picture picture = format == MazeFormat.json ? null
                : MazePictures.picture(made.maze(), labels, rootField, null);
        MazePictures.write(made, picture, format, out, stdout);
        return 0;
    }
}
