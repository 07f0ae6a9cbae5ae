package org.gridpuzzles.cli.maze;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.Mazes;

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
        GridShape shape = grid == null ? null : GridShape.byLabel(grid);
        if (masked && !shape.takesMask()) {
            throw new InvalidInputException("--mask applies to rect, hex and triangle grids, not " + shape.label());
        }
        List<MazeAlgorithm> here = shape == null ? Mazes.algorithms() : Mazes.algorithms(shape, masked);
        if (format.is("json")) {
            List<Entry> runs = new ArrayList<>();
            here.forEach(a -> runs.add(new Entry(a.label(), a.description(), null)));
            List<Entry> others = new ArrayList<>();
            if (shape != null) {
                for (MazeAlgorithm a : Mazes.algorithms()) {
                    String why = Mazes.whyNot(a, shape, masked);
                    if (why != null) {
                        others.add(new Entry(a.label(), null, why));
                    }
                }
            }
            out().println(Json.write(new Listing(shape == null ? null : shape.label(), masked,
                    Mazes.defaultAlgorithm(shape == null ? GridShape.RECT : shape).label(), runs, others)));
            return 0;
        }
        for (MazeAlgorithm a : here) {
            out().printf("%-22s %s%n", a.label(), a.description());
        }
        if (whyNot) {
            for (MazeAlgorithm a : Mazes.algorithms()) {
                String why = Mazes.whyNot(a, shape, masked);
                if (why != null) {
                    out().printf("%-22s does not run here: %s%n", a.label(), why);
                }
            }
        }
        return 0;
    }

    /** JSON: the grid's default, the algorithms that run there, and (with a grid) the others, each with why not. */
    record Listing(String grid, boolean masked, String defaultAlgorithm, List<Entry> algorithms,
            List<Entry> notHere) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Entry(String name, String description, String why) {
    }
}
