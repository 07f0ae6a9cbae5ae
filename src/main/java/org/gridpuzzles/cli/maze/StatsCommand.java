package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.Algorithms;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeAnalysis;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "stats", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Texture of a maze: dead ends, straight and turning fields, junctions, crossings, and the "
                + "longest path (diameter) with its ends. One 'name value' pair per line.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze stats --algorithm wilson --size 100 --seed 7",
            "  gridpuzzles maze stats --compare --size 200 --seed 1      (every algorithm side by side)"
        })
final class StatsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    MazeSource source;

    @Option(names = "--compare", description = "Generate one maze with every algorithm and print a table.")
    boolean compare;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "text (default) or json.")
    String format;

    @Mixin
    OutOption out;

    @Override
    public Integer call() {
        if (!format.equals("text") && !format.equals("json")) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--format '" + format + "' is not text or json");
        }
        PrintWriter stdout = spec.commandLine().getOut();
        if (!compare) {
            MazeSource.Made made = source.make(12);
            MazeAnalysis.Texture t = MazeAnalysis.texture(made.maze());
            out.text(format.equals("json") ? Json.write(t) + "\n" : t.lines(), stdout);
            return 0;
        }
        List<MazeAnalysis.Texture> rows = new ArrayList<>();
        List<String> names = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-22s %9s %9s %9s %9s %9s %12s%n", "algorithm", "dead-ends", "straight",
                "turning", "junctions", "crossings", "longest-path"));
        for (MazeAlgorithm a : Algorithms.all()) {
            source.algorithm = a.name();
            MazeSource.Made made = source.make(12);
            MazeAnalysis.Texture t = MazeAnalysis.texture(made.maze());
            rows.add(t);
            names.add(a.name());
            sb.append(String.format("%-22s %9d %9d %9d %9d %9d %12d%n", a.name(), t.deadEnds(), t.straights(),
                    t.turns(), t.junctions(), t.crossings(), t.diameter()));
        }
        if (format.equals("json")) {
            var map = new java.util.LinkedHashMap<String, MazeAnalysis.Texture>();
            for (int k = 0; k < names.size(); k++) {
                map.put(names.get(k), rows.get(k));
            }
            out.text(Json.write(map) + "\n", stdout);
        } else {
            out.text(sb.toString(), stdout);
        }
        return 0;
    }
}
