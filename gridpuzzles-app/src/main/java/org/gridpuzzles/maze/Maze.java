package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * A maze on a rectangular grid, seen by rows and columns: a view of a {@link CellMaze} on the {@link GridShape#RECT}
 * grid of the same size, whose slots are the {@link Direction}s (0 up, 1 right, 2 down, 3 left). Every algorithm,
 * solver and measure of the general model works on {@link #cells()}; this view serves the rectangle's own formats.
 */
public final class Maze {

    private final Grid grid;
    private final CellMaze cells;
    private final int cols;

    public Maze(Grid grid) {
        this(grid, new CellMaze(CellGrid.of(GridShape.RECT, grid.rows(), grid.cols())));
    }

    private Maze(Grid grid, CellMaze cells) {
        this.grid = grid;
        this.cells = cells;
        this.cols = grid.cols();
    }

    /** The rectangle's view of a maze on an unmasked rect grid (the same passages, not a copy). */
    public static Maze of(CellMaze maze) {
        CellGrid g = maze.grid();
        if (g.shape() != GridShape.RECT || g.masked()) {
            throw new IllegalArgumentException("not an unmasked rect grid: " + g);
        }
        return new Maze(new Grid(g.rows(), g.cols()), maze);
    }

    /** The same maze in the general model (shared: carving one carves the other). */
    public CellMaze cells() {
        return cells;
    }

    /** Records from now on the order in which passages are carved; returns the record. */
    MazeCarving recordCarving() {
        MazeCarving record = new MazeCarving(grid);
        cells.record(record);
        return record;
    }

    public Grid grid() {
        return grid;
    }

    public int rows() {
        return grid.rows();
    }

    public int cols() {
        return cols;
    }

    /** Is there a passage from field {@code i} to its right neighbour? */
    public boolean openRight(int i) {
        return cells.isOpen(i, 1);
    }

    /** Is there a passage from field {@code i} to the field below? */
    public boolean openDown(int i) {
        return cells.isOpen(i, 2);
    }

    /** Is there a passage from field {@code i} in direction {@code d}? False at the border. */
    public boolean isOpen(int i, Direction d) {
        return cells.isOpen(i, d.ordinal());
    }

    /** Openings of a field as bits of {@link Direction#bit()}. */
    public int openings(int i) {
        return cells.openings(i);
    }

    /** Number of passages leaving field {@code i}. */
    public int degree(int i) {
        return cells.degree(i);
    }

    /** Carves the passage from field {@code i} in direction {@code d}; the caller keeps it on the grid. */
    public void carve(int i, Direction d) {
        int s = d.ordinal();
        cells.link(i, s, i + d.dRow() * cols + d.dCol(), (s + 2) & 3);
    }

    /** Number of passages. */
    public long passages() {
        return cells.passages();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Maze m && m.grid.equals(grid) && m.cells.equals(cells);
    }

    @Override
    public int hashCode() {
        return cells.hashCode();
    }
}
