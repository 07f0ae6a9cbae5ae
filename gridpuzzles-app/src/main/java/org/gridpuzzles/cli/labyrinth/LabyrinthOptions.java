package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The board of a labyrinth command: size, start and end. */
final class LabyrinthOptions {

    @Mixin
    GridOptions grid;

    @Option(names = "--start", paramLabel = "R,C", description = "Start field (default: the upper-left corner 1,1).")
    String start;

    @Option(names = "--end", paramLabel = "R,C", description = "End field (default: the lower-right corner).")
    String end;

    /** The board asked for. */
    LabyrinthBoard board() {
        Grid g = grid.grid();
        if (Math.max(g.rows(), g.cols()) > LabyrinthBoard.MAX_SIDE) {
            throw new InvalidInputException("grid " + g + " is beyond the limit of " + LabyrinthBoard.MAX_SIDE
                    + " fields on a side");
        }
        return new LabyrinthBoard(g.rows(), g.cols(), start == null ? null : g.require(Field.parse(start), "start"),
                end == null ? null : g.require(Field.parse(end), "end"));
    }

    /**
     * The board, refusing those on which no walkthrough can exist with the reason (bad input): used by the commands
     * that must produce a walkthrough.
     */
    LabyrinthBoard solvable() {
        LabyrinthBoard b = board();
        b.requireSolvable();
        return b;
    }
}
