package org.gridpuzzles.cli.squares;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.squares.GameRules;
import org.gridpuzzles.api.squares.SquaresMoveRequest;
import org.gridpuzzles.api.squares.SquaresMoveResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.grid.Grid;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares move}: one position's advice (the computer's move, the moves that lose at once, the value). */
@Command(name = "move", mixinStandardHelpOptions = true,
        description = "Answers for one position: the computer's move (perfect where the position is solved within "
                + "the time limit, heuristic beyond), the moves that lose at once, the value, and for a finished "
                + "game the loser and the square; the last line is the computer's move (row,col) or 'over'. "
                + "The time limit defaults to 2 s.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares move --position 'xox/..o/.ox'",
            "  gridpuzzles squares move --size 5 --format json",
            "  gridpuzzles squares move --position 'x..../...../..o../...../.....' --time-limit 1 --seed 3"})
@Formats({"text", "json", "svg", "png"})
final class MoveCommand extends EngineCommand {

    @Mixin
    GridOptions grid;

    @Option(names = "--position", paramLabel = "ROWS",
            description = "The position (rows joined by '/', '.' empty); without it the empty board of --size.")
    String position;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--rules", paramLabel = "R", defaultValue = "avoid",
            description = "avoid (completing a square of your own loses) or achieve (it wins); default "
                    + "${DEFAULT-VALUE}.")
    GameRules rules;

    @Mixin
    SeedOption seed;

    @Mixin
    TimeLimitOption timeLimit;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        Grid g = sizeBeside(grid, position);
        SquaresMoveRequest request = new SquaresMoveRequest(g == null ? null : g.rows(), g == null ? null : g.cols(), position,
                axisParallel, rules, seed.seed(), timeLimit.seconds(SquaresMoveRequest.DEFAULT_TIME_LIMIT));
        SquaresMoveResult a = Operations.get("squares move", SquaresMoveRequest.class, SquaresMoveResult.class).run(request, context());
        if (format.picture() != null) {
            out.picture(a.picture(), format.picture(), out());
        } else {
            out.text(format.is("json") ? OperationJson.write(a) + "\n" : a.text(), out());
        }
        return Errors.OK;
    }

    /** The board size given beside a position (null when only the position says it), or the size alone. */
    static Grid sizeBeside(GridOptions grid, String position) {
        return grid.given() || position == null ? grid.grid() : null;
    }
}
