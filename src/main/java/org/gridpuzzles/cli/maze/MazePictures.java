package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;

import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.maze.Maze;
import org.gridpuzzles.maze.MazeAnalysis;
import org.gridpuzzles.maze.MazeFiles;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Picture;

/** Builds the picture of a maze (labels, path) and writes it in the chosen format. */
final class MazePictures {

    private MazePictures() {
    }

    static Picture picture(Maze maze, Labels labels, int labelRoot, int[] path) {
        Grid grid = maze.grid();
        Picture picture = new Picture(grid).walls(maze);
        if (labels == Labels.ring) {
            for (int i = 0; i < grid.size(); i++) {
                picture.label(i, Integer.toString(grid.ring(grid.rowOf(i), grid.colOf(i))));
            }
        } else if (labels == Labels.distance) {
            int[] dist = MazeAnalysis.distances(maze, labelRoot);
            for (int i = 0; i < grid.size(); i++) {
                picture.label(i, Integer.toString(dist[i]));
            }
        }
        if (path != null && path.length > 0) {
            picture.line(new Line(path, Colour.RED, 0.15, '*', false));
        }
        return picture;
    }

    static void write(MazeSource.Made made, Picture picture, MazeFormat format, OutOption out, PrintWriter stdout) {
        if (format == MazeFormat.json) {
            if (out.path() == null) {
                try {
                    java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
                    MazeFiles.writeJson(made.maze(), made.algorithm(), made.seed(), made.statistics().asMap(), buf);
                    stdout.print(buf.toString(java.nio.charset.StandardCharsets.UTF_8));
                    stdout.flush();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            } else {
                AtomicFile.write(out.path(), o -> MazeFiles.writeJson(made.maze(), made.algorithm(), made.seed(),
                        made.statistics().asMap(), o));
            }
            return;
        }
        out.picture(picture, format.picture(), stdout);
    }
}
