package org.gridpuzzles.api.labyrinth;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Picture;

/**
 * The lines drawn, in the order drawn, each with the next fields its drawing could not decide within the budget
 * (left out). It draws itself as its first line.
 */
@JsonPropertyOrder({"rows", "cols", "seed", "lines"})
public record LabyrinthDrawResult(int rows, int cols, long seed, List<Line> lines,
        @JsonIgnore LabyrinthBoard board) implements Drawable {

    /** One drawn walkthrough: its moves, the next fields left undecided on the way, its fields as [row, col]. */
    @JsonPropertyOrder({"moves", "undecided", "path"})
    public record Line(String moves, long undecided, List<int[]> path, @JsonIgnore int[] fields) {
    }

    /** Each line as a picture under a title that names the seed, then its moves. */
    public String ascii() {
        StringBuilder sb = new StringBuilder();
        String title = board.grid() + " one-way labyrinth, seed " + seed;
        for (Line l : lines) {
            sb.append(AsciiRenderer.render(Labyrinths.picture(board.labyrinth(), l.fields(), title)));
            sb.append(l.moves()).append('\n');
        }
        return sb.toString();
    }

    /** The moves of each line, a line each. */
    public String moves() {
        StringBuilder sb = new StringBuilder();
        for (Line l : lines) {
            sb.append(l.moves()).append('\n');
        }
        return sb.toString();
    }

    /** The first line, untitled. */
    @Override
    public Picture picture() {
        return Labyrinths.picture(board.labyrinth(), lines.get(0).fields(), null);
    }
}
