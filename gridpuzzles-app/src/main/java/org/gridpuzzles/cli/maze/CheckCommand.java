package org.gridpuzzles.cli.maze;

import java.nio.file.Path;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeCheckRequest;
import org.gridpuzzles.api.maze.MazeCheckResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.io.TextFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Checks that a maze (JSON from 'maze generate --format json', or an ASCII picture) is "
                + "perfect: consistent walls, connected, fields - 1 passages. Exit 0 if it is, or if it is connected "
                + "with loops (a braid maze: 'connected, with loops'), 1 with the reason if not, 2 if the file is not "
                + "a whole maze. Mazes on any grid (JSON that names its \"grid\") are checked from their list of "
                + "passages: each joins neighbours, bridges of a weave are sound, every field is reached.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles maze generate -a eller --size 30 --format json --out m.json && "
                + "gridpuzzles maze check m.json",
            "  gridpuzzles maze generate --unicursal --size 8 --format json --out lab.json && "
                + "gridpuzzles maze check --unicursal lab.json"})
final class CheckCommand extends EngineCommand {

    @Parameters(paramLabel = "FILE", description = "The maze file (.json or an ASCII picture).")
    Path file;

    @Option(names = "--unicursal", description = "Also checks that the maze is unicursal, one path through every "
            + "field (no field with more than two passages; 'maze generate --unicursal' makes such labyrinths): a "
            + "second line 'unicursal: yes', or 'unicursal: no' with the first field that branches (exit 1).")
    boolean unicursal;

    @Override
    protected int run() {
        MazeCheckResult v = Operations.get("maze check", MazeCheckRequest.class, MazeCheckResult.class)
                .run(new MazeCheckRequest(TextFiles.read(file), file.toString()), context());
        out().println(v.text());
        if (unicursal && v.valid()) {
            out().println(v.unicursalText());
        }
        out().flush();
        return v.valid() && (!unicursal || v.unicursal()) ? Errors.OK : Errors.NO;
    }
}
