package org.gridpuzzles.squares.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.board.SquareGeometry;
import org.gridpuzzles.squares.game.GameSolver;

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
public final class StrategyWriter {

    private final GameSolver solver;
    private final Game game;
    private final long[][] through;
    private Writer out;
    /**
     * The positions visited: up to 31 fields as one long each (x and o side by side) in sets by hash, each locked on
     * its own (threads rarely meet on one), else as pairs in a concurrent set.
     */
    private final LongOpenHashSet[] seenPacked = new LongOpenHashSet[64];
    private final Set<Key> seen = ConcurrentHashMap.newKeySet();

    private record Key(long x, long o) {
    }

    /** Whether the position (as x and o masks) is visited for the first time; marks it visited. */
    private boolean firstVisit(long x, long o) {
        int fields = game.rows() * game.cols();
        if (fields > 31) {
            return seen.add(new Key(x, o));
        }
        long k = x | o << fields;
        LongOpenHashSet set = seenPacked[(int) ((k * 0x9E3779B97F4A7C15L) >>> 58)];
        synchronized (set) {
            return set.add(k);
        }
    }

    /** With symmetry: positions are written once per class under the board's rotations and reflections. */
    private final boolean symmetric;
    private final long[][][] lookup;
    private final int[][] perms;
    /** Positions with at most this many free fields are not written (-1: all are). */
    private final int endgames;

    public StrategyWriter(GameSolver solver, Game game) {
        this(solver, game, false, -1);
    }

    /**
     * With {@code symmetric}, each position is written once for all its images under the board's rotations and
     * reflections (as one of them, with the move turned alike), which makes the certificate up to 8 times smaller.
     * Positions with at most {@code endgames} free fields (-1: none) are left out: the checker searches them itself.
     * Most positions of a strategy are near the end of the game, where that search is cheap, so this makes a
     * certificate many times smaller and quicker to write.
     */
    public StrategyWriter(GameSolver solver, Game game, boolean symmetric, int endgames) {
        this.solver = solver;
        this.endgames = endgames;
        this.game = game;
        this.through = solver.through();
        this.symmetric = symmetric;
        var syms = BoardSymmetry.of(game.rows(), game.cols());
        this.perms = syms.toArray(new int[0][]);
        this.lookup = BoardSymmetry.byteImages(syms, game.rows() * game.cols());
        this.suggestFirst = game.rows() * game.cols() > SUGGEST_FIRST_FIELDS;
        for (int i = 0; i < seenPacked.length; i++) {
            seenPacked[i] = new LongOpenHashSet();
        }
    }

    /** Boards with more fields than this try the solver's own move first (5 x 5 and larger, not 4 x 5). */
    static final int SUGGEST_FIRST_FIELDS = 20;
    /** Whether the solver's own move is tried before the moves in field order. */
    public boolean suggestFirst;
    /**
     * With several threads, the first moves from the start, as many as a third of the fields (8 on 5 x 5), are walked
     * on one thread; the positions reached there are then shared out, a thread taking the next one when done with its
     * last. Deeper than 4 moves, the threads wait less for the last one at the end (BENCHMARKS.md).
     */
    private int sharedFromDepth() {
        return Math.max(1, game.rows() * game.cols() / 3);
    }

    /** Writes the certificate for the value (for the first player) from the start; returns the positions written. */
    public long write(GamePosition start, GameValue value, Writer w) throws IOException {
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
        List<Walker> walkers = new ArrayList<>();
        for (GameSolver s : solver.writers()) {
            walkers.add(new Walker(s));
        }
        // with several, the first moves are walked with the solver itself, its searches on all its threads
        Walker first = walkers.size() == 1 ? walkers.get(0) : new Walker(solver);
        switch (value) {
            case FIRST_PLAYER_WINS -> strategy(first, walkers, start, 0, 1);
            case SECOND_PLAYER_WINS -> strategy(first, walkers, start, 1, 1);
            default -> {
                strategy(first, walkers, start, 0, 0);
                strategy(first, walkers, start, 1, 0);
            }
        }
        w.write("end\n");
        long lines = walkers.size() == 1 ? 0 : first.lines;
        for (Walker k : walkers) {
            lines += k.lines;
        }
        return lines;
    }

    private void strategy(Walker first, List<Walker> walkers, GamePosition start, int player, int target)
            throws IOException {
        out.write("strategy " + (player == 0 ? 'x' : 'o') + " " + (target == 1 ? "win" : "draw") + "\n");
        seen.clear();
        for (LongOpenHashSet set : seenPacked) {
            set.clear();
        }
        if (walkers.size() == 1) {
            first.visit(start, player, target, -1);
        } else {
            first.visit(start, player, target, sharedFromDepth());
            shareOut(first.left, walkers, player, target);
            first.flushLines();
        }
        for (Walker k : walkers) {
            k.flushLines();
        }
    }

    /**
     * Walks the positions left at the shared depth, one thread a walker (this thread the first walker's); the first
     * failure of any walker is thrown here once all have stopped.
     */
    private void shareOut(List<GamePosition> shared, List<Walker> walkers, int player, int target)
            throws IOException {
        ConcurrentLinkedQueue<GamePosition> left = new ConcurrentLinkedQueue<>(shared);
        shared.clear();
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (Walker k : walkers.subList(1, walkers.size())) {
            Thread t = new Thread(() -> k.walkAll(left, player, target, failures), "squares-proof");
            t.setDaemon(true);
            t.start();
            threads.add(t);
        }
        walkers.get(0).walkAll(left, player, target, failures);
        try {
            for (Thread t : threads) {
                t.join();
            }
        } catch (InterruptedException e) {
            left.clear();
            Thread.currentThread().interrupt();
            throw new InterruptedRunException("writing the certificate was interrupted");
        }
        if (!failures.isEmpty()) {
            Throwable f = failures.get(0);
            if (f instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (f instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) f;
        }
    }

    /** One thread's walk of the strategy, with its own solver, scratch and lines not yet written. */
    private final class Walker {
        private final GameSolver solver;
        private final long[] key = new long[2];
        private final StringBuilder line = new StringBuilder();
        /** The positions left at the shared depth, for all the threads. */
        private final List<GamePosition> left = new ArrayList<>();
        long lines;

        Walker(GameSolver solver) {
            this.solver = solver;
        }

        /** Walks positions from the queue until it is empty or a walker has failed (the failure is kept). */
        void walkAll(ConcurrentLinkedQueue<GamePosition> queue, int player, int target, List<Throwable> failures) {
            try {
                for (GamePosition p = queue.poll(); p != null && failures.isEmpty(); p = queue.poll()) {
                    visit(p, player, target, -1);
                }
            } catch (IOException e) {
                failures.add(new UncheckedIOException(e));
            } catch (RuntimeException | Error e) {
                failures.add(e);
            }
            if (!failures.isEmpty()) {
                queue.clear();
            }
        }

        /** Walks the strategy from the position; at {@code depth} 0 the position is left for sharing out instead. */
        void visit(GamePosition p, int player, int target, int depth) throws IOException {
            int free = Long.bitCount(p.free());
            if (free <= Math.max(0, endgames) || (endgames >= 0 && p.mover() != player && free - 1 <= endgames)) {
                // an endgame, or the opponent's position before one: every reply is left to the checker's search
                return;
            }
            if (depth == 0) {
                left.add(p);
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
                if (!SquareGeometry.completes(p, chosen, through)) {
                    visit(p.play(chosen), player, target, depth - 1);
                }
                return;
            }
            for (int f = 0; f < n; f++) {
                if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                    visit(p.play(f), player, target, depth - 1);
                }
            }
        }

        /** Keeps the line of a position (x and o as masks) and its move, as {@code ../.x/o. r,c}. */
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

        /** Writes the lines kept so far (whole lines, in chunks, one thread at a time). */
        void flushLines() throws IOException {
            synchronized (StrategyWriter.this) {
                out.append(line);
            }
            line.setLength(0);
        }

        /** Whether the position after a move keeps at least {@code target} for the player who made it. */
        private boolean keeps(GamePosition c, int target) {
            // the move keeps at least target when the opponent does not reach more than -target
            return c.free() == 0 ? 0 >= target : !solver.atLeast(c, 1 - target);
        }

        private boolean keepsValue(GamePosition p, int f, int target) {
            return f >= 0 && p.isFree(f) && !SquareGeometry.completes(p, f, through) && keeps(p.play(f), target);
        }

        /** A move of the player to move that keeps a value of at least {@code target} for them. */
        private int choose(GamePosition p, int target) {
            int n = p.rows() * p.cols();
            if (game.achieve()) {
                for (int f = 0; f < n; f++) {
                    if (p.isFree(f) && SquareGeometry.completes(p, f, through)) {
                        return f;
                    }
                }
            }
            // a move the search proved needs no search again (the checker replays what follows it)
            int proved = solver.provedMove(p, target);
            if (proved >= 0 && p.isFree(proved) && !SquareGeometry.completes(p, proved, through)) {
                return proved;
            }
            if (suggestFirst) {
                // on large boards a move in field order that does not keep the value can cost a whole search to
                // refute, so the solver's own move from its table is tried first
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
            // the first move in field order that keeps the value (the solver's own choice often needs a larger
            // strategy)
            for (int f = 0; f < n; f++) {
                if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                    if (keeps(p.play(f), target)) {
                        return f;
                    }
                }
            }
            return -1;
        }
    }
}
