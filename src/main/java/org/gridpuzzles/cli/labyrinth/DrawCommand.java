package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.labyrinth.Drawer;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.WalkthroughVerifier;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code labyrinth draw}: the one-way drawing that never gets stuck. */
@Command(name = "draw", mixinStandardHelpOptions = true,
        description = "Draws a line that chooses uniformly among the available next fields and never gets stuck.")
public final class DrawCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LabyrinthOptions board;

    @Mixin
    SeedOption seed;

    @Mixin
    OutOption out;

    @Option(names = "--runs", paramLabel = "K", description = "Number of lines to draw (default 1).")
    int runs = 1;

    @Option(names = "--uniform-paths", description = "Draw every walkthrough with equal probability (exact counts "
            + "at every step; up to 11 x 11).")
    boolean uniformPaths;

    @Mixin
    DrawingOptions drawing;

    @Option(names = "--format", paramLabel = "FMT", description = "ascii (default), svg, png, json or moves.")
    OutputFormat format = OutputFormat.ASCII;

    @Override
    public Integer call() {
        Labyrinth lab = board.solvable();
        Drawer drawer = drawing.drawer(lab, uniformPaths, runs);
        SplittableRandom rnd = new SplittableRandom(seed.seed());
        PrintWriter stdout = spec.commandLine().getOut();
        List<Drawer.Result> results = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            Drawer.Result r = drawer.draw(rnd);
            String problem = r.stuck() ? "stuck" : WalkthroughVerifier.problem(lab, r.moves());
            if (problem != null) {
                throw new IllegalStateException("drawn line is not a walkthrough: " + problem);
            }
            results.add(r);
        }
        switch (format) {
            case MOVES -> {
                StringBuilder sb = new StringBuilder();
                results.forEach(r -> sb.append(r.moves()).append('\n'));
                out.text(sb.toString(), stdout);
            }
            case JSON -> {
                List<Map<String, Object>> lines = new ArrayList<>();
                for (Drawer.Result r : results) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("moves", r.moves());
                    m.put("undecided", r.undecided());
                    lines.add(m);
                }
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("rows", lab.grid().rows());
                m.put("cols", lab.grid().cols());
                m.put("seed", seed.seed());
                m.put("lines", lines);
                out.text(Json.write(m) + "\n", stdout);
            }
            case ASCII -> {
                StringBuilder sb = new StringBuilder();
                for (Drawer.Result r : results) {
                    sb.append(org.gridpuzzles.render.AsciiRenderer.render(Pictures.line(lab, r.fields(),
                            lab.grid() + " one-way labyrinth, seed " + seed.seed())));
                    sb.append(r.moves()).append('\n');
                }
                out.text(sb.toString(), stdout);
            }
            default -> out.picture(Pictures.line(lab, results.get(0).fields(), null), format.picture(), stdout);
        }
        return Errors.OK;
    }
}
