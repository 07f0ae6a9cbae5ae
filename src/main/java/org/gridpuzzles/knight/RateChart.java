package org.gridpuzzles.knight;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.gridpuzzles.io.AtomicFile;

/**
 * A line chart of success rate against board size. The project's pictures are drawn on grids, which do not fit a
 * chart, so the chart draws itself: a few primitives written once for SVG and once for Java2D (PNG).
 */
public final class RateChart {

    private static final int W = 800;
    private static final int H = 400;
    private static final int L = 60;
    private static final int R = 20;
    private static final int T = 40;
    private static final int B = 50;

    private interface Pen {
        void line(double x1, double y1, double x2, double y2, String colour, double width);

        void text(double x, double y, String s, boolean centred);
    }

    private RateChart() {
    }

    public static void write(List<Study.Row> rows, String title, Path file) {
        if (file.toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            AtomicFile.write(file, out -> ImageIO.write(png(rows, title), "png", out));
        } else {
            AtomicFile.writeString(file, svg(rows, title));
        }
    }

    public static String svg(List<Study.Row> rows, String title) {
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(W).append("\" height=\"").append(H)
                .append("\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" "
                        + "fill=\"white\"/>\n");
        draw(rows, title, new Pen() {
            @Override
            public void line(double x1, double y1, double x2, double y2, String colour, double width) {
                sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                        + "stroke=\"%s\" stroke-width=\"%.1f\"/>%n", x1, y1, x2, y2, colour, width));
            }

            @Override
            public void text(double x, double y, String s, boolean centred) {
                sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\"%s>%s</text>%n", x, y,
                        centred ? " text-anchor=\"middle\"" : " text-anchor=\"end\"", s.replace("&", "&amp;")
                                .replace("<", "&lt;")));
            }
        });
        return sb.append("</svg>\n").toString();
    }

    public static BufferedImage png(List<Study.Row> rows, String title) {
        BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, W, H);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        draw(rows, title, new Pen() {
            @Override
            public void line(double x1, double y1, double x2, double y2, String colour, double width) {
                g.setColor(Color.decode(colour));
                g.setStroke(new BasicStroke((float) width));
                g.drawLine((int) Math.round(x1), (int) Math.round(y1), (int) Math.round(x2), (int) Math.round(y2));
            }

            @Override
            public void text(double x, double y, String s, boolean centred) {
                g.setColor(Color.BLACK);
                int w = g.getFontMetrics().stringWidth(s);
                g.drawString(s, (float) (centred ? x - w / 2.0 : x - w), (float) y);
            }
        });
        g.dispose();
        return img;
    }

    private static void draw(List<Study.Row> rows, String title, Pen pen) {
        int min = rows.isEmpty() ? 0 : rows.get(0).size();
        int max = rows.isEmpty() ? 1 : Math.max(min + 1, rows.get(rows.size() - 1).size());
        double pw = W - L - R;
        double ph = H - T - B;
        pen.text(W / 2.0, 24, title, true);
        for (int i = 0; i <= 10; i++) {
            double y = T + ph - ph * i / 10;
            pen.line(L, y, L + pw, y, i == 0 ? "#000000" : "#dddddd", 1);
            pen.text(L - 6, y + 4, (i * 10) + "%", false);
        }
        pen.line(L, T, L, T + ph, "#000000", 1);
        int step = niceStep(max - min);
        for (int s = (min + step - 1) / step * step; s <= max; s += step) {
            double x = L + pw * (s - min) / (max - min);
            pen.line(x, T + ph, x, T + ph + 5, "#000000", 1);
            pen.text(x, T + ph + 18, Integer.toString(s), true);
        }
        pen.text(L + pw / 2, H - 10, "board size m (m x m, start (1,1))", true);
        for (int i = 1; i < rows.size(); i++) {
            Study.Row a = rows.get(i - 1);
            Study.Row b = rows.get(i);
            pen.line(L + pw * (a.size() - min) / (max - min), T + ph - ph * a.rate(),
                    L + pw * (b.size() - min) / (max - min), T + ph - ph * b.rate(), "#1f77b4", 1.5);
        }
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
