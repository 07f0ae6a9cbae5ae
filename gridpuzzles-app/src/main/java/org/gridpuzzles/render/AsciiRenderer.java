package org.gridpuzzles.render;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

/**
 * Text pictures in the style of the seeds: {@code +---+} corners and walls, {@code |} sides, three characters per
 * field (wider when labels need it). A field shows its mark, else its line character, else its label, else its pipes.
 */
public final class AsciiRenderer {

    private AsciiRenderer() {
    }

    public static String render(Picture picture) {
        StringBuilder sb = new StringBuilder();
        render(picture, sb);
        return sb.toString();
    }

    /** Renders row by row, once the picture is measured against this thread's {@link PictureLimits}. */
    public static void render(Picture picture, Appendable out) {
        long bytes = Renderer.measure(picture, Format.ASCII);
        try (Progress progress = PictureLimits.current().progressFor(Format.ASCII, 0, bytes)) {
            render(picture, out, progress);
        }
    }

    /** Characters a field takes: three, or more when labels need it. */
    static int fieldWidth(Picture picture) {
        int width = 3;
        for (int i = 0; i < picture.grid().size(); i++) {
            String label = picture.label(i);
            if (label != null) {
                width = Math.max(width, label.length() + 2);
            }
        }
        return width;
    }

    /** Renders row by row, telling {@code progress} each row. */
    private static void render(Picture picture, Appendable out, Progress progress) {
        Grid grid = picture.grid();
        int width = fieldWidth(picture);
        progress.start("drawing", grid.rows());
        char[] lineChar = new char[grid.size()];
        for (Line line : picture.lines()) {
            if (line.ascii() != ' ') {
                for (int f : line.fields()) {
                    lineChar[f] = line.ascii();
                }
            }
        }
        Walls walls = picture.walls();
        String wall = "-".repeat(width);
        String gap = " ".repeat(width);
        StringBuilder row = new StringBuilder((width + 1) * grid.cols() + 2);
        try {
            if (picture.title() != null) {
                out.append(picture.title()).append('\n');
            }
            row.append('+');
            for (int c = 1; c <= grid.cols(); c++) {
                row.append(walls.openBorder(grid.index(1, c), Direction.UP) ? gap : wall).append('+');
            }
            out.append(row).append('\n');
            for (int r = 1; r <= grid.rows(); r++) {
                row.setLength(0);
                row.append(walls.openBorder(grid.index(r, 1), Direction.LEFT) ? ' ' : '|');
                for (int c = 1; c <= grid.cols(); c++) {
                    int i = grid.index(r, c);
                    row.append(content(picture, i, lineChar[i], width));
                    boolean open = c == grid.cols() ? walls.openBorder(i, Direction.RIGHT) : walls.openRight(i);
                    row.append(open ? ' ' : '|');
                }
                out.append(row).append('\n');
                row.setLength(0);
                row.append('+');
                for (int c = 1; c <= grid.cols(); c++) {
                    boolean open = r < grid.rows() ? walls.openDown(grid.index(r, c))
                            : walls.openBorder(grid.index(r, c), Direction.DOWN);
                    row.append(open ? gap : wall).append('+');
                }
                out.append(row).append('\n');
                progress.done(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String content(Picture picture, int i, char lineChar, int width) {
        String text;
        String label = picture.label(i);
        Mark mark = picture.mark(i);
        if (mark != null && picture.pipes(i) != 0) {
            // a tile keeps its pipes; the mark takes the centre
            String pipe = pipe(picture.pipes(i), width);
            int centre = (width - 1) / 2;
            return pipe.substring(0, centre) + mark.ascii() + pipe.substring(centre + 1);
        } else if (mark != null) {
            text = String.valueOf(mark.ascii());
        } else if (lineChar != 0) {
            text = String.valueOf(lineChar);
        } else if (label != null) {
            text = label;
        } else if (picture.pipes(i) != 0) {
            return pipe(picture.pipes(i), width);
        } else {
            return " ".repeat(width);
        }
        int left = (width - text.length() + 1) / 2;
        return " ".repeat(left) + text + " ".repeat(width - text.length() - left);
    }

    /** A tile's openings in box-drawing characters: the centre joins the open sides. */
    private static String pipe(int open, int width) {
        boolean up = (open & Direction.UP.bit()) != 0;
        boolean right = (open & Direction.RIGHT.bit()) != 0;
        boolean down = (open & Direction.DOWN.bit()) != 0;
        boolean left = (open & Direction.LEFT.bit()) != 0;
        String centres = " ╵╶└╷│┌├╴┘─┴┐┤┬┼";
        char centre = centres.charAt((up ? 1 : 0) | (right ? 2 : 0) | (down ? 4 : 0) | (left ? 8 : 0));
        int side = (width - 1) / 2;
        return (left ? "─" : " ").repeat(side) + centre + (right ? "─" : " ").repeat(width - 1 - side);
    }
}
