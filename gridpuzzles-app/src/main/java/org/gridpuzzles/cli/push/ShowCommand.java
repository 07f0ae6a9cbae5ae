package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPosition;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushStep;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code push show FILE [--solution S] [--svg|--png OUT]}: draws the board, one frame per push. */
@Command(name = "show", mixinStandardHelpOptions = true,
        customSynopsis = {"gridpuzzles push show [-hV] [--solution=S] [--svg=OUT | --png=OUT] FILE",
            "gridpuzzles push show (FILE | --facts=TEXT) [--solution=S | --pushes=TEXT] --format=json|svg"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push show examples/push/example.asp",
            "  gridpuzzles push solve examples/push/example.asp > example.sol",
            "  gridpuzzles push show examples/push/example.asp --solution example.sol --svg frames.svg",
            "  gridpuzzles push show examples/push/example.asp --pushes 'push(1,w,1).' --format json"
        },
        description = {"Draws the labyrinth: tiles with their openings, avatar (A; a = fields it can be on, shaded),"
                + " goal (G); with --solution one frame per push.",
            "With --svg/--png and a solution of t pushes, frames go to OUT-0 .. OUT-t (same extension).",
            "--format json or svg writes only the position after the pushes to standard output."})
@Formats({"text", "json", "svg"})
final class ShowCommand extends EngineCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "Instance ('-' for stdin); leave it out with --facts.")
    String file;

    @Option(names = "--facts", paramLabel = "TEXT", description = "The instance's facts themselves instead of FILE.")
    String facts;

    @Option(names = "--pushes", paramLabel = "TEXT",
            description = "Push facts themselves instead of --solution, e.g. 'push(1,w,1).'")
    String pushes;

    @Mixin
    FormatOption format;

    /**
     * The JSON position: {@code tiles[x-1][y-1]} the openings of field (x,y) as letters out of "nesw", the goal, the
     * fields the avatar can be on and those it can walk to now (the start's neighbourhood before the first push) as
     * [x, y], and the verdict of the pushes as a solution (null for none).
     */
    record PositionJson(int n, int maxSteps, List<String> pushes, List<List<String>> tiles, List<Integer> goal,
            List<List<Integer>> avatar, List<List<Integer>> walk, boolean reached, String check) {
    }

    @Option(names = "--solution", paramLabel = "S", description = "Solution facts to play ('-' for stdin).")
    String solution;

    @Option(names = "--svg", paramLabel = "OUT", description = "Write SVG to OUT.")
    Path svg;

    @Option(names = "--png", paramLabel = "OUT", description = "Write PNG to OUT.")
    Path png;

    @Override
    protected int run() {
        if (format.given() && !format.is("text")) {
            return position();
        }
        if (facts != null || pushes != null) {
            // the text frames and the picture files keep their inputs as they always were
            PushPuzzle puzzle = Inputs.puzzle(file, facts);
            List<PushStep> steps = Inputs.solution(solution, pushes, "--solution", puzzle);
            List<Push> played = steps == null ? List.of() : PushLabyrinths.inStepOrder(steps);
            return frames(puzzle, played, steps != null);
        }
        if (svg != null && png != null) {
            throw new InvalidInputException("give either --svg or --png, not both");
        }
        Path base = svg != null ? svg : png;
        // The frames' names are only known with the solution; their folder is the same, so checking the base
        // path finds an unwritable place before any work.
        AtomicFile.requireWritable(base);
        Inputs.atMostOneStdin(file, solution, "--solution");
        PushPuzzle puzzle = Inputs.puzzle(file, null);
        List<Push> played = solution == null ? List.of()
                : PushLabyrinths.inStepOrder(Inputs.solution(solution, puzzle));
        return frames(puzzle, played, solution != null);
    }

    private int frames(PushPuzzle puzzle, List<Push> pushes, boolean judged) {
        Path base = svg != null ? svg : png;
        if (svg != null && png != null) {
            throw new InvalidInputException("give either --svg or --png, not both");
        }
        AtomicFile.requireWritable(base);
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
            Format kind = svg != null ? Format.SVG : Format.PNG;
            if (frames.size() == 1) {
                Renderer.write(frames.get(0), kind, base);
                out.println("wrote " + base);
            } else {
                for (int k = 0; k < frames.size(); k++) {
                    Path p = numbered(base, k);
                    Renderer.write(frames.get(k), kind, p);
                    out.println("wrote " + p);
                    out.flush();
                }
            }
        }
        if (judged) {
            out.println(PushLabyrinths.describe(PushLabyrinths.check(puzzle, pushes)));
        }
        return Errors.OK;
    }

    /** {@code --format json|svg}: the position after the pushes, on standard output. */
    private int position() {
        if (svg != null || png != null) {
            throw new InvalidInputException("--format " + format.name() + " writes to standard output: leave out "
                    + (svg != null ? "--svg" : "--png"));
        }
        Inputs.atMostOneStdin(file, solution, "--solution");
        PushPuzzle puzzle = Inputs.puzzle(file, facts);
        List<PushStep> steps = Inputs.solution(solution, pushes, "--solution", puzzle);
        List<Push> played = steps == null ? List.of() : PushLabyrinths.inStepOrder(steps);
        PrintWriter out = out();
        if (format.is("svg")) {
            List<Picture> frames = PushLabyrinths.frames(puzzle, played);
            out.print(Renderer.svg(frames.get(frames.size() - 1)));
            return Errors.OK;
        }
        PushPosition p = PushLabyrinths.position(puzzle, played);
        int n = p.n();
        List<List<String>> tiles = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            List<String> row = new ArrayList<>();
            for (int y = 0; y < n; y++) {
                row.add(letters(p.openings().get(x * n + y)));
            }
            tiles.add(row);
        }
        List<String> facts = new ArrayList<>();
        for (int k = 0; k < played.size(); k++) {
            facts.add(played.get(k).fact(k + 1));
        }
        out.println(Json.write(new PositionJson(n, puzzle.maxSteps(), facts, tiles, field(p.goal(), n),
                p.avatar().stream().map(f -> field(f, n)).toList(), p.walk().stream().map(f -> field(f, n)).toList(),
                p.reached(),
                steps == null ? null : PushLabyrinths.describe(PushLabyrinths.checkSteps(puzzle, steps)))));
        return Errors.OK;
    }

    private static String letters(int open) {
        StringBuilder sb = new StringBuilder(4);
        if ((open & PushPuzzle.NORTH) != 0) {
            sb.append('n');
        }
        if ((open & PushPuzzle.EAST) != 0) {
            sb.append('e');
        }
        if ((open & PushPuzzle.SOUTH) != 0) {
            sb.append('s');
        }
        if ((open & PushPuzzle.WEST) != 0) {
            sb.append('w');
        }
        return sb.toString();
    }

    private static List<Integer> field(int f, int n) {
        return List.of(f / n + 1, f % n + 1);
    }

    private static Path numbered(Path base, int k) {
        String name = base.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String numbered = dot > 0 ? name.substring(0, dot) + "-" + k + name.substring(dot) : name + "-" + k;
        return base.resolveSibling(numbered);
    }
}
