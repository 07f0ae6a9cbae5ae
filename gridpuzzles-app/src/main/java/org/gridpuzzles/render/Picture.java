package org.gridpuzzles.render;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Grid;

/**
 * The one drawing model of the project: a grid with walls, and layers on top of it (cell fills, labels, marks,
 * lines, pipes). ASCII, SVG and PNG are all drawn from it, so a new kind of picture is described once.
 */
public final class Picture {

    private final Grid grid;
    private Walls walls = Walls.CLOSED;
    private boolean thinWalls;
    private final Colour[] fills;
    private final String[] labels;
    private final Mark[] marks;
    private final byte[] pipes;
    private boolean hasPipes;
    private final List<Line> lines = new ArrayList<>();
    private final List<LegendEntry> legend = new ArrayList<>();
    private String title;
    private boolean checkerboard;

    public Picture(Grid grid) {
        this.grid = grid;
        this.fills = new Colour[grid.size()];
        this.labels = new String[grid.size()];
        this.marks = new Mark[grid.size()];
        this.pipes = new byte[grid.size()];
    }

    public Grid grid() {
        return grid;
    }

    /** Maze walls: thick where closed, absent where open. */
    public Picture walls(Walls w) {
        this.walls = w;
        this.thinWalls = false;
        return this;
    }

    /** A board: every field outlined with thin lines. */
    public Picture board() {
        this.walls = Walls.CLOSED;
        this.thinWalls = true;
        return this;
    }

    public Picture fill(int field, Colour c) {
        fills[field] = c;
        return this;
    }

    public Picture label(int field, String text) {
        labels[field] = text;
        return this;
    }

    public Picture mark(int field, Mark m) {
        marks[field] = m;
        return this;
    }

    /** Openings of a tile, as bits of {@link org.gridpuzzles.grid.Direction#bit()}: drawn as pipes from the centre. */
    public Picture pipes(int field, int openings) {
        pipes[field] = (byte) openings;
        hasPipes = true;
        return this;
    }

    public Picture line(Line l) {
        lines.add(l);
        return this;
    }

    /** Says what a colour, mark or line means, below the picture (SVG and PNG; ASCII pictures have none). */
    public Picture legend(LegendEntry entry) {
        legend.add(entry);
        return this;
    }

    public Picture title(String t) {
        this.title = t;
        return this;
    }

    /** Shades every other field as on a chessboard, (1,1) dark. */
    public Picture checkerboard(boolean on) {
        this.checkerboard = on;
        return this;
    }

    public Walls walls() {
        return walls;
    }

    public boolean thinWalls() {
        return thinWalls;
    }

    public Colour fill(int field) {
        return fills[field];
    }

    public String label(int field) {
        return labels[field];
    }

    public Mark mark(int field) {
        return marks[field];
    }

    public int pipes(int field) {
        return pipes[field];
    }

    public boolean hasPipes() {
        return hasPipes;
    }

    public List<Line> lines() {
        return lines;
    }

    public List<LegendEntry> legend() {
        return legend;
    }

    public String title() {
        return title;
    }

    public boolean checkerboard() {
        return checkerboard;
    }
}
