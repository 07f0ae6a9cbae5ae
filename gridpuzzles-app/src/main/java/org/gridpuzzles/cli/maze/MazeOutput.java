package org.gridpuzzles.cli.maze;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.gridpuzzles.api.maze.MazeDrawing;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.FigureRenderer;
import org.gridpuzzles.render.Format;

/** Writes the pictures of maze results: ASCII, SVG or PNG, to a file or to standard output. */
final class MazeOutput {

    private MazeOutput() {
    }

    /** The picture format asked for; without --format, SVG for the mazes that have no ASCII picture. */
    static Format pictureFormat(FormatOption format, MazeDrawing drawing) {
        if (!format.given() && format.is("ascii") && !drawing.hasAscii()) {
            return Format.SVG;
        }
        return format.picture();
    }

    /**
     * Where a command's one-line summary goes: standard output, except when an SVG or PNG picture follows it there,
     * which the line would spoil for {@code > file.svg}; then standard error.
     */
    static PrintWriter summary(Format picture, OutOption out, PrintWriter stdout, PrintWriter stderr) {
        return out.path() == null && (picture == Format.SVG || picture == Format.PNG) ? stderr : stdout;
    }

    /** Checks {@code --colour} before any work: none or distance. */
    static String colour(String colour) {
        if (colour == null || colour.equals("none") || colour.equals("distance")) {
            return colour == null ? "none" : colour;
        }
        throw new InvalidInputException("unknown --colour " + colour + ": expected none or distance");
    }

    /** Refuses, in the command line's words, a picture the format cannot show. */
    static void requireFormat(MazeDrawing drawing, Format format) {
        if (format != Format.ASCII) {
            return;
        }
        if (!drawing.hasAscii()) {
            String article = "aeiou".indexOf(drawing.shape().charAt(0)) >= 0 ? "an " : "a ";
            throw new InvalidInputException(article + drawing.shape() + " maze has no ASCII picture: use --format svg "
                    + "or png");
        }
        if (drawing.shaded()) {
            throw new InvalidInputException("--colour distance shades SVG and PNG pictures: add --format svg or png");
        }
    }

    /** A maze's picture in a format, to {@code --out} or standard output. */
    static void picture(MazeDrawing drawing, Format format, OutOption out, PrintWriter stdout) {
        picture(drawing, format, out.path(), stdout);
    }

    /** A maze's picture in a format, to {@code file} or (null) standard output. */
    static void picture(MazeDrawing drawing, Format format, Path file, PrintWriter stdout) {
        requireFormat(drawing, format);
        if (format == Format.ASCII) {
            if (file != null) {
                AtomicFile.writeText(file, drawing::ascii);
            } else {
                drawing.ascii(stdout);
                stdout.flush();
            }
            return;
        }
        Figure figure = drawing.figure();
        if (file != null) {
            FigureRenderer.write(figure, format, file);
            return;
        }
        if (format == Format.PNG && System.console() != null) {
            throw new InvalidInputException("a PNG picture needs --out FILE (or a pipe)");
        }
        stdout.flush();
        try {
            if (format == Format.PNG) {
                FigureRenderer.write(figure, format, System.out);
            } else {
                ByteArrayOutputStream buf = new ByteArrayOutputStream();
                FigureRenderer.write(figure, format, buf);
                stdout.print(buf.toString(StandardCharsets.UTF_8));
                stdout.flush();
            }
        } catch (IOException e) {
            throw AtomicFile.cannotWrite("standard output", e);
        }
    }
}
