package org.gridpuzzles.cli.maze;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridMazeResult;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.FigureRenderer;
import org.gridpuzzles.render.Format;

/** Writes mazes on grids of any shape: JSON, and pictures (ASCII for square fields, SVG and PNG for all). */
final class GridOutput {

    private GridOutput() {
    }

    static void json(GridMazeResult made, OutOption out, PrintWriter stdout) {
        AtomicFile.Body body = o -> Mazes.writeJson(made, o);
        if (out.path() != null) {
            AtomicFile.write(out.path(), body);
            return;
        }
        try {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            body.writeTo(buf);
            stdout.print(buf.toString(StandardCharsets.UTF_8));
            stdout.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A picture of a maze: ASCII or a figure, to a file or standard output. */
    static void picture(CellMaze maze, Format format, int shadeRoot, int[] path, int from, int to, boolean openEnds,
            Path file, PrintWriter stdout) {
        if (format == Format.ASCII) {
            if (shadeRoot >= 0) {
                throw new InvalidInputException("--colour distance shades SVG and PNG pictures: add --format svg or "
                        + "png");
            }
            String text = Mazes.ascii(maze, path, from, to, openEnds);
            if (file != null) {
                AtomicFile.writeString(file, text);
            } else {
                stdout.print(text);
                stdout.flush();
            }
            return;
        }
        Figure figure = Mazes.figure(maze, shadeRoot, path, from, to, openEnds);
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

    /** The picture format asked for; without --format, SVG on the grids that have no ASCII picture. */
    /**
     * Where a command's one-line summary goes: standard output, except when an SVG or PNG picture follows it there,
     * which the line would spoil for {@code > file.svg}; then standard error.
     */
    static PrintWriter summary(Format picture, OutOption out, PrintWriter stdout, PrintWriter stderr) {
        return out.path() == null && (picture == Format.SVG || picture == Format.PNG) ? stderr : stdout;
    }

    static Format pictureFormat(FormatOption format, CellGrid grid) {
        if (!format.given() && format.is("ascii")) {
            GridShape shape = grid.shape();
            if (shape == GridShape.POLAR || shape == GridShape.HEX || shape == GridShape.TRIANGLE) {
                return Format.SVG;
            }
        }
        return format.picture();
    }

    /** Refuses before any work an ASCII picture of a grid that has none (polar, hex, triangle). */
    static void requireAscii(CellGrid grid, Format format) {
        if (format == Format.ASCII) {
            Mazes.requireAscii(grid);
        }
    }

    /** Checks {@code --colour} before any work: none or distance. */
    static boolean shade(String colour) {
        if (colour == null || colour.equals("none")) {
            return false;
        }
        if (colour.equals("distance")) {
            return true;
        }
        throw new InvalidInputException("unknown --colour " + colour + ": expected none or distance");
    }
}
