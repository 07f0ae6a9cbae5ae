package org.gridpuzzles.cli.maze;

import java.io.IOException;
import java.io.PrintWriter;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.maze.MazeAnimateRequest;
import org.gridpuzzles.api.maze.MazeAnimateResult;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Option;

/**
 * The animation options ({@code --fps}, {@code --frames}) of the maze commands that write {@code --format gif} or
 * {@code svg-animated}, and how the animation is written: to {@code --out} atomically, or to standard output (a GIF
 * only to a pipe), its summary line to standard error then.
 */
final class Animations {

    @Option(names = "--fps", paramLabel = "N", description = "gif, svg-animated: frames a second, 1 to 50 "
            + "(default 12).")
    Integer fps;

    @Option(names = "--frames", paramLabel = "N", description = "gif, svg-animated: the most frames, 2 to 1000 "
            + "(default 120); a big maze shows several steps a frame.")
    Integer frames;

    /** True for the animated formats. */
    static boolean animated(String format) {
        return MazeAnimateRequest.ANIMATIONS.contains(format);
    }

    /** Refuses the animation options with another format. */
    void requireAnimated(String format) {
        if (!animated(format) && (fps != null || frames != null)) {
            throw new InvalidInputException((fps != null ? "--fps" : "--frames") + " applies to --format gif or "
                    + "svg-animated");
        }
    }

    /** Runs {@code maze animate}, its frames told to {@code progress}, and writes its document; returns 0. */
    static int write(MazeAnimateRequest request, RunContext context, Progress progress, OutOption out,
            PrintWriter stdout, PrintWriter stderr) {
        if (out.path() == null && request.animation().equals("gif") && System.console() != null) {
            throw new InvalidInputException("a GIF needs --out FILE (or a pipe)");
        }
        MazeAnimateResult r;
        try (Progress p = progress) {
            r = Operations.get("maze animate", MazeAnimateRequest.class, MazeAnimateResult.class).run(request,
                    context.withProgress(p));
        }
        if (out.path() != null) {
            AtomicFile.write(out.path(), o -> o.write(r.content()));
            stdout.print(r.text());
            stdout.flush();
            return 0;
        }
        stderr.print(r.text());
        stderr.flush();
        stdout.flush();
        try {
            System.out.write(r.content());
            System.out.flush();
        } catch (IOException e) {
            throw AtomicFile.cannotWrite("standard output", e);
        }
        return 0;
    }
}
