package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Rules;

/** The board of a game request (a position, or rows and columns) and fields as a client sees them. */
final class GameBoards {

    /** The game's boards have at most this many fields (one bit each in a 64-bit word). */
    static final int MAX_FIELDS = 64;

    private GameBoards() {
    }

    /** A board given as rows joined by '/', refused in the words of the request's {@code field}. */
    static Board parse(String field, String rows) {
        try {
            return AvoidTheSquare.board(rows, field);
        } catch (InvalidInputException e) {
            throw new InvalidRequestException(field, e.getMessage());
        }
    }

    /**
     * The rows and columns of a game request: those given, else the position's; they must agree, and the board
     * must have at most 64 fields.
     */
    static int[] size(Integer rows, Integer cols, String position) {
        Integer r = rows;
        Integer c = cols;
        if (position != null) {
            Board b = parse("position", position);
            Check.that((r == null || r == b.rows()) && (c == null || c == b.cols()), "position", "position is "
                    + b.rows() + " x " + b.cols() + ", not " + (r == null ? b.rows() : r) + " x "
                    + (c == null ? b.cols() : c) + " as rows and cols say");
            r = b.rows();
            c = b.cols();
        }
        Check.given("rows", r);
        Check.given("cols", c);
        Check.range("rows", r, 1, MAX_FIELDS);
        Check.range("cols", c, 1, MAX_FIELDS);
        Check.that(r * c <= MAX_FIELDS, "rows", "the game works on boards of at most " + MAX_FIELDS + " fields; "
                + r + " x " + c + " has " + r * c);
        return new int[] {r, c};
    }

    /** The board of a request: its position, or the empty board. */
    static Board board(int rows, int cols, String position) {
        return position == null ? Board.empty(rows, cols) : parse("position", position);
    }

    static Game game(int rows, int cols, boolean axisParallel, GameRules rules) {
        return new Game(rows, cols, axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                rules.goal());
    }

    /** A field as [row, col], counted from 1. */
    static List<Integer> cell(GamePosition p, int field) {
        return List.of(field / p.cols() + 1, field % p.cols() + 1);
    }

    static List<List<Integer>> cells(GamePosition p, List<Integer> fields) {
        List<List<Integer>> out = new ArrayList<>();
        fields.forEach(f -> out.add(cell(p, f)));
        return out;
    }

    /** Fields as "r,c r,c ...". */
    static String names(GamePosition p, List<Integer> fields) {
        List<String> out = new ArrayList<>();
        fields.forEach(f -> out.add(p.name(f)));
        return String.join(" ", out);
    }

    /** The field of a 1-based row and column. */
    static int field(GamePosition p, Field f) {
        return p.field(f.row(), f.col());
    }
}
