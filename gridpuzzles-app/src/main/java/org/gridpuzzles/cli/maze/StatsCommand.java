package org.gridpuzzles.cli.maze;

import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.GridMazeTexture;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazeTexture;
import org.gridpuzzles.maze.Mazes;

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
        MazeOptions options = source.options();
        if (source.general()) {
            return runGeneral(options, json);
        }
        if (!compare) {
            MazeTexture t = Mazes.texture(source.make(options, 12).maze());
            out.text(json ? Json.write(t) + "\n" : t.lines(), out());
            return 0;
        }
        Map<MazeAlgorithm, MazeTexture> textures;
        if (source.fromFile()) {
            // the file's maze stands in for every algorithm
            MazeTexture t = Mazes.texture(source.make(options, 12).maze());
            textures = new LinkedHashMap<>();
            for (MazeAlgorithm a : Mazes.algorithms()) {
                textures.put(a, t);
            }
        } else {
            textures = Mazes.compare(source.grid(), options, limits());
        }
        if (json) {
            Map<String, MazeTexture> byName = new LinkedHashMap<>();
            textures.forEach((a, t) -> byName.put(a.label(), t));
            out.text(Json.write(byName) + "\n", out());
            return 0;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-22s %9s %9s %9s %9s %9s %12s%n", "algorithm", "dead-ends", "straight",
                "turning", "junctions", "crossings", "longest-path"));
        textures.forEach((a, t) -> sb.append(String.format("%-22s %9d %9d %9d %9d %9d %12d%n", a.label(),
                t.deadEnds(), t.straights(), t.turns(), t.junctions(), t.crossings(), t.diameter())));
        out.text(sb.toString(), out());
        return 0;
    }

    private int runGeneral(MazeOptions options, boolean json) {
        CellGrid grid = source.cellGrid();
        if (!compare) {
            GridMazeTexture t = Mazes.texture(source.makeGeneral(options, 12).maze());
            out.text(json ? Json.write(t) + "\n" : t.lines(), out());
            return 0;
        }
        Map<String, GridMazeTexture> textures = new LinkedHashMap<>();
        Limits limits = limits();
        if (source.fromFile()) {
            GridMazeTexture t = Mazes.texture(source.makeGeneral(options, 12).maze());
            textures.put("file", t);
        } else {
            for (MazeAlgorithm a : Mazes.algorithms(grid.shape(), grid.masked())) {
                limits.check();
                textures.put(a.label(), Mazes.texture(source.makeGeneral(options.algorithm(a), 12).maze()));
            }
        }
        if (json) {
            out.text(Json.write(textures) + "\n", out());
            return 0;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-22s %9s %9s %9s %9s %12s%n", "algorithm", "dead-ends", "corridors", "junctions",
                "loops", "longest-path"));
        textures.forEach((a, t) -> sb.append(String.format("%-22s %9d %9d %9d %9d %12d%n", a, t.deadEnds(),
                t.corridors(), t.junctions(), t.loops(), t.diameter())));
        out.text(sb.toString(), out());
        return 0;
    }
}
