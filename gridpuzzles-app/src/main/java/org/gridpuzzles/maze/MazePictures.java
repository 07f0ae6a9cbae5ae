package org.gridpuzzles.maze;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.PictureLimits;

/**
 * Pictures of mazes on every grid, the plain rectangle included, one colour scale and one way of marking: polar mazes
 * as arcs and rays, hex and triangle mazes as polygons, square ones as squares, weaves with their bridges drawn over
 * the passages beneath; fields shaded by distance when asked, a label in each field when asked (its ring index or its
 * distance), the path in red, the entrance and exit as discs (and opened in the outer wall when on it). ASCII for the
 * square shapes: {@link MazeAscii}.
 */
final class MazePictures {

    /** Figures are refused above this many fields: every wall is an element of the drawing. */
    static final int MAX_FIELDS = 1_000_000;

    private static final double WALL = 0.08;
    private static final Colour FAR = new Colour(0x2b5fa8);

    private MazePictures() {
    }

    /**
     * Refuses, before any work, a picture too big to draw; a grid with the rectangle's formats may still be drawn as
     * ASCII within the renderer's limits (its figure is refused by {@link #figure}).
     */
    static void requireDrawable(CellGrid grid) {
        if (!grid.rectFormats()) {
            requireFigure(grid);
        }
    }

    /** Over {@link #MAX_FIELDS} only when forced: the figure is then measured against the picture limits as any. */
    private static void requireFigure(CellGrid grid) {
        PictureLimits.current().checkFields("a picture of a maze", grid.cells(), MAX_FIELDS,
                "ask for its JSON" + (grid.rectFormats() ? " or its ASCII" : ""));
    }

    /**
     * The figure of a maze as a request asks for it: {@code labels} in its fields (distances from {@code root}),
     * shaded by distance from {@code root} when {@code shade}, {@code path} (may be null) drawn in red,
     * {@code from}/{@code to} marked (-1: none), their outer wall opened when {@code openEnds}.
     */
    static Figure figure(CellMaze maze, FieldLabel labels, int root, boolean shade, int[] path, int from, int to,
            boolean openEnds) {
        // one search for the distances that both the shading and the labels show
        int[] dist = shade || labels == FieldLabel.DISTANCE ? CellMeasures.distances(maze, root) : null;
        Figure f = figure(maze, shade ? shades(dist) : null, labels(maze, labels, dist), path, from, to, openEnds);
        if (shade) {
            f.legend().add(0, LegendEntry.fill(FAR, "far from " + maze.grid().name(root) + " (white: near)"));
        }
        return f;
    }

    /**
     * The labels of a maze's fields: its ring index (counted from the outer wall; a polar grid's from the centre),
     * or its distance in passages from {@code root}; null for none.
     */
    static String[] labels(CellMaze maze, FieldLabel labels, int root) {
        return labels(maze, labels, labels == FieldLabel.DISTANCE ? CellMeasures.distances(maze, root) : null);
    }

    /** {@link #labels(CellMaze, FieldLabel, int)} with the distances from the root known ({@code distances}). */
    private static String[] labels(CellMaze maze, FieldLabel labels, int[] distances) {
        if (labels == null || labels == FieldLabel.NONE) {
            return null;
        }
        CellGrid grid = maze.grid();
        String[] out = new String[grid.cells()];
        int[] dist = labels == FieldLabel.DISTANCE ? distances : null;
        for (int c = 0; c < out.length; c++) {
            int ring;
            if (dist != null) {
                ring = dist[c];
            } else if (grid.shape() == GridShape.POLAR) {
                ring = grid.ring(c);
            } else {
                int p = grid.position(c);
                int r = p / grid.cols();
                int k = p % grid.cols();
                ring = Math.min(Math.min(r, k), Math.min(grid.rows() - 1 - r, grid.cols() - 1 - k));
            }
            out[c] = Integer.toString(ring);
        }
        return out;
    }

    /** Each field's shade by its distance {@code dist} from the root: white near, blue far. */
    private static Colour[] shades(int[] dist) {
        int max = 1;
        for (int d : dist) {
            max = Math.max(max, d);
        }
        Colour[] fills = new Colour[dist.length];
        for (int c = 0; c < dist.length; c++) {
            fills[c] = blend(dist[c] < 0 ? 0 : (double) dist[c] / max);
        }
        return fills;
    }

    /**
     * The figure of a maze: {@code fills} (null, or a colour or null a field) under the walls, {@code labels} (null,
     * or one a field) in the fields, {@code path} (may be null) drawn in red, {@code from}/{@code to} marked (-1:
     * none), their outer wall opened when {@code openEnds}.
     */
    static Figure figure(CellMaze maze, Colour[] fills, String[] labels, int[] path, int from, int to,
            boolean openEnds) {
        CellGrid grid = maze.grid();
        requireFigure(grid);
        CellGeometry geometry = new CellGeometry(grid);
        boolean polar = grid.shape() == GridShape.POLAR;
        double margin = JoinedSides.marked(grid) ? JoinedSides.MARGIN : 0;
        Figure f = polar ? new Figure(-grid.rings(), -grid.rings(), 2.0 * grid.rings(), 2.0 * grid.rings())
                : new Figure(-margin, -margin, geometry.width() + 2 * margin, geometry.height() + 2 * margin);
        int openA = openEnds && from >= 0 ? grid.borderSlot(from) : -1;
        int openB = openEnds && to >= 0 ? grid.borderSlot(to) : -1;
        if (fills != null) {
            for (int c = 0; c < grid.cells(); c++) {
                if (fills[c] != null) {
                    double[][] outline = outline(grid, geometry, c);
                    f.add(new Figure.Polygon(outline[0], outline[1], fills[c]));
                }
            }
        }
        if (grid.shape() == GridShape.WEAVE) {
            weaveWalls(maze, f, from, openA, to, openB);
        } else if (polar) {
            polarWalls(maze, f, from, to, openEnds);
        } else {
            walls(maze, geometry, f, from, openA, to, openB);
        }
        if (JoinedSides.marked(grid)) {
            JoinedSides.arrows(grid, f);
        }
        if (grid.shape() == GridShape.LEVELS) {
            JoinedSides.stairs(maze, geometry, f);
        }
        if (labels != null) {
            for (int c = 0; c < grid.cells(); c++) {
                double[] centre = geometry.centre(c);
                double size = Math.min(0.5, 1.6 / Math.max(1, labels[c].length()));
                f.add(new Figure.Text(centre[0], centre[1], labels[c], size, Colour.BLACK, true));
            }
        }
        if (path != null && path.length > 0) {
            for (double[][] piece : JoinedSides.pathPieces(grid, geometry, path)) {
                f.add(new Figure.Polyline(piece[0], piece[1], Colour.RED, 0.15));
            }
            f.legend(LegendEntry.line(Colour.RED, "path, " + path.length + " fields"));
        }
        if (from >= 0) {
            double[] c = geometry.centre(from);
            f.add(new Figure.Disc(c[0], c[1], 0.3, Colour.GREEN, Colour.BLACK));
            f.legend(LegendEntry.mark(new Mark(Mark.Shape.DISC, Colour.GREEN, 'A'), "entrance " + grid.name(from)));
        }
        if (to >= 0) {
            double[] c = geometry.centre(to);
            f.add(new Figure.Disc(c[0], c[1], 0.3, Colour.RED, Colour.BLACK));
            f.legend(LegendEntry.mark(new Mark(Mark.Shape.DISC, Colour.RED, 'B'), "exit " + grid.name(to)));
        }
        return f;
    }

    /**
     * The closed walls of a maze of polygons, each wall two fields share drawn once (a wall across a joined side of
     * a cylinder or torus is drawn on both sides of the figure), walls in line joined into one stroke so that a big
     * maze is a small file.
     */
    private static void walls(CellMaze maze, CellGeometry geometry, Figure f, int from, int openA, int to,
            int openB) {
        CellGrid grid = maze.grid();
        List<double[]> across = new ArrayList<>();
        List<double[]> down = new ArrayList<>();
        for (int c = 0; c < grid.cells(); c++) {
            for (int s = 0; s < grid.slots(); s++) {
                if (maze.isOpen(c, s) || (c == from && s == openA) || (c == to && s == openB)) {
                    continue;
                }
                double[][] w = geometry.wall(c, s);
                if (w == null || drawnBy(grid, geometry, c, s, w)) {
                    continue;
                }
                if (w[0][1] == w[1][1]) {
                    across.add(new double[] {w[0][1], Math.min(w[0][0], w[1][0]), Math.max(w[0][0], w[1][0])});
                } else if (w[0][0] == w[1][0]) {
                    down.add(new double[] {w[0][0], Math.min(w[0][1], w[1][1]), Math.max(w[0][1], w[1][1])});
                } else {
                    f.add(new Figure.Segment(w[0][0], w[0][1], w[1][0], w[1][1], Colour.BLACK, WALL));
                }
            }
        }
        joined(across, f, true);
        joined(down, f, false);
    }

    /** Walls on one line each ({line, from, to}), those that meet joined into one segment. */
    private static void joined(List<double[]> walls, Figure f, boolean across) {
        walls.sort(Comparator.<double[]>comparingDouble(w -> w[0]).thenComparingDouble(w -> w[1]));
        for (int i = 0; i < walls.size();) {
            double[] run = walls.get(i);
            double end = run[2];
            int j = i + 1;
            while (j < walls.size() && walls.get(j)[0] == run[0] && walls.get(j)[1] <= end + 1e-9) {
                end = Math.max(end, walls.get(j)[2]);
                j++;
            }
            f.add(across ? new Figure.Segment(run[1], run[0], end, run[0], Colour.BLACK, WALL)
                    : new Figure.Segment(run[0], run[1], run[0], end, Colour.BLACK, WALL));
            i = j;
        }
    }

    /** Whether a neighbour drawn before {@code c} drew the same wall {@code w} (its own side of it). */
    private static boolean drawnBy(CellGrid grid, CellGeometry geometry, int c, int s, double[][] w) {
        int n = grid.neighbour(c, s);
        if (n < 0 || n >= c) {
            return false;
        }
        for (int t = 0; t < grid.slots(); t++) {
            if (grid.neighbour(n, t) != c) {
                continue;
            }
            double[][] v = geometry.wall(n, t);
            if (v != null && (same(v[0], w[0]) && same(v[1], w[1]) || same(v[0], w[1]) && same(v[1], w[0]))) {
                return true;
            }
        }
        return false;
    }

    private static boolean same(double[] a, double[] b) {
        return Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;
    }

    private static Colour blend(double t) {
        int r = (int) Math.round(255 + (FAR.red() - 255) * t);
        int g = (int) Math.round(255 + (FAR.green() - 255) * t);
        int b = (int) Math.round(255 + (FAR.blue() - 255) * t);
        return new Colour((r << 16) | (g << 8) | b);
    }

    /** A field's outline as xs and ys (polar fields as annular sectors traced along their arcs). */
    static double[][] outline(CellGrid grid, CellGeometry geometry, int cell) {
        if (grid.shape() == GridShape.POLAR) {
            int r = grid.ring(cell);
            if (r == 0) {
                int k = 24;
                double[][] out = new double[2][k];
                for (int i = 0; i < k; i++) {
                    out[0][i] = Math.cos(2 * Math.PI * i / k);
                    out[1][i] = Math.sin(2 * Math.PI * i / k);
                }
                return out;
            }
            double a0 = 2 * Math.PI * (cell - grid.ringStart(r)) / grid.ringSize(r);
            double a1 = 2 * Math.PI * (cell - grid.ringStart(r) + 1) / grid.ringSize(r);
            int steps = Math.max(2, (int) Math.ceil((a1 - a0) * (r + 1) * 4));
            double[][] out = new double[2][2 * (steps + 1)];
            for (int i = 0; i <= steps; i++) {
                double a = a0 + (a1 - a0) * i / steps;
                out[0][i] = (r + 1) * Math.cos(a);
                out[1][i] = (r + 1) * Math.sin(a);
                double b = a1 - (a1 - a0) * i / steps;
                out[0][steps + 1 + i] = r * Math.cos(b);
                out[1][steps + 1 + i] = r * Math.sin(b);
            }
            return out;
        }
        double[][] corners = geometry.corners(cell);
        double[][] out = new double[2][corners.length];
        for (int i = 0; i < corners.length; i++) {
            out[0][i] = corners[i][0];
            out[1][i] = corners[i][1];
        }
        return out;
    }

    private static void polarWalls(CellMaze maze, Figure f, int from, int to, boolean openEnds) {
        CellGrid grid = maze.grid();
        int rings = grid.rings();
        for (int c = 1; c < grid.cells(); c++) {
            int r = grid.ring(c);
            int n = grid.ringSize(r);
            double a0 = 2 * Math.PI * (c - grid.ringStart(r)) / n;
            double a1 = 2 * Math.PI * (c - grid.ringStart(r) + 1) / n;
            if (!maze.isOpen(c, 3)) {
                f.add(new Figure.Arc(0, 0, r, a0, a1, Colour.BLACK, WALL));
            }
            if (!maze.isOpen(c, 4)) {
                f.add(new Figure.Segment(r * Math.cos(a0), r * Math.sin(a0), (r + 1) * Math.cos(a0),
                        (r + 1) * Math.sin(a0), Colour.BLACK, WALL));
            }
            if (r == rings - 1 && !(openEnds && (c == from || c == to))) {
                f.add(new Figure.Arc(0, 0, rings, a0, a1, Colour.BLACK, WALL));
            }
        }
        if (rings == 1 && !(openEnds && (from == 0 || to == 0))) {
            f.add(new Figure.Arc(0, 0, 1, 0, 2 * Math.PI, Colour.BLACK, WALL));
        }
    }

    /**
     * A weave as Mazes for Programmers draws it: each field a small square with corridors out to its open sides; a
     * bridge's corridor runs straight through, the passage beneath shows only its corridor walls up to the bridge.
     */
    private static void weaveWalls(CellMaze maze, Figure f, int from, int openA, int to, int openB) {
        CellGrid grid = maze.grid();
        double in = 0.2;
        for (int c = 0; c < grid.cells(); c++) {
            int row = c / grid.cols();
            int col = c % grid.cols();
            double x0 = col;
            double y0 = row;
            double x1 = col + 1;
            double y1 = row + 1;
            double ix0 = x0 + in;
            double iy0 = y0 + in;
            double ix1 = x1 - in;
            double iy1 = y1 - in;
            boolean bridge = maze.crossed(c);
            for (int d = 0; d < 4; d++) {
                boolean open = maze.isOpen(c, 2 * d) || maze.isOpen(c, 2 * d + 1)
                        || (c == from && openA == 2 * d) || (c == to && openB == 2 * d);
                // a bridge is open under it to the two sides it does not pass over
                boolean under = bridge && !maze.isOpen(c, 2 * d);
                if (open || under) {
                    switch (d) {
                        case 0 -> {
                            seg(f, ix0, y0, ix0, iy0);
                            seg(f, ix1, y0, ix1, iy0);
                        }
                        case 1 -> {
                            seg(f, ix1, iy0, x1, iy0);
                            seg(f, ix1, iy1, x1, iy1);
                        }
                        case 2 -> {
                            seg(f, ix0, iy1, ix0, y1);
                            seg(f, ix1, iy1, ix1, y1);
                        }
                        default -> {
                            seg(f, x0, iy0, ix0, iy0);
                            seg(f, x0, iy1, ix0, iy1);
                        }
                    }
                }
                if (!open) {
                    switch (d) {
                        case 0 -> seg(f, ix0, iy0, ix1, iy0);
                        case 1 -> seg(f, ix1, iy0, ix1, iy1);
                        case 2 -> seg(f, ix0, iy1, ix1, iy1);
                        default -> seg(f, ix0, iy0, ix0, iy1);
                    }
                }
            }
        }
    }

    private static void seg(Figure f, double x1, double y1, double x2, double y2) {
        f.add(new Figure.Segment(x1, y1, x2, y2, Colour.BLACK, 0.06));
    }
}
