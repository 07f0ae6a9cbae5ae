package org.gridpuzzles.api.labyrinth;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.labyrinth.Explanation;
import org.gridpuzzles.labyrinth.ForcedSegment;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.NextField;
import org.gridpuzzles.render.Picture;

/**
 * A position explained: the live end, each of its four neighbours as available or forbidden with the reason, and
 * the forced segments ("r,c-r,c"), connections every completion uses. {@code exact} when decided by the exact count.
 * {@code line} is the line so far, its fields as [row, col] from the start to the live end.
 */
@JsonPropertyOrder({"liveEnd", "exact", "neighbours", "forced", "line"})
public record LabyrinthExplainResult(String liveEnd, boolean exact, List<Neighbour> neighbours, List<String> forced,
        List<int[]> line,
        @JsonIgnore Explanation explanation, @JsonIgnore boolean checkerboard) implements Drawable {

    /**
     * One neighbour of the live end.
     *
     * @param move the move letter that leads there (U, R, D, L)
     * @param field the field as "r,c", or "-" beyond the border
     * @param status available, forbidden or undecided
     * @param reason why, in the puzzle's words (taken, border, C-shape at field r,c, ...)
     */
    @JsonPropertyOrder({"move", "field", "status", "reason"})
    public record Neighbour(String move, String field, String status, String reason) {
    }

    static LabyrinthExplainResult of(Explanation ex, boolean checkerboard) {
        Grid g = ex.labyrinth().grid();
        List<Neighbour> neighbours = ex.neighbours().stream()
                .map(n -> new Neighbour(String.valueOf(n.move()), n.field(), n.status(), n.reason())).toList();
        List<String> forced = ex.forced().stream().map(s -> segment(g, s)).toList();
        return new LabyrinthExplainResult(g.field(ex.liveEnd()).toString(), ex.exact(), neighbours, forced,
                pairs(g, ex.line()), ex, checkerboard);
    }

    /** Fields by index as [row, col]. */
    static List<int[]> pairs(Grid g, int[] fields) {
        List<int[]> out = new java.util.ArrayList<>(fields.length);
        for (int f : fields) {
            out.add(new int[] {g.field(f).row(), g.field(f).col()});
        }
        return out;
    }

    /** The position in lines: the live end, whether the line is complete, each neighbour, the forced segments. */
    public String text() {
        Grid g = explanation.labyrinth().grid();
        StringBuilder sb = new StringBuilder();
        sb.append("live end ").append(liveEnd).append(" after ").append(explanation.moves()).append(" moves")
                .append(exact ? " (decided exactly)" : "").append('\n');
        if (explanation.complete()) {
            sb.append(explanation.liveEnd() == explanation.labyrinth().end() ? "the line is complete"
                    : "the line has taken every field but ends at " + liveEnd + ", not at the end field")
                    .append('\n');
        }
        for (NextField nb : explanation.neighbours()) {
            sb.append("  ").append(nb.move()).append(' ').append(nb.field()).append(": ").append(nb.status())
                    .append(" (").append(nb.reason()).append(")\n");
        }
        if (explanation.forced().isEmpty()) {
            sb.append("forced segments: none\n");
        } else {
            sb.append("forced segments:");
            for (ForcedSegment s : explanation.forced()) {
                sb.append(' ').append(segment(g, s));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * The line, available fields pale green, fields forbidden by a reason pale red with the reason in a word, forced
     * segments in blue; shaded like a chessboard when asked.
     */
    @Override
    public Picture picture() {
        return Labyrinths.picture(explanation).checkerboard(checkerboard);
    }

    private static String segment(Grid g, ForcedSegment s) {
        return g.field(s.from()) + "-" + g.field(s.to());
    }
}
