package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Picture;

/** The picture of a maze: its walls, a label in each field, and a path drawn in red (marked * in ASCII). */
final class MazePictures {

    private MazePictures() {
    }

    /** Shades each field by its distance from {@code root}: white near, blue far. */
    static Picture shade(Picture picture, Maze maze, int root) {
        int[] dist = CellMeasures.distances(maze.cells(), root);
        int max = 1;
        for (int d : dist) {
            max = Math.max(max, d);
        }
        for (int i = 0; i < dist.length; i++) {
            double t = dist[i] < 0 ? 0 : (double) dist[i] / max;
            int r = (int) Math.round(255 + (0x2b - 255) * t);
            int g = (int) Math.round(255 + (0x5f - 255) * t);
            int b = (int) Math.round(255 + (0xa8 - 255) * t);
            picture.fill(i, new Colour((r << 16) | (g << 8) | b));
        }
        return picture.legend(LegendEntry.fill(new Colour(0x2b5fa8), "far from " + maze.grid().field(root)
                + " (white: near)"));
    }

    static Picture picture(Maze maze, FieldLabel labels, int labelRoot, int[] path) {
        return picture(maze, labels, labelRoot, path, null);
    }

    /** The same with the entrance and exit opened in the outer wall when {@code ends} are on the border. */
    static Picture picture(Maze maze, FieldLabel labels, int labelRoot, int[] path, MazeEnds ends) {
        Grid grid = maze.grid();
        Picture picture = new Picture(grid).walls(new MazeWalls(maze, ends));
        if (labels == FieldLabel.RING) {
            for (int i = 0; i < grid.size(); i++) {
                picture.label(i, Integer.toString(grid.ring(grid.rowOf(i), grid.colOf(i))));
            }
        } else if (labels == FieldLabel.DISTANCE) {
            int[] dist = CellMeasures.distances(maze.cells(), labelRoot);
            for (int i = 0; i < grid.size(); i++) {
                picture.label(i, Integer.toString(dist[i]));
            }
        }
        if (path != null && path.length > 0) {
            picture.line(new Line(path, Colour.RED, 0.15, '*', false));
            picture.legend(LegendEntry.line(Colour.RED, "path, from the disc to the ring"));
        }
        return picture;
    }
}
