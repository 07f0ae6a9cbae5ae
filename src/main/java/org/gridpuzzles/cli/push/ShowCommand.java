package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code push show FILE [--solution S] [--svg|--png OUT]}: draws the board, one frame per push. */
@Command(name = "show", mixinStandardHelpOptions = true,
        customSynopsis = "gridpuzzles push show [-hV] [--solution=S] [--svg=OUT | --png=OUT] FILE",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push show examples/push/example.asp",
            "  gridpuzzles push solve examples/push/example.asp > example.sol",
            "  gridpuzzles push show examples/push/example.asp --solution example.sol --svg frames.svg"
        },
        description = {"Draws the labyrinth: tiles with their openings, avatar (A; a = fields it can be on, shaded),"
                + " goal (G); with --solution one frame per push.",
            "With --svg/--png and a solution of t pushes, frames go to OUT-0 .. OUT-t (same extension)."})
final class ShowCommand extends EngineCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "Instance ('-' for stdin).")
    String file;

    @Option(names = "--solution", paramLabel = "S", description = "Solution facts to play ('-' for stdin).")
    String solution;

    @Option(names = "--svg", paramLabel = "OUT", description = "Write SVG to OUT.")
    Path svg;

    @Option(names = "--png", paramLabel = "OUT", description = "Write PNG to OUT.")
    Path png;

    @Override
    protected int run() {
        if (svg != null && png != null) {
            throw new InvalidInputException("give either --svg or --png, not both");
        }
        Path base = svg != null ? svg : png;
        // The frames' names are only known with the solution; their folder is the same, so checking the base
        // path finds an unwritable place before any work.
        AtomicFile.requireWritable(base);
        Inputs.atMostOneStdin(file, solution, "--solution");
        PushPuzzle puzzle = Inputs.puzzle(file);
        List<Push> pushes = solution == null ? List.of()
                : PushLabyrinths.inStepOrder(Inputs.solution(solution, puzzle));
        List<Picture> frames = PushLabyrinths.frames(puzzle, pushes);
        PrintWriter out = out();
        if (base == null) {
            StringBuilder sb = new StringBuilder();
            for (Picture p : frames) {
                AsciiRenderer.render(p, sb);
                sb.append('\n');
            }
            out.print(sb);
        } else {
            Format format = svg != null ? Format.SVG : Format.PNG;
            if (frames.size() == 1) {
                Renderer.write(frames.get(0), format, base);
                out.println("wrote " + base);
            } else {
                for (int k = 0; k < frames.size(); k++) {
                    Path p = numbered(base, k);
                    Renderer.write(frames.get(k), format, p);
                    out.println("wrote " + p);
                    out.flush();
                }
            }
        }
        if (solution != null) {
            out.println(PushLabyrinths.describe(PushLabyrinths.check(puzzle, pushes)));
        }
        return Errors.OK;
    }

    private static Path numbered(Path base, int k) {
        String name = base.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String numbered = dot > 0 ? name.substring(0, dot) + "-" + k + name.substring(dot) : name + "-" + k;
        return base.resolveSibling(numbered);
    }
}
