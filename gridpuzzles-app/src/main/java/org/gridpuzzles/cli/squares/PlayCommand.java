package org.gridpuzzles.cli.squares;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.ComputerPlayer;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameSolution;
import org.gridpuzzles.squares.Rules;

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


    /** Who moves first (plays x). */
    enum First { HUMAN, COMPUTER }

    @Mixin
    GridOptions grid;

    @Mixin
    SeedOption seed;

    @Option(names = "--first", paramLabel = "WHO", defaultValue = "human",
            description = "human or computer: who plays x and moves first (default ${DEFAULT-VALUE}).")
    First first;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--rules", paramLabel = "R", defaultValue = "avoid",
            description = "avoid (completing a square of your own loses) or achieve (it wins); default "
                    + "${DEFAULT-VALUE}.")
    Goal rules;

    @Override
    protected int run() throws IOException {
        var g = grid.grid();
        if (g.size() > 64) {
            throw new InvalidInputException("play works on boards of at most 64 fields");
        }
        if (format.picture() != null && picture.path() == null) {
            throw new InvalidInputException("--format " + format.name() + " draws the finished game: give --out FILE");
        }
        if (format.picture() == null && picture.path() != null) {
            // the game's text is a dialogue on the terminal; --out is where its picture goes
            throw new InvalidInputException("--out FILE takes the picture of the finished game: add --format svg "
                    + "or png");
        }
        PrintWriter out = out();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Game game = new Game(g.rows(), g.cols(),
                axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL, rules);
        ComputerPlayer computer = AvoidTheSquare.computer(game, seed.seed());
        GamePosition p = game.start();
        int humanColour = first == First.HUMAN ? 0 : 1;
        java.util.List<Integer> played = new java.util.ArrayList<>();
        String ending = null;
        out.println("You play " + (humanColour == 0 ? "x (first)" : "o (second)") + ". Completing a square of your "
                + "own " + (game.achieve() ? "wins" : "loses") + ". Moves as row,col.");
        out.println(computer.playsPerfectly() ? "The computer plays perfectly."
                : game.achieve() ? "The computer completes or blocks squares where it can, else plays by a heuristic "
                        + "(--seed " + seed.seed() + ")."
                : "The computer plays random moves that complete no square of its own (--seed " + seed.seed() + ").");
        while (true) {
            out.print(p.board().box());
            if (p.free() == 0) {
                out.println("The board is full with no square: draw.");
                ending = "board full, no square: draw";
                break;
            }
            char who = p.mover() == 0 ? 'x' : 'o';
            int field;
            if (p.mover() == humanColour) {
                field = -1;
                while (field < 0) {
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
                        field = parseMove(line.strip(), p);
                    } catch (InvalidInputException e) {
                        out.println(e.getMessage());
                    }
                }
            } else {
                field = computer.choose(p);
                out.println("computer plays " + who + " at " + p.name(field));
            }
            boolean loses = game.completesSquare(p, field);
            played.add(field);
            p = p.play(field);
            if (loses) {
                out.print(p.board().box());
                boolean human = (p.mover() == 0 ? 1 : 0) == humanColour;
                ending = who + " completes a square and " + (game.achieve() ? "wins" : "loses");
                if (game.achieve()) {
                    out.println(who + " completes a square and wins: " + (human ? "you win." : "the computer wins."));
                } else {
                    out.println(who + " completes a square and loses: " + (human ? "the computer wins." : "you win."));
                }
                break;
            }
        }
        if (format.picture() != null && ending != null) {
            GameSolution game1 = new GameSolution(null, played, ending, p, 0, 0);
            picture.picture(AvoidTheSquare.picture(game, game1, game.start(), ending), format.picture(), out);
            out.println("picture of the game written to " + picture.path());
        }
        out.flush();
        return Errors.OK;
    }

    private static int parseMove(String text, GamePosition p) {
        String[] parts = text.split("[,\\s]+");
        if (parts.length != 2) {
            throw new InvalidInputException("'" + text + "' is not a move: type row,col, e.g. 2,3");
        }
        int r;
        int c;
        try {
            r = Integer.parseInt(parts[0]);
            c = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("'" + text + "' is not a move: type row,col, e.g. 2,3");
        }
        if (r < 1 || r > p.rows() || c < 1 || c > p.cols()) {
            throw new InvalidInputException(r + "," + c + " is off the board (rows 1.." + p.rows() + ", columns 1.."
                    + p.cols() + ")");
        }
        int f = p.field(r, c);
        if (!p.isFree(f)) {
            throw new InvalidInputException(r + "," + c + " is taken");
        }
        return f;
    }
}
