package org.gridpuzzles.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.LegendEntry;

/**
 * Pictures of grids whose sides are joined (cylinder, torus, Moebius strip, Klein bottle), drawn flat: a path that
 * steps across a joined side leaves through the one side and comes back through the other, so its line is broken
 * there instead of crossing the whole picture; the twisted shapes mark their sides with arrows in the way of
 * topology books (sides whose arrows agree are glued so that the arrows meet; opposite arrows: a half twist).
 */
final class JoinedSides {

    /** How far outside the grid the arrows are drawn, in fields. */
    static final double MARGIN = 0.6;

    private JoinedSides() {
    }

    /** Does the picture of this grid carry the seam arrows (and so a margin for them)? */
    static boolean marked(CellGrid grid) {
        return grid.shape().twisted();
    }

    /**
     * The path's line as pieces: consecutive fields that lie side by side in the picture are joined directly; a step
     * across a joined side ends each piece at the wall it passes through.
     */
    static List<double[][]> pathPieces(CellGrid grid, CellGeometry geometry, int[] path) {
        List<double[][]> pieces = new ArrayList<>();
        List<double[]> piece = new ArrayList<>();
        piece.add(geometry.centre(path[0]));
        for (int i = 1; i < path.length; i++) {
            double[] a = geometry.centre(path[i - 1]);
            double[] b = geometry.centre(path[i]);
            boolean apart = grid.shape().joinsSides() || grid.shape().joinsEnds() || grid.shape() == GridShape.LEVELS;
            int slot = apart ? slotTo(grid, path[i - 1], path[i]) : -1;
            if (slot >= Layered.UP && grid.shape() == GridShape.LEVELS) {
                // up or down a level: the line stops in the one field and goes on from the other
                pieces.add(toArrays(piece));
                piece = new ArrayList<>();
            } else if (slot >= 0 && Math.hypot(a[0] - b[0], a[1] - b[1]) > 1.5) {
                piece.add(middle(geometry.wall(path[i - 1], slot)));
                pieces.add(toArrays(piece));
                piece = new ArrayList<>();
                piece.add(middle(geometry.wall(path[i], grid.opposite(path[i - 1], slot))));
            }
            piece.add(b);
        }
        pieces.add(toArrays(piece));
        return pieces;
    }

    private static int slotTo(CellGrid grid, int a, int b) {
        for (int s = 0; s < grid.slots(); s++) {
            if (grid.neighbour(a, s) == b) {
                return s;
            }
        }
        return -1;
    }

    private static double[] middle(double[][] wall) {
        return new double[] {(wall[0][0] + wall[1][0]) / 2, (wall[0][1] + wall[1][1]) / 2};
    }

    private static double[][] toArrays(List<double[]> points) {
        double[][] out = new double[2][points.size()];
        for (int i = 0; i < points.size(); i++) {
            out[0][i] = points.get(i)[0];
            out[1][i] = points.get(i)[1];
        }
        return out;
    }

    /**
     * The stairs of a 3d maze: a small triangle pointing up (to the top of the page) in the right half of a field
     * with a passage up a level, one pointing down in the left half where there is a passage down.
     */
    static void stairs(CellMaze maze, CellGeometry geometry, Figure f) {
        CellGrid grid = maze.grid();
        boolean any = false;
        for (int c = 0; c < grid.cells(); c++) {
            double[] m = geometry.centre(c);
            if (maze.isOpen(c, Layered.UP)) {
                triangle(f, m[0] + 0.22, m[1], -1, STAIRS_UP);
                any = true;
            }
            if (maze.isOpen(c, Layered.DOWN)) {
                triangle(f, m[0] - 0.22, m[1], 1, STAIRS_DOWN);
                any = true;
            }
        }
        if (any) {
            f.legend(LegendEntry.fill(STAIRS_UP, "a passage up a level (levels left to right, lowest first)"));
            f.legend(LegendEntry.fill(STAIRS_DOWN, "a passage down a level"));
        }
    }

    private static final Colour STAIRS_UP = new Colour(0x2b8a3e);
    private static final Colour STAIRS_DOWN = new Colour(0xc2410c);

    private static void triangle(Figure f, double x, double y, int dy, Colour colour) {
        double s = 0.17;
        f.add(new Figure.Polygon(new double[] {x, x - s, x + s}, new double[] {y + dy * s, y - dy * s, y - dy * s},
                colour));
    }

    /** The arrows of a twisted grid's sides, and the legend saying how they are glued. */
    static void arrows(CellGrid grid, Figure f) {
        double w = grid.cols();
        double h = grid.rows();
        double m = MARGIN / 2;
        // left side upward, right side downward: row r meets row rows - 1 - r
        arrow(f, -m, h / 2, 0, -1);
        arrow(f, w + m, h / 2, 0, 1);
        String text = "sides joined with a half twist: row r meets row " + (grid.rows() + 1) + " - r";
        if (grid.shape().joinsEnds()) {
            // top and bottom both rightward, twice: glued plainly, as on a torus
            for (double y : new double[] {-m, h + m}) {
                arrow(f, w / 2 - 0.2, y, 1, 0);
                arrow(f, w / 2 + 0.2, y, 1, 0);
            }
            text += "; top and bottom plainly";
        }
        f.legend(LegendEntry.fill(Colour.GREY, text));
    }

    private static void arrow(Figure f, double x, double y, double dx, double dy) {
        double s = 0.22;
        // tip ahead, two corners behind it on either side
        f.add(new Figure.Polygon(new double[] {x + dx * s, x - dx * s - dy * s, x - dx * s + dy * s},
                new double[] {y + dy * s, y - dy * s + dx * s, y - dy * s - dx * s}, Colour.GREY));
    }
}
