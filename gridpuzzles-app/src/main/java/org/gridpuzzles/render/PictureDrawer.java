package org.gridpuzzles.render;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Lays out a {@link Picture} as a {@link Figure} in pixels, {@code cell} pixels a field: its fills, walls, pipes,
 * lines, marks, labels and legend as the figure's elements, which {@link FigureRenderer} draws. The one place where
 * the grid pictures are laid out.
 */
public final class PictureDrawer {

    private final Picture picture;
    private final Grid grid;
    private final double cell;
    /** What strokes, marks and labels scale with: the cell, up to a size that still reads as a line, not a bar. */
    private final double unit;
    private final double margin;
    private final double titleHeight;
    /** Font size of the legend, and where each entry goes (x, y of its swatch's centre), laid out once. */
    private final double legendFont;
    private final double[] legendX;
    private final double[] legendY;
    private final double legendHeight;
    /** Where the elements of the figure being drawn go (set while {@link #figure()}'s elements are given). */
    private Consumer<Figure.Element> out;

    public PictureDrawer(Picture picture, double cell) {
        this.picture = picture;
        this.grid = picture.grid();
        this.cell = cell;
        this.unit = Math.min(cell, 64);
        // large cells (small boards drawn at a readable size) keep a frame and a title of ordinary size
        this.margin = Math.max(4, Math.min(cell / 2, 20));
        this.titleHeight = picture.title() == null ? 0 : Math.min(28, Math.max(14, cell * 0.8));
        List<LegendEntry> legend = picture.legend();
        this.legendFont = Math.min(16, Math.max(11, cell * 0.45));
        this.legendX = new double[legend.size()];
        this.legendY = new double[legend.size()];
        double line = legendFont * 1.8;
        double x = margin;
        double y = margin + titleHeight + grid.rows() * cell + line * 0.75;
        for (int i = 0; i < legend.size(); i++) {
            double w = entryWidth(legend.get(i));
            if (x > margin && x + w > width() - margin) {
                x = margin;
                y += line;
            }
            legendX[i] = x + legendFont / 2;
            legendY[i] = y;
            x += w;
        }
        this.legendHeight = legend.isEmpty() ? 0 : y + line / 2 - (margin + titleHeight + grid.rows() * cell);
    }

    /** Swatch, gap, text and a space before the next entry; text width estimated for a sans-serif font. */
    private double entryWidth(LegendEntry e) {
        return legendFont * 1.6 + textWidth(e.text(), legendFont) + legendFont;
    }

    private static double textWidth(String text, double size) {
        return 0.56 * size * text.length();
    }

    public double width() {
        return 2 * margin + grid.cols() * cell;
    }

    public double height() {
        return 2 * margin + grid.rows() * cell + titleHeight + legendHeight;
    }

    /**
     * How wide the legend is laid out, margins included: more than {@link #width()} when one entry alone is wider
     * than the picture (a page that scales the picture must make room for it).
     */
    public double legendWidth() {
        double widest = 0;
        List<LegendEntry> legend = picture.legend();
        for (int i = 0; i < legend.size(); i++) {
            widest = Math.max(widest, legendX[i] - legendFont / 2 + entryWidth(legend.get(i)) - legendFont);
        }
        return legend.isEmpty() ? 0 : widest + margin;
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

    /** The picture as a figure in pixels; its elements are laid out afresh each time it is drawn. */
    public Figure figure() {
        return Figure.inPixels(width(), height(), this::emit, 4L * grid.size());
    }

    /** Draws the picture onto a canvas in pixels (an animation's frame, for one). */
    public void draw(Canvas canvas) {
        FigureRenderer.draw(figure(), canvas);
    }

    private void emit(Consumer<Figure.Element> sink) {
        this.out = sink;
        try {
            emit();
        } finally {
            this.out = null;
        }
    }

    private void emit() {
        int rows = grid.rows();
        int cols = grid.cols();
        rect(0, 0, width(), height(), Colour.WHITE);
        if (picture.title() != null) {
            // a long title on a narrow picture is set smaller rather than cut off
            String t = picture.title();
            double size = Math.min(titleHeight * 0.7, (width() - 2 * margin) / (0.56 * Math.max(1, t.length())));
            text(width() / 2, margin + titleHeight / 2, t, size, Colour.BLACK);
        }
        drawFills();
        double wallWidth = Math.max(1, unit / 10);
        if (picture.thinWalls()) {
            Colour thin = Colour.GREY;
            for (int r = 1; r < rows; r++) {
                line(left(1), top(r + 1), left(cols + 1), top(r + 1), thin, Math.max(0.5, unit / 40));
            }
            for (int c = 1; c < cols; c++) {
                line(left(c + 1), top(1), left(c + 1), top(rows + 1), thin, Math.max(0.5, unit / 40));
            }
        } else {
            drawWalls(wallWidth);
        }
        drawBorder(wallWidth);
        if (picture.hasPipes()) {
            drawPipes();
        }
        for (Line line : picture.lines()) {
            drawLine(line);
        }
        drawMarksAndLabels();
        drawLegend();
    }

    private void rect(double x, double y, double w, double h, Colour fill) {
        out.accept(new Figure.Rect(x, y, w, h, fill));
    }

    private void line(double x1, double y1, double x2, double y2, Colour stroke, double width) {
        out.accept(new Figure.Segment(x1, y1, x2, y2, stroke, width));
    }

    private void polyline(double[] xs, double[] ys, int n, Colour stroke, double width) {
        out.accept(new Figure.Polyline(Arrays.copyOf(xs, n), Arrays.copyOf(ys, n), stroke, width));
    }

    private void circle(double cx, double cy, double r, Colour fill, Colour stroke, double width) {
        out.accept(new Figure.Circle(cx, cy, r, fill, stroke, width));
    }

    private void text(double cx, double cy, String text, double size, Colour colour) {
        out.accept(new Figure.Text(cx, cy, text, size, colour, true));
    }

    private void textFrom(double x, double cy, String text, double size, Colour colour) {
        out.accept(new Figure.Text(x, cy, text, size, colour, false));
    }

    private void drawFills() {
        for (int i = 0; i < grid.size(); i++) {
            Colour f = picture.fill(i);
            if (f == null && picture.checkerboard() && ((grid.rowOf(i) + grid.colOf(i)) & 1) == 0) {
                f = Colour.LIGHT_GREY;
            }
            if (f != null) {
                rect(left(grid.colOf(i)), top(grid.rowOf(i)), cell, cell, f);
            }
        }
    }

    /** The border, one line a side unless an entrance or exit opens it. */
    private void drawBorder(double width) {
        Walls walls = picture.walls();
        int rows = grid.rows();
        int cols = grid.cols();
        for (Direction side : new Direction[] {Direction.UP, Direction.DOWN}) {
            int r = side == Direction.UP ? 1 : rows;
            double y = side == Direction.UP ? top(1) : top(rows + 1);
            int runStart = 1;
            for (int c = 1; c <= cols + 1; c++) {
                if (c == cols + 1 || walls.openBorder(grid.index(r, c), side)) {
                    if (c > runStart) {
                        line(left(runStart), y, left(c), y, Colour.BLACK, width);
                    }
                    runStart = c + 1;
                }
            }
        }
        for (Direction side : new Direction[] {Direction.LEFT, Direction.RIGHT}) {
            int c = side == Direction.LEFT ? 1 : cols;
            double x = side == Direction.LEFT ? left(1) : left(cols + 1);
            int runStart = 1;
            for (int r = 1; r <= rows + 1; r++) {
                if (r == rows + 1 || walls.openBorder(grid.index(r, c), side)) {
                    if (r > runStart) {
                        line(x, top(runStart), x, top(r), Colour.BLACK, width);
                    }
                    runStart = r + 1;
                }
            }
        }
    }

    /** Closed walls, merged into maximal straight runs so that big mazes stay small files. */
    private void drawWalls(double width) {
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
                    line(left(runStart), top(r + 1), left(c), top(r + 1), Colour.BLACK, width);
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
                    line(left(c + 1), top(runStart), left(c + 1), top(r), Colour.BLACK, width);
                    runStart = -1;
                }
            }
        }
    }

    private void drawPipes() {
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
                    // square caps reach half the width further: stop there, at the tile's edge
                    double reach = cell / 2 - w / 2;
                    line(x, y, x + d.dCol() * reach, y + d.dRow() * reach, Colour.GREY, w);
                }
            }
            circle(x, y, w / 2, Colour.GREY, null, 0);
        }
    }

    private void drawLine(Line line) {
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
        double width = Math.max(1, line.width() * unit);
        if (n == 1) {
            circle(xs[0], ys[0], width, line.colour(), null, 0);
        } else {
            polyline(xs, ys, n, line.colour(), width);
            circle(xs[0], ys[0], width * 1.2, line.colour(), null, 0);
            if (!line.directed()) {
                circle(xs[n - 1], ys[n - 1], width * 1.2, line.colour(), null, 0);
            } else if (!line.closed()) {
                // the end of an open line is ringed, so that its direction can be read
                circle(xs[n - 1], ys[n - 1], width * 1.8, null, line.colour(), Math.max(1, width * 0.6));
            }
        }
    }

    private void drawMarksAndLabels() {
        for (int i = 0; i < grid.size(); i++) {
            Mark m = picture.mark(i);
            double x = cx(i);
            double y = cy(i);
            String label = picture.label(i);
            boolean labelled = label != null && !label.isEmpty();
            if (m != null && labelled) {
                // both: the mark in the upper part, the label below it, neither over the other
                drawMark(m, x, y - cell * 0.17, unit * 0.2);
                double size = Math.min(unit * 0.22, cell * 0.9 / (0.56 * label.length()));
                text(x, y + cell * 0.28, label, size, Colour.BLACK);
            } else if (m != null) {
                drawMark(m, x, y, unit * 0.3);
            } else if (labelled) {
                double size = Math.min(unit * 0.5, cell * 1.6 / Math.max(1, label.length()));
                text(x, y, label, size, Colour.BLACK);
            }
        }
    }

    /** A mark of radius about {@code r} centred at (x, y); its strokes follow its size (a legend's are smaller). */
    private void drawMark(Mark m, double x, double y, double r) {
        switch (m.shape()) {
            case DISC -> circle(x, y, r, m.colour(), null, 0);
            case RING -> circle(x, y, r, null, m.colour(), Math.max(1, r / 3.6));
            case CROSS -> {
                line(x - r, y - r, x + r, y + r, m.colour(), Math.max(1, r / 3));
                line(x - r, y + r, x + r, y - r, m.colour(), Math.max(1, r / 3));
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
                polyline(xs, ys, points + 1, m.colour(), Math.max(1, r / 3.6));
            }
        }
    }

    private void drawLegend() {
        List<LegendEntry> legend = picture.legend();
        double half = legendFont * 0.55;
        for (int i = 0; i < legend.size(); i++) {
            LegendEntry e = legend.get(i);
            double x = legendX[i];
            double y = legendY[i];
            if (e.fill() != null) {
                rect(x - half, y - half, 2 * half, 2 * half, e.fill());
                double[] xs = {x - half, x + half, x + half, x - half, x - half};
                double[] ys = {y - half, y - half, y + half, y + half, y - half};
                polyline(xs, ys, 5, Colour.GREY, 1);
            } else if (e.line() != null) {
                line(x - half, y, x + half, y, e.line(), Math.max(2, legendFont / 5));
            } else {
                drawMark(e.mark(), x, y, half);
            }
            textFrom(x + half + legendFont * 0.4, y, e.text(), legendFont, Colour.BLACK);
        }
    }
}
