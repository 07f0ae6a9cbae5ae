package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.labyrinth.Labyrinth;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The board of a labyrinth command: size, start and end. */
public final class LabyrinthOptions {

    @Mixin
    GridOptions grid;

    @Option(names = "--start", paramLabel = "R,C", description = "Start field (default: the upper-left corner 1,1).")
    String start;

    @Option(names = "--end", paramLabel = "R,C", description = "End field (default: the lower-right corner).")
    String end;

    /** The labyrinth asked for; odd square sizes are required where a corner-to-corner square is meant. */
    Labyrinth labyrinth() {
        Grid g = grid.grid();
        if (Math.max(g.rows(), g.cols()) > Labyrinth.MAX_SIDE) {
            throw new InvalidInputException("grid " + g + " is beyond the limit of " + Labyrinth.MAX_SIDE
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
