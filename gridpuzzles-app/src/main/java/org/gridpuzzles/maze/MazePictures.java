package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;

/**
 * Pictures of mazes on any grid, one colour scale and one way of marking: polar mazes as arcs and rays, hex and
 * triangle mazes as polygons, square ones (masks, cylinders, tori) as squares, weaves with their bridges drawn over the
 * passages beneath; fields shaded by distance when asked, the path in red, the entrance and exit as discs (and opened
 * in the outer wall when on it). ASCII for the square shapes. The plain rectangle is drawn on the renderer's grid of
 * fields instead ({@link #picture}), which also labels its fields (ring index or distance).
 */
final class MazePictures {

    /** Pictures are refused above this many fields: every wall is an element of the drawing. */
    static final int MAX_FIELDS = 1_000_000;

    private static final double WALL = 0.08;
    private static final Colour FAR = new Colour(0x2b5fa8);

    private MazePictures() {
    }

    /** Refuses a figure too big to draw; a grid with the rectangle's formats is drawn within the renderer's limits. */
    static void requireDrawable(CellGrid grid) {
        if (!grid.rectFormats() && grid.cells() > MAX_FIELDS) {
            throw new InvalidInputException("a picture of a maze with " + grid.cells() + " fields is too big to draw "
                    + "(at most " + MAX_FIELDS + "): ask for its JSON");
        }
    }

    /**
     * The figure of a maze: {@code shadeRoot} shades the fields by distance from it (-1: no shading), {@code path}
     * (may be null) is drawn in red, {@code from}/{@code to} marked (-1: none), their outer wall opened when
     * {@code openEnds}.
     */
    static Figure figure(CellMaze maze, int shadeRoot, int[] path, int from, int to, boolean openEnds) {
        CellGrid grid = maze.grid();
        requireDrawable(grid);
        CellGeometry geometry = new CellGeometry(grid);
        boolean polar = grid.shape() == GridShape.POLAR;
        double margin = JoinedSides.marked(grid) ? JoinedSides.MARGIN : 0;
        Figure f = polar ? new Figure(-grid.rings(), -grid.rings(), 2.0 * grid.rings(), 2.0 * grid.rings())
                : new Figure(-margin, -margin, geometry.width() + 2 * margin, geometry.height() + 2 * margin);
        int openA = openEnds && from >= 0 ? grid.borderSlot(from) : -1;
        int openB = openEnds && to >= 0 ? grid.borderSlot(to) : -1;
        if (shadeRoot >= 0) {
            int[] dist = CellMeasures.distances(maze, shadeRoot);
            int max = 1;
            for (int d : dist) {
                max = Math.max(max, d);
            }
            for (int c = 0; c < grid.cells(); c++) {
                double t = dist[c] < 0 ? 0 : (double) dist[c] / max;
                double[][] outline = outline(grid, geometry, c);
                f.add(new Figure.Polygon(outline[0], outline[1], blend(t)));
            }
            f.legend(LegendEntry.fill(FAR, "far from " + grid.name(shadeRoot) + " (white: near)"));
        }
        if (grid.shape() == GridShape.WEAVE) {
            weaveWalls(maze, f, from, openA, to, openB);
        } else if (polar) {
            polarWalls(maze, f, from, to, openEnds);
        } else {
            for (int c = 0; c < grid.cells(); c++) {
                for (int s = 0; s < grid.slots(); s++) {
                    if (maze.isOpen(c, s) || (c == from && s == openA) || (c == to && s == openB)) {
                        continue;
                    }
                    double[][] w = geometry.wall(c, s);
                    if (w == null) {
                        continue;
                    }
                    f.add(new Figure.Segment(w[0][0], w[0][1], w[1][0], w[1][1], Colour.BLACK, WALL));
                }
            }
        }
        if (JoinedSides.marked(grid)) {
            JoinedSides.arrows(grid, f);
        }
        if (grid.shape() == GridShape.LEVELS) {
            JoinedSides.stairs(maze, geometry, f);
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

    /** Wall {@code d} (0 top, 1 right, 2 bottom, 3 left) of the ASCII field whose middle is row y, column x. */
    static void asciiWall(char[][] out, int y, int x, int d) {
        switch (d) {
            case 0 -> fill(out[y - 1], x - 1, x + 1, '-');
            case 1 -> out[y][x + 2] = '|';
            case 2 -> fill(out[y + 1], x - 1, x + 1, '-');
            default -> out[y][x - 2] = '|';
        }
    }

    /** The four corners of the ASCII field whose middle is row y, column x. */
    static void asciiCorners(char[][] out, int y, int x) {
        out[y - 1][x - 2] = '+';
        out[y - 1][x + 2] = '+';
        out[y + 1][x - 2] = '+';
        out[y + 1][x + 2] = '+';
    }

    private static void seg(Figure f, double x1, double y1, double x2, double y2) {
        f.add(new Figure.Segment(x1, y1, x2, y2, Colour.BLACK, 0.06));
    }

    /**
     * ASCII of a maze of square fields (rect with a mask, weave, cylinder, torus): {@code +---+} walls, blanks where a
     * mask leaves fields out, {@code *} on the path, {@code A} and {@code B} at its ends; a bridge shows as
     * {@code | |} (passage over it up and down) or {@code ===} (left and right).
     */
    static String ascii(CellMaze maze, int[] path, int from, int to, boolean openEnds) {
        CellGrid grid = maze.grid();
        if (!grid.shape().hasAscii()) {
            throw new InvalidInputException(grid.shape().withArticle() + " maze has no ASCII picture: draw it as "
                    + "SVG or PNG");
        }
        requireDrawable(grid);
        if (grid.shape() == GridShape.LEVELS) {
            return Layered.ascii(maze, path, from, to, openEnds && from >= 0 ? grid.borderSlot(from) : -1,
                    openEnds && to >= 0 ? grid.borderSlot(to) : -1);
        }
        boolean weave = grid.shape() == GridShape.WEAVE;
        int rows = grid.rows();
        int cols = grid.cols();
        char[][] out = new char[2 * rows + 1][4 * cols + 1];
        for (char[] line : out) {
            java.util.Arrays.fill(line, ' ');
        }
        boolean[] onPath = new boolean[grid.cells()];
        if (path != null) {
            for (int c : path) {
                onPath[c] = true;
            }
        }
        int openA = openEnds && from >= 0 ? grid.borderSlot(from) : -1;
        int openB = openEnds && to >= 0 ? grid.borderSlot(to) : -1;
        for (int c = 0; c < grid.cells(); c++) {
            int p = grid.position(c);
            int y = 2 * (p / cols) + 1;
            int x = 4 * (p % cols) + 2;
            boolean bridge = maze.crossed(c);
            for (int d = 0; d < 4; d++) {
                int slot = weave ? 2 * d : d;
                boolean open = maze.isOpen(c, slot) || (weave && maze.isOpen(c, slot + 1))
                        || (bridge && !maze.isOpen(c, slot)) || (c == from && openA == slot)
                        || (c == to && openB == slot);
                if (!open) {
                    asciiWall(out, y, x, d);
                }
            }
            asciiCorners(out, y, x);
            if (bridge) {
                if (maze.isOpen(c, 0)) {
                    out[y][x - 1] = '|';
                    out[y][x + 1] = '|';
                } else {
                    fill(out[y], x - 1, x + 1, '=');
                }
            }
            if (onPath[c]) {
                out[y][x] = '*';
            }
            if (c == from) {
                out[y][x] = 'A';
            }
            if (c == to) {
                out[y][x] = 'B';
            }
        }
        StringBuilder sb = new StringBuilder();
        for (char[] line : out) {
            sb.append(new String(line).stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    private static void fill(char[] line, int from, int to, char c) {
        for (int i = from; i <= to; i++) {
            line[i] = c;
        }
    }

    // ---- the plain rectangle: the renderer's grid of fields (ASCII, SVG, PNG) ----

    /** The rows and columns of a plain rectangle's maze. */
    static Grid grid(CellMaze maze) {
        return new Grid(maze.grid().rows(), maze.grid().cols());
    }

    /** Shades each field of a plain rectangle's picture by its distance from {@code root}: white near, blue far. */
    static Picture shade(Picture picture, CellMaze maze, int root) {
        int[] dist = CellMeasures.distances(maze, root);
        int max = 1;
        for (int d : dist) {
            max = Math.max(max, d);
        }
        for (int i = 0; i < dist.length; i++) {
            picture.fill(i, blend(dist[i] < 0 ? 0 : (double) dist[i] / max));
        }
        return picture.legend(LegendEntry.fill(FAR, "far from " + grid(maze).field(root) + " (white: near)"));
    }

    static Picture picture(CellMaze maze, FieldLabel labels, int labelRoot, int[] path) {
        return picture(maze, labels, labelRoot, path, null);
    }

    /**
     * A plain rectangle's picture: its walls (the entrance and exit opened when {@code ends} are on the border), a
     * label in each field, and a path drawn in red (marked * in ASCII).
     */
    static Picture picture(CellMaze maze, FieldLabel labels, int labelRoot, int[] path, MazeEnds ends) {
        Grid grid = grid(maze);
        Picture picture = new Picture(grid).walls(new MazeWalls(maze, grid, ends));
        if (labels == FieldLabel.RING) {
            for (int i = 0; i < grid.size(); i++) {
                picture.label(i, Integer.toString(grid.ring(grid.rowOf(i), grid.colOf(i))));
            }
        } else if (labels == FieldLabel.DISTANCE) {
            int[] dist = CellMeasures.distances(maze, labelRoot);
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
