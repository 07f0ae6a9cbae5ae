package org.gridpuzzles.api.maze;

import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.Picture;

/**
 * How a maze result draws itself, as its request asked (labels, shading, the path and its ends), on any grid: a grid
 * with the rectangle's formats as a {@link Picture} (its labelled fields, its ASCII; laid out as a figure for SVG and
 * PNG), any other grid as a {@link Figure} (SVG, PNG) or, for square fields, as ASCII text; the engine picks the kind
 * from the grid. Drawn only when asked, so that a result that is only written as JSON holds no picture.
 */
public final class MazeDrawing {

    private final CellMaze maze;
    private final FieldLabel labels;
    private final int root;
    private final int[] path;
    private final int from;
    private final int to;
    private final boolean openEnds;
    private final boolean withPath;
    private final boolean shade;

    private MazeDrawing(CellMaze maze, FieldLabel labels, int root, int[] path, int from, int to, boolean openEnds,
            boolean withPath, boolean shade) {
        this.maze = maze;
        this.labels = labels;
        this.root = root;
        this.path = path;
        this.from = from;
        this.to = to;
        this.openEnds = openEnds;
        this.withPath = withPath;
        this.shade = shade;
    }

    /**
     * A maze on any grid: {@code labels} in its fields (the plain rectangle's; distances count from {@code root}),
     * shaded by distance from {@code root} when {@code shade}, {@code path} drawn (null: none), {@code from}/{@code to}
     * the ends (-1: none), opened in the outer wall when {@code openEnds}.
     */
    static MazeDrawing of(CellMaze maze, FieldLabel labels, int root, boolean shade, int[] path, int from, int to,
            boolean openEnds) {
        return new MazeDrawing(maze, labels, root, path, from, to, openEnds, true, shade);
    }

    /** The maze drawn. */
    CellMaze maze() {
        return maze;
    }

    /** The path's start field (-1: none). */
    int from() {
        return from;
    }

    /** The path's end field (-1: none). */
    int to() {
        return to;
    }

    /** Whether the ends are opened in the outer wall. */
    boolean openEnds() {
        return openEnds;
    }

    /** True for a maze on a grid without the rectangle's formats: drawn as a {@link #figure()} or {@link #ascii()}. */
    public boolean figured() {
        return !maze.grid().rectFormats();
    }

    /** The name of the maze's grid: rect, polar, hex... */
    public String shape() {
        return maze.grid().shape().label();
    }

    /** Whether the maze has an ASCII picture (polar, hex, triangle and upsilon grids have none). */
    public boolean hasAscii() {
        return maze.grid().shape().hasAscii();
    }

    /** Whether the drawing shades the fields by distance. */
    public boolean shaded() {
        return shade;
    }

    /** The same drawing without the path (its ends stay marked). */
    public MazeDrawing withoutPath() {
        return new MazeDrawing(maze, labels, root, path, from, to, openEnds, false, shade);
    }

    /** The same drawing unshaded. */
    public MazeDrawing unshaded() {
        return new MazeDrawing(maze, labels, root, path, from, to, openEnds, withPath, false);
    }

    /** The picture of a maze on the plain rectangle. */
    public Picture picture() {
        if (figured()) {
            throw new IllegalStateException("a " + shape() + " maze is drawn as a figure");
        }
        return Mazes.picture(maze, labels, root, shade, withPath ? path : null, from, to, openEnds);
    }

    /** The SVG/PNG figure of a maze on a grid of any other shape. */
    public Figure figure() {
        Mazes.requireDrawable(maze.grid());
        return Mazes.figure(maze, shade ? root : -1, withPath ? path : null, from, to, openEnds);
    }

    /** The SVG text of the maze's picture (plain rectangle) or figure (any other grid), as {@code --format svg} writes it. */
    public String svg() {
        if (!figured()) {
            return org.gridpuzzles.render.Renderer.svg(picture());
        }
        java.io.StringWriter out = new java.io.StringWriter();
        org.gridpuzzles.render.FigureRenderer.svg(figure(), out);
        return out.toString();
    }

    /** The ASCII picture of a maze of square fields on a grid of any other shape (never shaded). */
    public String ascii() {
        return Mazes.ascii(maze, withPath ? path : null, from, to, openEnds);
    }
}
