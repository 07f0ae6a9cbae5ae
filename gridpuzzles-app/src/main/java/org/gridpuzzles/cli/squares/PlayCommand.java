package org.gridpuzzles.cli.squares;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.squares.GameRules;
import org.gridpuzzles.api.squares.SquaresPlayRequest;
import org.gridpuzzles.api.squares.SquaresPlayResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares play}: a person against the computer in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Plays a game against you: type moves as row,col (1,1 is top left); q quits.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares play --size 3",
            "  gridpuzzles squares play --size 5 --first computer --seed 7"})
@Formats({"text", "svg", "png"})
final class PlayCommand extends EngineCommand {

    @Mixin
    FormatOption format;

    @Mixin
    OutOption picture;


    @Mixin
    GridOptions grid;

    @Mixin
    SeedOption seed;

    @Option(names = "--first", paramLabel = "WHO", defaultValue = "human",
            description = "human or computer: who plays x and moves first (default ${DEFAULT-VALUE}).")
    SquaresPlayRequest.First first;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--rules", paramLabel = "R", defaultValue = "avoid",
            description = "avoid (completing a square of your own loses) or achieve (it wins); default "
                    + "${DEFAULT-VALUE}.")
    GameRules rules;

    @Override
    protected int run() throws IOException {
        Grid g = grid.grid();
        if (format.picture() != null && picture.path() == null) {
            throw new InvalidInputException("--format " + format.name() + " draws the finished game: give --out FILE");
        }
        if (format.picture() == null && picture.path() != null) {
            // the game's text is a dialogue on the terminal; --out is where its picture goes
            throw new InvalidInputException("--out FILE takes the picture of the finished game: add --format svg "
                    + "or png");
        }
        Operation<SquaresPlayRequest, SquaresPlayResult> play = Operations.get("squares play", SquaresPlayRequest.class,
                SquaresPlayResult.class);
        SquaresPlayRequest game = new SquaresPlayRequest(g.rows(), g.cols(), axisParallel, rules, seed.seed(), first, null, null,
                false);
        SquaresPlayResult state = play.run(game, context());
        PrintWriter out = out();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String human = first == SquaresPlayRequest.First.HUMAN ? "x" : "o";
        boolean achieve = rules == GameRules.ACHIEVE;
        out.println("You play " + (human.equals("x") ? "x (first)" : "o (second)") + ". Completing a square of your "
                + "own " + (achieve ? "wins" : "loses") + ". Moves as row,col.");
        out.println(state.perfect() ? "The computer plays perfectly."
                : achieve ? "The computer completes or blocks squares where it can, else plays by a heuristic "
                        + "(--seed " + seed.seed() + ")."
                : "The computer plays random moves that complete no square of its own (--seed " + seed.seed() + ").");
        while (true) {
            out.print(state.box());
            if (state.full()) {
                out.println("The board is full with no square: draw.");
                break;
            }
            String who = state.toMove();
            if (who.equals(human)) {
                SquaresPlayResult next = null;
                while (next == null) {
                    out.print(who + " to move (row,col): ");
                    out.flush();
                    String line = in.readLine();
                    if (line == null || line.strip().equalsIgnoreCase("q")) {
                        out.println();
                        out.println("Game abandoned.");
                        out.flush();
                        return Errors.OK;
                    }
                    try {
                        next = play.run(game.next(state.fieldsPlayed(), parseMove(line.strip()), false), context());
                    } catch (InvalidRequestException e) {
                        if (!e.field().equals("move")) {
                            throw e;
                        }
                        out.println(e.getMessage());
                    }
                }
                state = next;
            } else {
                state = play.run(game.next(state.fieldsPlayed(), null, true), context());
                out.println("computer plays " + who + " at " + state.playedName());
            }
            if (state.completed()) {
                out.print(state.box());
                boolean humanMoved = state.by().equals(human);
                out.println(who + " completes a square and " + (achieve ? "wins: " : "loses: ")
                        + (humanMoved == achieve ? "you win." : "the computer wins."));
                break;
            }
        }
        if (format.picture() != null) {
            picture.picture(state.picture(), format.picture(), out);
            out.println("picture of the game written to " + picture.path());
        }
        out.flush();
        return Errors.OK;
    }

    private static Field parseMove(String text) {
        String[] parts = text.split("[,\\s]+");
        if (parts.length != 2) {
            throw new InvalidRequestException("move", "'" + text + "' is not a move: type row,col, e.g. 2,3");
        }
        try {
            return new Field(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        } catch (NumberFormatException e) {
            throw new InvalidRequestException("move", "'" + text + "' is not a move: type row,col, e.g. 2,3");
        }
    }
}
