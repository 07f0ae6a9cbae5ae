package org.gridpuzzles.knight;

import java.util.List;

import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Figure;

/** A line chart of success rate against board size: a figure in pixels, drawn as any figure (SVG or PNG). */
final class RateChart {

    private static final double W = 800;
    private static final double H = 400;
    private static final double L = 60;
    private static final double R = 20;
    private static final double T = 40;
    private static final double B = 50;
    private static final double FONT = 12;
    private static final Colour GRID = new Colour(0xdddddd);
    private static final Colour RATE = new Colour(0x1f77b4);

    private final List<WarnsdorffStudyRow> rows;
    private final String title;

    RateChart(List<WarnsdorffStudyRow> rows, String title) {
        this.rows = List.copyOf(rows);
        this.title = title;
    }

    Figure figure() {
        Figure canvas = Figure.inPixels(W, H);
        int min = rows.isEmpty() ? 0 : rows.get(0).size();
        int max = rows.isEmpty() ? 1 : Math.max(min + 1, rows.get(rows.size() - 1).size());
        double pw = W - L - R;
        double ph = H - T - B;
        text(canvas, W / 2.0, 20, title);
        for (int i = 0; i <= 10; i++) {
            double y = T + ph - ph * i / 10;
            canvas.add(new Figure.Segment(L, y, L + pw, y, i == 0 ? Colour.BLACK : GRID, 1));
            rightAligned(canvas, L - 6, y, (i * 10) + "%");
        }
        canvas.add(new Figure.Segment(L, T, L, T + ph, Colour.BLACK, 1));
        int step = niceStep(max - min);
        for (int s = (min + step - 1) / step * step; s <= max; s += step) {
            double x = L + pw * (s - min) / (max - min);
            canvas.add(new Figure.Segment(x, T + ph, x, T + ph + 5, Colour.BLACK, 1));
            text(canvas, x, T + ph + 14, Integer.toString(s));
        }
        text(canvas, L + pw / 2, H - 14, "board size m (m x m, start (1,1))");
        if (rows.size() > 1) {
            double[] xs = new double[rows.size()];
            double[] ys = new double[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                WarnsdorffStudyRow r = rows.get(i);
                xs[i] = L + pw * (r.size() - min) / (max - min);
                ys[i] = T + ph - ph * r.rate();
            }
            canvas.add(new Figure.Polyline(xs, ys, RATE, 1.5));
        }
        return canvas;
    }

    private static void text(Figure figure, double x, double y, String s) {
        figure.add(new Figure.Text(x, y, s, FONT, Colour.BLACK, true));
    }

    /** Text is centred; axis labels end at {@code right}, so the centre is moved by about half a width. */
    private static void rightAligned(Figure figure, double right, double y, String s) {
        text(figure, right - s.length() * FONT * 0.3, y, s);
    }

    private static int niceStep(int span) {
        int[] steps = {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000};
        for (int s : steps) {
            if (span / s <= 12) {
                return s;
            }
        }
        return 10000;
    }
}
