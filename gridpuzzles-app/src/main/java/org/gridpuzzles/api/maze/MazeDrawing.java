package org.gridpuzzles.api.maze;

import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.Picture;

/**
 * How a maze result draws itself, as its request asked (labels, shading, the path and its ends): a rect maze as a
 * {@link Picture} (ASCII, SVG, PNG), a maze on a grid of any other shape as a {@link Figure} (SVG, PNG) or, for
 * square fields, as ASCII text. Drawn only when asked, so that a result that is only written as JSON holds no
 * picture.
 */
public final class MazeDrawing {

    /** Draws a rect maze, with or without its path and shading. */
    @FunctionalInterface
    interface RectPainter {
        Picture draw(boolean withPath, boolean shade);
    }

    private final RectPainter rect;
    private final CellMaze maze;
    private final int root;
    private final int[] path;
    private final int from;
    private final int to;
    private final boolean openEnds;
    private final boolean withPath;
    private final boolean shade;

    private MazeDrawing(RectPainter rect, CellMaze maze, int root, int[] path, int from, int to, boolean openEnds,
            boolean withPath, boolean shade) {
        this.rect = rect;
        this.maze = maze;
        this.root = root;
        this.path = path;
        this.from = from;
        this.to = to;
        this.openEnds = openEnds;
        this.withPath = withPath;
        this.shade = shade;
    }

    static MazeDrawing rect(RectPainter painter, boolean shade) {
        return new MazeDrawing(painter, null, -1, null, -1, -1, false, true, shade);
    }

    /**
     * A maze on any grid: shaded by distance from {@code root} when {@code shade}, {@code path} drawn (null: none),
     * {@code from}/{@code to} marked (-1: none) and opened in the outer wall when {@code openEnds}.
     */
    static MazeDrawing grid(CellMaze maze, int root, boolean shade, int[] path, int from, int to, boolean openEnds) {
        return new MazeDrawing(null, maze, root, path, from, to, openEnds, true, shade);
    }

    /** True for a maze on a grid of any shape but plain rect: drawn as a {@link #figure()} or {@link #ascii()}. */
    public boolean figured() {
        return rect == null;
    }

    /** The name of the maze's grid: rect, polar, hex... */
    public String shape() {
        return rect == null ? maze.grid().shape().label() : GridShape.RECT.label();
    }

    /** Whether the maze has an ASCII picture (polar, hex and triangle grids have none). */
    public boolean hasAscii() {
        if (rect != null) {
            return true;
        }
        GridShape s = maze.grid().shape();
        return s != GridShape.POLAR && s != GridShape.HEX && s != GridShape.TRIANGLE;
    }

    /** Whether the drawing shades the fields by distance. */
    public boolean shaded() {
        return shade;
    }

    /** The same drawing without the path (its ends stay marked). */
    public MazeDrawing withoutPath() {
        return new MazeDrawing(rect, maze, root, path, from, to, openEnds, false, shade);
    }

    /** The same drawing unshaded. */
    public MazeDrawing unshaded() {
        return new MazeDrawing(rect, maze, root, path, from, to, openEnds, withPath, false);
    }

    /** The picture of a rect maze. */
    public Picture picture() {
        if (rect == null) {
            throw new IllegalStateException("a " + shape() + " maze is drawn as a figure");
        }
        return rect.draw(withPath, shade);
    }

    /** The SVG/PNG figure of a maze on a grid of any shape. */
    public Figure figure() {
        Mazes.requireDrawable(maze.grid());
        return Mazes.figure(maze, shade ? root : -1, withPath ? path : null, from, to, openEnds);
    }

    /** The SVG text of the maze's picture (rect) or figure (any other grid), as {@code --format svg} writes it. */
    public String svg() {
        if (rect != null) {
            return org.gridpuzzles.render.Renderer.svg(picture());
        }
        java.io.StringWriter out = new java.io.StringWriter();
        org.gridpuzzles.render.FigureRenderer.svg(figure(), out);
        return out.toString();
    }

    /** The ASCII picture of a maze of square fields on a grid of any shape (never shaded). */
    public String ascii() {
        return Mazes.ascii(maze, withPath ? path : null, from, to, openEnds);
    }
}
