package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;

/**
 * Pictures of a labyrinth: tiles as pipes, the goal as a star, the fields the avatar can be on as rings on a
 * shaded field; with a solution one picture per push. Row N of the labyrinth is drawn at the top.
 */
final class Frames {

    private static final Mark GOAL = new Mark(Mark.Shape.STAR, Colour.RED, 'G');
    private static final Mark AVATAR = new Mark(Mark.Shape.DISC, Colour.BLUE, 'A');
    private static final Mark CAN_BE = new Mark(Mark.Shape.RING, Colour.BLUE, 'a');

    private Frames() {
    }

    /** The start, then the board after each push and walk. */
    public static List<Picture> frames(PushPuzzle puzzle, List<Push> pushes) {
        List<Picture> frames = new ArrayList<>();
        TileBoard b = new TileBoard(puzzle);
        TileBoard reach = new TileBoard(puzzle);
        reach.walk();
        frames.add(picture(b, reach, "start"));
        for (int k = 0; k < pushes.size(); k++) {
            Push p = pushes.get(k);
            b.push(p.index(puzzle.n()));
            b.walk();
            frames.add(picture(b, null, p.fact(k + 1) + (b.reached() ? " goal" : "")));
        }
        return frames;
    }

    /** {@code reach} (optional) shades where the avatar could walk; the board's own set gets the marks. */
    private static Picture picture(TileBoard b, TileBoard reach, String title) {
        int n = b.n();
        Picture pic = new Picture(new Grid(n, n)).board().title(title);
        for (int f = 0; f < n * n; f++) {
            int x = f / n + 1;
            int y = f % n + 1;
            int at = (n - x) * n + (y - 1);
            pic.pipes(at, b.openings(f));
            boolean shaded = reach != null ? reach.avatarOn(f) : b.avatarOn(f);
            if (shaded) {
                pic.fill(at, Colour.PALE_GREEN);
            }
            if (f == b.goal()) {
                pic.mark(at, GOAL);
            } else if (b.avatarOn(f)) {
                pic.mark(at, reach != null ? AVATAR : CAN_BE);
            }
        }
        pic.legend(LegendEntry.mark(GOAL, "goal"));
        if (reach != null) {
            pic.legend(LegendEntry.mark(AVATAR, "avatar"))
                    .legend(LegendEntry.fill(Colour.PALE_GREEN, "where it can walk"));
        } else {
            pic.legend(LegendEntry.mark(CAN_BE, "where the avatar can be"));
        }
        return pic;
    }
}
