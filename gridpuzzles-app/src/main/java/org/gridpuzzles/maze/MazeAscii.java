package org.gridpuzzles.maze;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.PictureLimits;

/**
 * The ASCII picture of a maze of square fields (the rectangle, masks, weave, cylinder, torus, the 3d grid's levels):
 * {@code +---+} walls, blanks where a mask leaves fields out, a label in each field when asked (fields widen to the
 * longest), {@code *} on the path, {@code A} and {@code B} at its ends; a bridge shows as {@code | |} (passage over it
 * up and down) or {@code ===} (left and right). Written row by row, so that a big picture needs no big string, once
 * its size is measured against the drawing thread's {@link PictureLimits}. The rectangle's own ASCII, which its
 * reader and scripts read by columns, keeps each line to its full width and shows its ends with the path only.
 */
final class MazeAscii {

    private MazeAscii() {
    }

    /**
     * Writes the picture: {@code labels} (one a field, or null) in the fields, {@code path} (may be null) as
     * {@code *}, the ends {@code from}/{@code to} (-1: none) opened in the outer wall when {@code openEnds}.
     */
    static void write(CellMaze maze, String[] labels, int[] path, int from, int to, boolean openEnds, Appendable out) {
        CellGrid grid = maze.grid();
        if (!grid.shape().hasAscii()) {
            throw new InvalidInputException(grid.shape().withArticle() + " maze has no ASCII picture: draw it as "
                    + "SVG or PNG");
        }
        MazePictures.requireDrawable(grid);
        int openA = openEnds && from >= 0 ? grid.borderSlot(from) : -1;
        int openB = openEnds && to >= 0 ? grid.borderSlot(to) : -1;
        try {
            if (grid.shape() == GridShape.LEVELS) {
                out.append(Layered.ascii(maze, path, from, to, openA, openB));
                return;
            }
            int width = 3;
            if (labels != null) {
                for (String label : labels) {
                    width = Math.max(width, label.length() + 2);
                }
            }
            long lines = 2L * grid.rows() + 1;
            long bytes = lines * ((long) grid.cols() * (width + 1) + 2);
            PictureLimits limits = PictureLimits.current();
            limits.check(Format.ASCII, "an ASCII picture of a " + grid.rows() + " x " + grid.cols() + " grid", 0, 0,
                    bytes);
            try (Progress progress = limits.progressFor(Format.ASCII, 0, bytes)) {
                new Rows(maze, labels, width, path, grid.rectFormats() ? -1 : from, grid.rectFormats() ? -1 : to,
                        from, openA, to, openB).write(out, progress);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines of a picture, made a row of fields at a time in three rolling lines. */
    private static final class Rows {
        private final CellMaze maze;
        private final CellGrid grid;
        private final String[] labels;
        private final int width;
        private final boolean[] onPath;
        private final int markA;
        private final int markB;
        private final int from;
        private final int openA;
        private final int to;
        private final int openB;
        private final boolean weave;
        private final boolean fullWidth;
        private char[] top;
        private char[] middle;
        private char[] bottom;

        Rows(CellMaze maze, String[] labels, int width, int[] path, int markA, int markB, int from, int openA, int to,
                int openB) {
            this.maze = maze;
            this.grid = maze.grid();
            this.labels = labels;
            this.width = width;
            this.onPath = new boolean[grid.cells()];
            if (path != null) {
                for (int c : path) {
                    onPath[c] = true;
                }
            }
            this.markA = markA;
            this.markB = markB;
            this.from = from;
            this.openA = openA;
            this.to = to;
            this.openB = openB;
            this.weave = grid.shape() == GridShape.WEAVE;
            this.fullWidth = grid.rectFormats();
            int length = (width + 1) * grid.cols() + 1;
            top = blank(length);
            middle = blank(length);
            bottom = blank(length);
        }

        void write(Appendable out, Progress progress) throws IOException {
            progress.start("drawing", grid.rows());
            for (int r = 0; r < grid.rows(); r++) {
                for (int col = 0; col < grid.cols(); col++) {
                    int c = grid.cellAt(r, col);
                    if (c >= 0) {
                        field(c, (width + 1) * col);
                    }
                }
                line(out, top);
                line(out, middle);
                char[] done = top;
                top = bottom;
                bottom = done;
                Arrays.fill(middle, ' ');
                Arrays.fill(bottom, ' ');
                progress.done(r + 1L);
            }
            line(out, top);
        }

        /** Field {@code c}, its box from column {@code x} to {@code x + width + 1}. */
        private void field(int c, int x) {
            boolean bridge = maze.crossed(c);
            for (int d = 0; d < 4; d++) {
                int slot = weave ? 2 * d : d;
                boolean open = maze.isOpen(c, slot) || (weave && maze.isOpen(c, slot + 1))
                        || (bridge && !maze.isOpen(c, slot)) || (c == from && openA == slot)
                        || (c == to && openB == slot);
                if (!open) {
                    switch (d) {
                        case 0 -> Arrays.fill(top, x + 1, x + width + 1, '-');
                        case 1 -> middle[x + width + 1] = '|';
                        case 2 -> Arrays.fill(bottom, x + 1, x + width + 1, '-');
                        default -> middle[x] = '|';
                    }
                }
            }
            top[x] = '+';
            top[x + width + 1] = '+';
            bottom[x] = '+';
            bottom[x + width + 1] = '+';
            int centre = x + 1 + width / 2;
            if (bridge) {
                if (maze.isOpen(c, 0)) {
                    middle[centre - 1] = '|';
                    middle[centre + 1] = '|';
                } else {
                    Arrays.fill(middle, centre - 1, centre + 2, '=');
                }
            }
            String text = c == markA ? "A" : c == markB ? "B" : onPath[c] ? "*" : labels != null ? labels[c] : null;
            if (text != null) {
                int left = (width - text.length() + 1) / 2;
                text.getChars(0, text.length(), middle, x + 1 + left);
            }
        }

        /** A line: the rectangle's to its full width, any other without the blanks a mask leaves at its end. */
        private void line(Appendable out, char[] line) throws IOException {
            int end = line.length;
            if (!fullWidth) {
                while (end > 0 && line[end - 1] == ' ') {
                    end--;
                }
            }
            out.append(new String(line, 0, end)).append('\n');
        }
    }

    private static char[] blank(int length) {
        char[] line = new char[length];
        Arrays.fill(line, ' ');
        return line;
    }

    /** Wall {@code d} (0 top, 1 right, 2 bottom, 3 left) of the ASCII field whose middle is row y, column x. */
    static void wall(char[][] out, int y, int x, int d) {
        switch (d) {
            case 0 -> Arrays.fill(out[y - 1], x - 1, x + 2, '-');
            case 1 -> out[y][x + 2] = '|';
            case 2 -> Arrays.fill(out[y + 1], x - 1, x + 2, '-');
            default -> out[y][x - 2] = '|';
        }
    }

    /** The four corners of the ASCII field whose middle is row y, column x. */
    static void corners(char[][] out, int y, int x) {
        out[y - 1][x - 2] = '+';
        out[y - 1][x + 2] = '+';
        out[y + 1][x - 2] = '+';
        out[y + 1][x + 2] = '+';
    }
}
