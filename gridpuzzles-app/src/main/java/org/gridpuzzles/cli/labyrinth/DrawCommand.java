package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.util.List;

import org.gridpuzzles.cli.common.AsciiOutput;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.labyrinth.DrawOptions;
import org.gridpuzzles.labyrinth.DrawnLine;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.LineChoice;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth draw}: the one-way drawing that never gets stuck. */
@Command(name = "draw", mixinStandardHelpOptions = true,
        description = "Draws a line that chooses uniformly among the available next fields and never gets stuck.")
@Formats({"ascii", "svg", "png", "json", "moves"})
final class DrawCommand extends EngineCommand {

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

    @Mixin
    FormatOption format;

    record LineJson(String moves, long undecided) {
    }

    record DrawJson(int rows, int cols, long seed, List<LineJson> lines) {
    }

    @Override
    protected int run() {
        String fmt = format.name();
        if (format.picture() == Format.PNG && out.path() == null && System.console() != null) {
            // the same refusal the picture writer gives, before the work rather than after it
            throw new InvalidInputException("a PNG picture needs --out FILE (or a pipe)");
        }
        Labyrinth lab = board.solvable();
        DrawOptions options = drawing.options(lab, seed.seed(), runs,
                uniformPaths ? LineChoice.EVERY_WALKTHROUGH_EQUAL : LineChoice.EACH_STEP_UNIFORM, limits());
        PrintWriter stdout = out();
        switch (fmt) {
            case "moves" -> {
                if (out.path() == null) {
                    // one line per finished run, flushed at once; a reader that went away (| head) ends the run
                    Labyrinths.draw(lab, options, line -> {
                        stdout.print(line.moves() + "\n");
                        return !AsciiOutput.closed(stdout);
                    });
                } else {
                    StringBuilder sb = new StringBuilder();
                    Labyrinths.draw(lab, options, line -> {
                        sb.append(line.moves()).append('\n');
                        return true;
                    });
                    out.text(sb.toString(), stdout);
                }
            }
            case "json" -> {
                List<LineJson> lines = Labyrinths.drawAll(lab, options).stream()
                        .map(l -> new LineJson(l.moves(), l.undecided())).toList();
                out.text(Json.write(new DrawJson(lab.grid().rows(), lab.grid().cols(), seed.seed(), lines)) + "\n",
                        stdout);
            }
            case "ascii" -> {
                StringBuilder sb = new StringBuilder();
                String title = lab.grid() + " one-way labyrinth, seed " + seed.seed();
                for (DrawnLine l : Labyrinths.drawAll(lab, options)) {
                    sb.append(AsciiRenderer.render(Labyrinths.picture(lab, l.fields(), title)));
                    sb.append(l.moves()).append('\n');
                }
                out.text(sb.toString(), stdout);
            }
            default -> {
                // a picture shows the first line
                DrawnLine first = Labyrinths.draw(lab, options);
                out.picture(Labyrinths.picture(lab, first.fields(), null), format.picture(), stdout);
            }
        }
        return Errors.OK;
    }
}
