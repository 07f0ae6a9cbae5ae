package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.AvoidTheSquare;

/**
 * The check of every board: how many, how many fail, the first board's verdict and each failing board (1-based
 * index, compact rows, every problem joined by "; ").
 */
@JsonPropertyOrder({"boards", "failing", "first", "problems"})
public record SquaresCheckResult(int boards, int failing, Checked first, List<Checked> problems,
        @JsonIgnore SquaresCheckRequest request) implements Drawable {

    /** One board's verdict; {@code problem} null when it is fine. */
    public record Checked(int index, String board, String problem) {

        public boolean ok() {
            return problem == null;
        }
    }

    /** Whether every board passed. */
    public boolean valid() {
        return failing == 0;
    }

    /** A line per failing board (or the one board's verdict), then the summary. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        if (boards == 1 && first.ok()) {
            sb.append("board ").append(first.board()).append(": ok\n");
        }
        for (Checked c : problems) {
            sb.append(boards == 1 ? "board" : "board " + c.index()).append(' ').append(c.board()).append(": ")
                    .append(c.problem()).append('\n');
        }
        return sb.append(failing == 0 ? "ok: " + boards + " board" + (boards == 1 ? "" : "s") + " checked"
                : "not ok: " + failing + " of " + boards + " boards fail").append('\n').toString();
    }

    /** The first board, its one-coloured squares outlined, titled by its own verdict. */
    @Override
    public Picture picture() {
        var b = AvoidTheSquare.board(first.board(), "board 1");
        return AvoidTheSquare.picture(b, DrawRules.rules(b.rows(), b.cols(), request.colours(),
                request.axisParallel(), request.anyBalance()), first.ok() ? "ok" : "not ok");
    }
}
