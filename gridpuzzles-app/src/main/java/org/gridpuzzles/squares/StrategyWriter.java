package org.gridpuzzles.squares;

import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.Set;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

/**
 * Writes the certificate of a solved game: for a win, the winner's strategy (their move in every position reached
 * when the opponent may answer anything); for a draw, a strategy for each player that secures at least a draw. Each
 * line is a position where the strategy's player is to move, as compact rows, and the field they play:
 *
 * <pre>
 * avoid-the-square strategies 1
 * board 5x5
 * squares tilted            (or axis-parallel)
 * goal avoid                (or achieve)
 * start ...../...../...../...../.....
 * value draw                (first player wins, second player wins, draw)
 * positions up to symmetry  (optional)
 * endgames 8                (optional: positions with at most 8 free fields are left to the checker's own search)
 * strategy x draw           (the player and what the strategy secures: win or draw)
 * ...../...../...../...../..... 3,3
 * ...
 * strategy o draw
 * ...
 * end
 * </pre>
 */
final class StrategyWriter {

    private final GameSolver solver;
    private final Game game;
    private final long[][] through;
    private Writer out;
    private long lines;
    /** The positions visited: up to 31 fields as one long each (x and o side by side), else as pairs. */
    private final LongOpenHashSet seenPacked = new LongOpenHashSet();
    private final Set<Key> seen = new HashSet<>();

    private record Key(long x, long o) {
    }

    /** Whether the position (as x and o masks) is visited for the first time; marks it visited. */
    private boolean firstVisit(long x, long o) {
        int fields = game.rows() * game.cols();
        return fields <= 31 ? seenPacked.add(x | o << fields) : seen.add(new Key(x, o));
    }

    /** With symmetry: positions are written once per class under the board's rotations and reflections. */
    private final boolean symmetric;
    private final long[][][] lookup;
    private final int[][] perms;
    private final long[] key = new long[2];
    /** Positions with at most this many free fields are not written (-1: all are). */
    private final int endgames;

    StrategyWriter(GameSolver solver, Game game) {
        this(solver, game, false, -1);
    }

    /**
     * With {@code symmetric}, each position is written once for all its images under the board's rotations and
     * reflections (as one of them, with the move turned alike), which makes the certificate up to 8 times smaller.
     * Positions with at most {@code endgames} free fields (-1: none) are left out: the checker searches them itself.
     * Most positions of a strategy are near the end of the game, where that search is cheap, so this makes a
     * certificate many times smaller and quicker to write.
     */
    StrategyWriter(GameSolver solver, Game game, boolean symmetric, int endgames) {
        this.solver = solver;
        this.endgames = endgames;
        this.game = game;
        this.through = solver.through();
        this.symmetric = symmetric;
        var syms = BoardSymmetry.of(game.rows(), game.cols());
        this.perms = syms.toArray(new int[0][]);
        this.lookup = BoardSymmetry.byteImages(syms, game.rows() * game.cols());
        this.suggestFirst = game.rows() * game.cols() > SUGGEST_FIRST_FIELDS;
    }

    /** Boards with more fields than this try the solver's own move first (5 x 5 and larger, not 4 x 5). */
    static final int SUGGEST_FIRST_FIELDS = 20;
    /** Whether the solver's own move is tried before the moves in field order. */
    boolean suggestFirst;

    /** Writes the certificate for the value (for the first player) from the start; returns the positions written. */
    long write(GamePosition start, GameValue value, Writer w) throws IOException {
        out = w;
        w.write("avoid-the-square strategies 1\n");
        w.write("board " + game.rows() + "x" + game.cols() + "\n");
        w.write("squares " + (game.axisParallel() ? "axis-parallel" : "tilted") + "\n");
        w.write("goal " + (game.achieve() ? "achieve" : "avoid") + "\n");
        w.write("start " + start.board().compact() + "\n");
        w.write("value " + value + "\n");
        if (symmetric) {
            w.write("positions up to symmetry\n");
        }
        if (endgames >= 0) {
            w.write("endgames " + endgames + "\n");
        }
        switch (value) {
            case FIRST_PLAYER_WINS -> strategy(start, 0, 1);
            case SECOND_PLAYER_WINS -> strategy(start, 1, 1);
            default -> {
                strategy(start, 0, 0);
                strategy(start, 1, 0);
            }
        }
        flushLines();
        w.write("end\n");
        return lines;
    }

    private void strategy(GamePosition start, int player, int target) throws IOException {
        flushLines();
        out.write("strategy " + (player == 0 ? 'x' : 'o') + " " + (target == 1 ? "win" : "draw") + "\n");
        seen.clear();
        seenPacked.clear();
        visit(start, player, target);
    }

    private void visit(GamePosition p, int player, int target) throws IOException {
        int free = Long.bitCount(p.free());
        if (free <= Math.max(0, endgames) || (endgames >= 0 && p.mover() != player && free - 1 <= endgames)) {
            // an endgame, or the opponent's position before one: every reply is left to the checker's search
            return;
        }
        int sym = 0;
        if (symmetric) {
            sym = BoardSymmetry.canonical(lookup, p.x(), p.o(), key);
            if (!firstVisit(key[0], key[1])) {
                return;
            }
        } else if (!firstVisit(p.x(), p.o())) {
            return;
        }
        int n = p.rows() * p.cols();
        if (p.mover() == player) {
            int chosen = choose(p, target);
            if (chosen < 0) {
                throw new IllegalStateException("no move keeps the value in " + p.board().compact());
            }
            if (symmetric) {
                line(key[0], key[1], perms[sym][chosen]);
            } else {
                line(p.x(), p.o(), chosen);
            }
            lines++;
            if (!p.completesSquare(chosen, through)) {
                visit(p.play(chosen), player, target);
            }
            return;
        }
        for (int f = 0; f < n; f++) {
            if (p.isFree(f) && !p.completesSquare(f, through)) {
                visit(p.play(f), player, target);
            }
        }
    }

    private final StringBuilder line = new StringBuilder();

    /** Writes the line of a position (x and o as masks) and its move, as {@code ../.x/o. r,c}. */
    private void line(long x, long o, int move) throws IOException {
        int cols = game.cols();
        for (int f = 0; f < game.rows() * cols; f++) {
            if (f > 0 && f % cols == 0) {
                line.append('/');
            }
            line.append((x >>> f & 1) != 0 ? 'x' : (o >>> f & 1) != 0 ? 'o' : '.');
        }
        line.append(' ').append(move / cols + 1).append(',').append(move % cols + 1).append('\n');
        if (line.length() >= 1 << 16) {
            flushLines();
        }
    }

    /** Writes the lines kept so far (they are written in chunks). */
    private void flushLines() throws IOException {
        out.append(line);
        line.setLength(0);
    }

    /** Whether the position after a move keeps at least {@code target} for the player who made it. */
    private boolean keeps(GamePosition c, int target) {
        // the move keeps at least target when the opponent does not reach more than -target
        return c.free() == 0 ? 0 >= target : !solver.atLeast(c, 1 - target);
    }

    private boolean keepsValue(GamePosition p, int f, int target) {
        return f >= 0 && p.isFree(f) && !p.completesSquare(f, through) && keeps(p.play(f), target);
    }

    /** A move of the player to move that keeps a value of at least {@code target} for them. */
    private int choose(GamePosition p, int target) {
        int n = p.rows() * p.cols();
        if (game.achieve()) {
            for (int f = 0; f < n; f++) {
                if (p.isFree(f) && p.completesSquare(f, through)) {
                    return f;
                }
            }
        }
        // a move the search proved needs no search again (the checker replays what follows it)
        int proved = solver.provedMove(p, target);
        if (proved >= 0 && p.isFree(proved) && !p.completesSquare(proved, through)) {
            return proved;
        }
        if (suggestFirst) {
            // on large boards a move in field order that does not keep the value can cost a whole search to refute,
            // so the solver's own move from its table is tried first
            int hint = solver.suggest(p, target);
            if (keepsValue(p, hint, target)) {
                return hint;
            }
            // the table has lost the position's move: a search of the position stores it again, which costs far
            // less than searching its moves one by one
            if (solver.atLeast(p, target)) {
                hint = solver.suggest(p, target);
                if (keepsValue(p, hint, target)) {
                    return hint;
                }
            }
        }
        // the first move in field order that keeps the value (the solver's own choice often needs a larger strategy)
        for (int f = 0; f < n; f++) {
            if (p.isFree(f) && !p.completesSquare(f, through)) {
                if (keeps(p.play(f), target)) {
                    return f;
                }
            }
        }
        return -1;
    }
}
