package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;

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

    /** The labyrinth asked for. */
    Labyrinth labyrinth() {
        Grid g = grid.grid();
        if (Math.max(g.rows(), g.cols()) > Labyrinths.MAX_SIDE) {
            throw new InvalidInputException("grid " + g + " is beyond the limit of " + Labyrinths.MAX_SIDE
                    + " fields on a side");
        }
        return Labyrinth.of(g, start == null ? null : Field.parse(start), end == null ? null : Field.parse(end));
    }

    /**
     * The labyrinth, refusing the boards on which no walkthrough can exist with the reason (bad input): used by
     * the commands that must produce a walkthrough.
     */
    Labyrinth solvable() {
        Labyrinth lab = labyrinth();
        String reason = lab.impossibleReason();
        if (reason != null) {
            throw new InvalidInputException("no walkthrough exists on " + lab.grid() + ": " + reason);
        }
        return lab;
    }
}
