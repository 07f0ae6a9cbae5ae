package org.gridpuzzles.labyrinth;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Walls;

/** Pictures of lines and of explained positions, drawn by {@code render}. */
final class LinePictures {

    /** Longer titles are left out: they would only widen the picture. */
    private static final int MAX_TITLE = 200;

    private LinePictures() {
    }

    /** The line drawn as a maze, open between consecutive fields, with start and end marked. */
    static Picture line(Labyrinth lab, int[] fields, String title) {
        Grid g = lab.grid();
        int n = g.size();
        boolean[] right = new boolean[n];
        boolean[] down = new boolean[n];
        for (int i = 1; i < fields.length; i++) {
            int a = Math.min(fields[i - 1], fields[i]);
            int b = Math.max(fields[i - 1], fields[i]);
            if (b == a + 1) {
                right[a] = true;
            } else {
                down[a] = true;
            }
        }
        Picture p = new Picture(g).walls(new Walls() {
            @Override
            public boolean openRight(int index) {
                return right[index];
            }

            @Override
            public boolean openDown(int index) {
                return down[index];
            }
        });
        p.line(new Line(fields, Colour.BLACK, 0.12, ' ', false));
        p.mark(lab.start(), new Mark(Mark.Shape.DISC, Colour.GREEN, 'S'));
        if (fields.length > 0 && fields[fields.length - 1] == lab.end()) {
            p.mark(lab.end(), new Mark(Mark.Shape.DISC, Colour.RED, 'E'));
        } else {
            p.mark(lab.end(), new Mark(Mark.Shape.RING, Colour.RED, 'E'));
        }
        if (title != null && title.length() <= MAX_TITLE) {
            p.title(title);
        }
        return p;
    }

    /**
     * A position with its next fields: the line, available fields pale green, fields forbidden by a reason pale red
     * with a cross and the reason in a word, forced segments in blue, the end field ringed.
     */
    static Picture explanation(Explanation ex, boolean checkerboard) {
        Labyrinth lab = ex.labyrinth();
        Picture p = new Picture(lab.grid()).board().checkerboard(checkerboard);
        p.title(lab.grid() + " after " + ex.moves() + " moves");
        p.line(Line.of(ex.line(), Colour.BLACK));
        for (NextField next : ex.neighbours()) {
            if (next.available()) {
                p.fill(ex.fieldOf(next), Colour.PALE_GREEN);
            }
        }
        for (NextField next : ex.neighbours()) {
            if (next.forbiddenByReason()) {
                int q = ex.fieldOf(next);
                p.fill(q, Colour.PALE_RED);
                p.mark(q, new Mark(Mark.Shape.CROSS, Colour.RED, 'x'));
                p.label(q, inAWord(next.reason()));
            }
        }
        for (ForcedSegment s : ex.forced()) {
            p.line(new Line(new int[] {s.from(), s.to()}, Colour.BLUE, 0.08, ' ', false).undirected());
        }
        p.mark(lab.end(), new Mark(Mark.Shape.RING, Colour.RED, 'E'));
        p.legend(LegendEntry.line(Colour.BLACK, "line so far"))
                .legend(LegendEntry.fill(Colour.PALE_GREEN, "available next field"))
                .legend(LegendEntry.mark(new Mark(Mark.Shape.CROSS, Colour.RED, 'x'), "forbidden, with the reason"))
                .legend(LegendEntry.line(Colour.BLUE, "forced segment"))
                .legend(LegendEntry.mark(new Mark(Mark.Shape.RING, Colour.RED, 'E'), "end"));
        return p;
    }

    /** A reason short enough to stand in its field. */
    static String inAWord(String reason) {
        if (reason.startsWith("C-shape")) {
            return "C-shape";
        }
        if (reason.startsWith("enclosed") || reason.startsWith("the area before")) {
            return "colours";
        }
        if (reason.startsWith("area cut")) {
            return "cut off";
        }
        if (reason.startsWith("the end field")) {
            return "end";
        }
        return "no way";
    }
}
