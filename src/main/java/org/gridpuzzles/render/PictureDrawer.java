package org.gridpuzzles.render;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/** Draws a {@link Picture} onto any {@link Canvas}: the one place where the vector pictures are laid out. */
public final class PictureDrawer {

    private final Picture picture;
    private final Grid grid;
    private final double cell;
    private final double margin;
    private final double titleHeight;

    public PictureDrawer(Picture picture, double cell) {
        this.picture = picture;
        this.grid = picture.grid();
        this.cell = cell;
        this.margin = Math.max(4, cell / 2);
        this.titleHeight = picture.title() == null ? 0 : Math.max(14, cell * 0.8);
    }

    public double width() {
        return 2 * margin + grid.cols() * cell;
    }

    public double height() {
        return 2 * margin + grid.rows() * cell + titleHeight;
    }

    private double left(int col) {
        return margin + (col - 1) * cell;
    }

    private double top(int row) {
        return margin + titleHeight + (row - 1) * cell;
    }

    private double cx(int index) {
        return left(grid.colOf(index)) + cell / 2;
    }

    private double cy(int index) {
        return top(grid.rowOf(index)) + cell / 2;
    }

    public void draw(Canvas canvas) {
        int rows = grid.rows();
        int cols = grid.cols();
        canvas.rect(0, 0, width(), height(), Colour.WHITE);
        if (picture.title() != null) {
            canvas.text(width() / 2, margin + titleHeight / 2, picture.title(), titleHeight * 0.7, Colour.BLACK);
        }
        drawFills(canvas);
        double wallWidth = Math.max(1, cell / 10);
        if (picture.thinWalls()) {
            Colour thin = Colour.GREY;
            for (int r = 1; r < rows; r++) {
                canvas.line(left(1), top(r + 1), left(cols + 1), top(r + 1), thin, Math.max(0.5, cell / 40));
            }
            for (int c = 1; c < cols; c++) {
                canvas.line(left(c + 1), top(1), left(c + 1), top(rows + 1), thin, Math.max(0.5, cell / 40));
            }
        } else {
            drawWalls(canvas, wallWidth);
        }
        // the border
        canvas.line(left(1), top(1), left(cols + 1), top(1), Colour.BLACK, wallWidth);
        canvas.line(left(1), top(rows + 1), left(cols + 1), top(rows + 1), Colour.BLACK, wallWidth);
        canvas.line(left(1), top(1), left(1), top(rows + 1), Colour.BLACK, wallWidth);
        canvas.line(left(cols + 1), top(1), left(cols + 1), top(rows + 1), Colour.BLACK, wallWidth);
        if (picture.hasPipes()) {
            drawPipes(canvas);
        }
        for (Line line : picture.lines()) {
            drawLine(canvas, line);
        }
        drawMarksAndLabels(canvas);
    }

    private void drawFills(Canvas canvas) {
        for (int i = 0; i < grid.size(); i++) {
            Colour f = picture.fill(i);
            if (f == null && picture.checkerboard() && ((grid.rowOf(i) + grid.colOf(i)) & 1) == 0) {
                f = Colour.LIGHT_GREY;
            }
            if (f != null) {
                canvas.rect(left(grid.colOf(i)), top(grid.rowOf(i)), cell, cell, f);
            }
        }
    }

    /** Closed walls, merged into maximal straight runs so that big mazes stay small files. */
    private void drawWalls(Canvas canvas, double width) {
        Walls walls = picture.walls();
        int rows = grid.rows();
        int cols = grid.cols();
        for (int r = 1; r < rows; r++) {
            int runStart = -1;
            for (int c = 1; c <= cols + 1; c++) {
                boolean closed = c <= cols && !walls.openDown(grid.index(r, c));
                if (closed && runStart < 0) {
                    runStart = c;
                } else if (!closed && runStart >= 0) {
                    canvas.line(left(runStart), top(r + 1), left(c), top(r + 1), Colour.BLACK, width);
                    runStart = -1;
                }
            }
        }
        for (int c = 1; c < cols; c++) {
            int runStart = -1;
            for (int r = 1; r <= rows + 1; r++) {
                boolean closed = r <= rows && !walls.openRight(grid.index(r, c));
                if (closed && runStart < 0) {
                    runStart = r;
                } else if (!closed && runStart >= 0) {
                    canvas.line(left(c + 1), top(runStart), left(c + 1), top(r), Colour.BLACK, width);
                    runStart = -1;
                }
            }
        }
    }

    private void drawPipes(Canvas canvas) {
        double w = cell * 0.28;
        for (int i = 0; i < grid.size(); i++) {
            int open = picture.pipes(i);
            if (open == 0) {
                continue;
            }
            double x = cx(i);
            double y = cy(i);
            for (Direction d : Direction.values()) {
                if ((open & d.bit()) != 0) {
                    canvas.line(x, y, x + d.dCol() * cell / 2, y + d.dRow() * cell / 2, Colour.GREY, w);
                }
            }
            canvas.circle(x, y, w / 2, Colour.GREY, null, 0);
        }
    }

    private void drawLine(Canvas canvas, Line line) {
        int[] fields = line.fields();
        int n = fields.length + (line.closed() && fields.length > 1 ? 1 : 0);
        if (fields.length == 0) {
            return;
        }
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int k = 0; k < n; k++) {
            int f = fields[k % fields.length];
            xs[k] = cx(f);
            ys[k] = cy(f);
        }
        double width = Math.max(1, line.width() * cell);
        if (n == 1) {
            canvas.circle(xs[0], ys[0], width, line.colour(), null, 0);
        } else {
            canvas.polyline(xs, ys, n, line.colour(), width);
            canvas.circle(xs[0], ys[0], width * 1.2, line.colour(), null, 0);
        }
    }

    private void drawMarksAndLabels(Canvas canvas) {
        for (int i = 0; i < grid.size(); i++) {
            Mark m = picture.mark(i);
            double x = cx(i);
            double y = cy(i);
            if (m != null) {
                double r = cell * 0.3;
                switch (m.shape()) {
                    case DISC -> canvas.circle(x, y, r, m.colour(), null, 0);
                    case RING -> canvas.circle(x, y, r, null, m.colour(), Math.max(1, cell / 12));
                    case CROSS -> {
                        canvas.line(x - r, y - r, x + r, y + r, m.colour(), Math.max(1, cell / 10));
                        canvas.line(x - r, y + r, x + r, y - r, m.colour(), Math.max(1, cell / 10));
                    }
                    case STAR -> {
                        int points = 10;
                        double[] xs = new double[points + 1];
                        double[] ys = new double[points + 1];
                        for (int k = 0; k <= points; k++) {
                            double a = -Math.PI / 2 + k * Math.PI / 5;
                            double rr = (k & 1) == 0 ? r * 1.2 : r * 0.5;
                            xs[k] = x + rr * Math.cos(a);
                            ys[k] = y + rr * Math.sin(a);
                        }
                        canvas.polyline(xs, ys, points + 1, m.colour(), Math.max(1, cell / 12));
                    }
                }
            }
            String label = picture.label(i);
            if (label != null && !label.isEmpty()) {
                double size = Math.min(cell * 0.5, cell * 1.6 / Math.max(1, label.length()));
                canvas.text(x, y, label, size, Colour.BLACK);
            }
        }
    }
}
