package org.gridpuzzles.cli.maze;

import java.util.Locale;

import org.gridpuzzles.api.maze.MazeAnimateRequest;
import org.gridpuzzles.api.maze.MazeSpec;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "animate", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Plays a maze's carving passage by passage (--show carving), or a solving method's search, the "
                + "fields it visits in order, and then its path (--show solving), as an animated GIF or an animated "
                + "SVG that loops, on every grid. The same as 'maze generate' or 'maze solve' with --format gif or "
                + "svg-animated.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze animate --size 20 --seed 1 --out carving.gif",
            "  gridpuzzles maze animate --grid polar --rings 10 -a wilson --format svg-animated --out polar.svg",
            "  gridpuzzles maze animate --size 20 --show solving --method astar --ends hardest --fps 20 --out a.gif"
        })
@Formats({"gif", "svg-animated"})
final class AnimateCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--show", paramLabel = "carving|solving", defaultValue = "carving",
            description = "carving (default): the passages in the order the algorithm carved them; solving: the "
                    + "fields the method visits, then the path.")
    String show;

    @Option(names = {"-m", "--method"}, paramLabel = "NAME", description = "solving: bfs (default), dijkstra, "
            + "astar, wall-follower, dead-end-filling or tremaux.")
    String method;

    @Option(names = "--from", paramLabel = "r,c", description = "solving: the start field (as 'maze solve').")
    String from;

    @Option(names = "--to", paramLabel = "r,c", description = "solving: the end field.")
    String to;

    @Option(names = "--ends", paramLabel = "hardest|border", description = "solving, instead of --from/--to: "
            + "hardest or border.")
    String ends;

    @Mixin
    Animations animation;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        String f = format.name();
        MazeSpec m = source.spec();
        String kind = show.toLowerCase(Locale.ROOT);
        // the request refuses a show it does not know, and solving's fields with a carving, naming the field
        MazeAnimateRequest request = new MazeAnimateRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(),
                m.bias(), m.cellChoice(), m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), kind,
                method, from, to, ends == null ? null : ends.toLowerCase(Locale.ROOT), f, animation.fps,
                animation.frames, m.levels());
        return Animations.write(request, context(), progress(), out, out(), err());
    }
}
