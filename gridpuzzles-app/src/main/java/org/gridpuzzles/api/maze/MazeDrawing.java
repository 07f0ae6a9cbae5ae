package org.gridpuzzles.api.maze;

import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.render.Figure;

/**
 * How a maze result draws itself, as its request asked (labels, shading, the path and its ends), on any grid: as a
 * {@link Figure} (SVG, PNG, PDF) or, for square fields, as ASCII text. Drawn only when asked, so that a result that is
 * only written as JSON holds no picture.
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
     * A maze on any grid: {@code labels} in its fields (distances count from {@code root}),
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

    /** The SVG/PNG/PDF figure of the maze. */
    public Figure figure() {
        return Mazes.figure(maze, labels, root, shade, withPath ? path : null, from, to, openEnds);
    }

    /** The SVG text of the maze's figure, as {@code --format svg} writes it. */
    public String svg() {
        java.io.StringWriter out = new java.io.StringWriter();
        org.gridpuzzles.render.FigureRenderer.svg(figure(), out);
        return out.toString();
    }

    /** Writes the ASCII picture of a maze of square fields (never shaded), row by row. */
    public void ascii(Appendable out) {
        Mazes.ascii(maze, labels, root, withPath ? path : null, from, to, openEnds, out);
    }

    /** The ASCII picture as a string. */
    public String ascii() {
        StringBuilder out = new StringBuilder();
        ascii(out);
        return out.toString();
    }
}
