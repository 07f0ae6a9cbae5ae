package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Walls;

/** Pictures of lines: the line drawn as a maze, open between consecutive fields, with start and end marked. */
final class Pictures {

    private Pictures() {
    }

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
        if (title != null && title.length() <= 200) {
            p.title(title);
        }
        return p;
    }
}
