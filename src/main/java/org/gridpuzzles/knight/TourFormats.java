package org.gridpuzzles.knight;

import java.io.IOException;
import java.io.Writer;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;

/** The text forms of a tour (the paper's numbered board, move-type digits, JSON) and its picture. */
public final class TourFormats {

    private TourFormats() {
    }

    /** The numbered board of the paper: each square shows when it was visited, '-' when it never was. */
    public static String board(Tour tour) {
        int[][] number = new int[tour.rows()][tour.cols()];
        for (int i = 0; i < tour.length(); i++) {
            number[tour.rowsVisited()[i] - 1][tour.colsVisited()[i] - 1] = i + 1;
        }
        int width = Integer.toString(tour.rows() * tour.cols()).length();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < tour.rows(); r++) {
            for (int c = 0; c < tour.cols(); c++) {
                String s = number[r][c] == 0 ? "-" : Integer.toString(number[r][c]);
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(" ".repeat(width - s.length())).append(s);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The move types as digits, one line. */
    public static String moves(Tour tour) {
        StringBuilder sb = new StringBuilder(tour.length() + 1);
        for (int t : tour.moveTypes()) {
            sb.append((char) ('0' + t));
        }
        return sb.append('\n').toString();
    }

    /** {"rows":R,"cols":C,"start":[r,c],"complete":bool,"closed":bool,"squares":[[r,c],...]}. */
    public static void json(Tour tour, Writer out) throws IOException {
        out.write("{\"rows\":" + tour.rows() + ",\"cols\":" + tour.cols() + ",\"start\":["
                + tour.rowsVisited()[0] + "," + tour.colsVisited()[0] + "],\"complete\":" + tour.complete()
                + ",\"closed\":" + tour.closed() + ",\"squares\":[");
        StringBuilder sb = new StringBuilder(64);
        for (int i = 0; i < tour.length(); i++) {
            sb.setLength(0);
            if (i > 0) {
                sb.append(',');
            }
            sb.append('[').append(tour.rowsVisited()[i]).append(',').append(tour.colsVisited()[i]).append(']');
            out.append(sb);
        }
        out.write("]}\n");
    }

    public static String json(Tour tour) {
        java.io.StringWriter w = new java.io.StringWriter();
        try {
            json(tour, w);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return w.toString();
    }

    /** The tour drawn as a line over a checkered board; start and end marked, ties optionally marked. */
    public static Picture picture(Tour tour, boolean markTies, String title) {
        Grid grid = new Grid(tour.rows(), tour.cols());
        Picture p = new Picture(grid).board().checkerboard(true);
        int[] fields = new int[tour.length()];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = grid.index(tour.rowsVisited()[i], tour.colsVisited()[i]);
        }
        p.line(new Line(fields, Colour.BLUE, 0.08, '*', tour.closed()));
        if (markTies) {
            for (int i = 0; i < fields.length; i++) {
                if (tour.tieAt()[i]) {
                    p.mark(fields[i], new Mark(Mark.Shape.RING, Colour.ORANGE, 'o'));
                }
            }
        }
        p.mark(fields[0], new Mark(Mark.Shape.DISC, Colour.GREEN, 'S'));
        if (fields.length > 1) {
            p.mark(fields[fields.length - 1], new Mark(Mark.Shape.DISC, Colour.RED, 'E'));
        }
        if (grid.size() <= 400) {
            for (int i = 0; i < fields.length; i++) {
                p.label(fields[i], Integer.toString(i + 1));
            }
        }
        return p.title(title);
    }
}
