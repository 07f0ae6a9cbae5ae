package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.push.Checker;
import org.gridpuzzles.push.Drawing;
import org.gridpuzzles.push.Labyrinth;
import org.gridpuzzles.push.LabyrinthReader;
import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.SolutionReader;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code push show FILE [--solution S] [--svg|--png OUT]}: draws the board, one frame per push. */
@Command(name = "show", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push show board.lp",
            "  gridpuzzles push show board.lp --solution board.sol --svg frames.svg"
        },
        description = {"Draws the labyrinth: tiles with their openings, avatar (A; a = fields it can be on, shaded),"
                + " goal (G); with --solution one frame per push.",
            "With --svg/--png and a solution of t pushes, frames go to OUT-0 .. OUT-t (same extension)."})
public final class ShowCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "Instance ('-' for stdin).")
    String file;

    @Option(names = "--solution", paramLabel = "S", description = "Solution facts to play ('-' for stdin).")
    String solution;

    static final class Target {
        @Option(names = "--svg", paramLabel = "OUT", description = "Write SVG to OUT.")
        Path svg;

        @Option(names = "--png", paramLabel = "OUT", description = "Write PNG to OUT.")
        Path png;
    }

    @ArgGroup(exclusive = true)
    Target target;

    @Override
    public Integer call() {
        if ("-".equals(file) && "-".equals(solution)) {
            throw new InvalidInputException("only one of FILE and --solution can be standard input");
        }
        Labyrinth lab = LabyrinthReader.read(file);
        List<Push> pushes = new ArrayList<>();
        if (solution != null) {
            List<SolutionReader.Step> steps = new ArrayList<>(SolutionReader.read(solution, lab.n()));
            steps.sort(java.util.Comparator.comparingInt(SolutionReader.Step::step));
            for (SolutionReader.Step s : steps) {
                pushes.add(s.push());
            }
        }
        List<Picture> frames = Drawing.frames(lab, pushes);
        PrintWriter out = spec.commandLine().getOut();
        if (target == null) {
            StringBuilder sb = new StringBuilder();
            for (Picture p : frames) {
                AsciiRenderer.render(p, sb);
                sb.append('\n');
            }
            out.print(sb);
        } else {
            Format format = target.svg != null ? Format.SVG : Format.PNG;
            Path base = target.svg != null ? target.svg : target.png;
            if (frames.size() == 1) {
                Renderer.write(frames.get(0), format, base);
                out.println("wrote " + base);
            } else {
                for (int k = 0; k < frames.size(); k++) {
                    Path p = numbered(base, k);
                    Renderer.write(frames.get(k), format, p);
                    out.println("wrote " + p);
                }
            }
        }
        if (solution != null) {
            out.println(Checker.check(lab, pushes));
        }
        out.flush();
        return Errors.OK;
    }

    private static Path numbered(Path base, int k) {
        String name = base.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String numbered = dot > 0 ? name.substring(0, dot) + "-" + k + name.substring(dot) : name + "-" + k;
        return base.resolveSibling(numbered);
    }
}
