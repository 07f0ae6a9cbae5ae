package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.push.PushShowRequest;
import org.gridpuzzles.api.push.PushShowResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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

    @ArgGroup(exclusive = true)
    InstanceInput instance;

    @ArgGroup(exclusive = true)
    Steps toPlay;

    /** The pushes to play: --solution or --pushes, never both. */
    static final class Steps {

        @Option(names = "--solution", paramLabel = "S", description = "Solution facts to play ('-' for stdin).")
        String solution;

        @Option(names = "--pushes", paramLabel = "TEXT",
                description = "Push facts themselves instead of --solution, e.g. 'push(1,w,1).'")
        String pushes;
    }

    @Mixin
    FormatOption format;

    @ArgGroup(exclusive = true)
    Frames pictureFiles;

    /** Where picture frames go: --svg or --png, never both. */
    static final class Frames {

        @Option(names = "--svg", paramLabel = "OUT", description = "Write SVG to OUT.")
        Path svg;

        @Option(names = "--png", paramLabel = "OUT", description = "Write PNG to OUT.")
        Path png;
    }

    // the groups' values, read once picocli has set them (a group none of whose options came is null)
    private String file;
    private String facts;
    private String solution;
    private String pushes;
    private Path svg;
    private Path png;

    @Override
    protected int run() {
        file = InstanceInput.file(instance);
        facts = InstanceInput.facts(instance);
        solution = toPlay == null ? null : toPlay.solution;
        pushes = toPlay == null ? null : toPlay.pushes;
        svg = pictureFiles == null ? null : pictureFiles.svg;
        png = pictureFiles == null ? null : pictureFiles.png;
        if (format.given() && !format.is("text")) {
            return position();
        }
        if (facts != null || pushes != null) {
            // the text frames and the picture files keep their inputs as they always were
            Inputs.Text puzzle = Inputs.instance(file, facts);
            Inputs.Text steps = Inputs.solution(solution, pushes, "--solution");
            return frames(show(puzzle, steps), steps != null);
        }
        Path base = svg != null ? svg : png;
        // The frames' names are only known with the solution; their folder is the same, so checking the base
        // path finds an unwritable place before any work.
        AtomicFile.requireWritable(base);
        Inputs.atMostOneStdin(file, solution, "--solution");
        Inputs.Text puzzle = Inputs.instance(file, null);
        Inputs.Text steps = solution == null ? null : Inputs.read(solution);
        return frames(show(puzzle, steps), solution != null);
    }

    private PushShowResult show(Inputs.Text puzzle, Inputs.Text steps) {
        return Operations.get("push show", PushShowRequest.class, PushShowResult.class).run(
                new PushShowRequest(puzzle.content(), steps == null ? null : steps.content(), puzzle.source(),
                        steps == null ? null : steps.source()),
                RunContext.plain()); // showing reads no limits: Ctrl-C simply ends it, as before
    }

    private int frames(PushShowResult shown, boolean judged) {
        Path base = svg != null ? svg : png;
        AtomicFile.requireWritable(base);
        List<Picture> frames = shown.frames();
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
            out.println(shown.playedCheck());
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
        Inputs.Text puzzle = Inputs.instance(file, facts);
        PushShowResult shown = show(puzzle, Inputs.solution(solution, pushes, "--solution"));
        PrintWriter out = out();
        if (format.is("svg")) {
            out.print(Renderer.svg(shown.picture()));
            return Errors.OK;
        }
        out.println(OperationJson.write(shown));
        return Errors.OK;
    }

    private static Path numbered(Path base, int k) {
        String name = base.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String numbered = dot > 0 ? name.substring(0, dot) + "-" + k + name.substring(dot) : name + "-" + k;
        return base.resolveSibling(numbered);
    }
}
