package org.gridpuzzles.squares.game;

import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Goal;

/**
 * Negamax over -1/0/+1 with the game's own pruning, for both goals.
 *
 * <p>Avoid: a field that completes a square for the player to move (poisoned for them) is never played; a player
 * with only poisoned fields left has lost. When the opponent has no safe field left after some safe move, that move
 * wins at once. Achieve: a player who can complete a square wins at once; one who faces two open squares of the
 * opponent (fields completing them) loses; one open square must be blocked (a forced move).
 *
 * <p>Positions are stored under the least image of the board's symmetries ({@link PositionKeys}) in a two-way
 * transposition table of primitive arrays: a lower and an upper bound of the value and the best move found. With
 * bounds kept separately, the null-window questions "does the mover win?" and "does the mover at least draw?" reuse
 * each other's work. Moves are tried best first ({@link MoveOrder}); for avoid, before searching, the children are
 * looked up in the table in case one is already known to refute (enhanced transposition cutoff), and
 * {@link StaticBounds} gathers all that is known of a position without search (the race of supplies, the pairing
 * strategies, inert pairs filled), for df-pn too. The last moves of an avoid game (see {@link #endgameFree}) are left
 * to the plain {@link EndgameSolver}.
 *
 * <p>This class is the search loop and the table's use; what is known of a position before its search (its key and
 * bounds, {@link PositionAnalysis}), the order of the moves, the moves kept for a strategy and the watch over the
 * limits and the other threads ({@link SearchWatch}) are classes of their own, each a question that can be tuned or
 * tested alone.
 */
public final class PruningSolver implements GameSolver {

    /**
     * Moves are ordered by the race one move ahead, and children looked up in the table before the search, only with
     * more free fields than this, three fifths of the board: nearer the end both cost more time than the positions
     * they save (4 x 5 and 5 x 5, BENCHMARKS.md).
     */
    private final int lookMinFree;
    /**
     * The table is looked up before the static bounds only with more free fields than this, a quarter of the board:
     * with fewer, the bounds settle most positions (on 5 x 5 with 6 free, 55 % against 20 % by the table) and cost
     * less than the table's cache miss (BENCHMARKS.md).
     */
    private final int probeFirstMinFree;
    private final long full;
    private final boolean achieve;
    private final long[][] through;
    private final PositionAnalysis analysis;
    private final PositionKeys keys;
    /** The key of the position last looked up, as {@link PositionKeys} leaves it (the same array). */
    private final long[] key;
    /** The symmetries as permutations of the fields, and their inverses (the keys' own, held here for the search). */
    private final int[][] perms;
    private final int[][] inverses;
    private final StaticBounds bounds;
    private final CompletingFields completing;
    private final MoveOrder order;
    private final GameTable table;
    private final int[][] moveBuffer;
    private final long[][] scoreBuffer;
    /** The drawn final boards that agree with the positions on the search path, or null when not kept. */
    private final DrawnFinals.Path finals;

    private long nodes;
    /**
     * Avoid positions with at most this many free fields (two fifths of the board) are left to {@link #endgame}:
     * 10 on 5 x 5, where 12 is as fast and 8 or 14 about a third slower; on 4 x 5, 6 to 10 are within the noise
     * (BENCHMARKS.md).
     */
    private int endgameFree;
    private final EndgameSolver endgame;
    /** The moves proved, when a strategy is to be written. */
    private final KeptMoves kept = new KeptMoves();
    private final SearchWatch watch = new SearchWatch();
    /** Whether the next moves ordered are the first position's (which the threads of a solve take in turns). */
    private boolean atRoot;

    /**
     * Keyed by the counters, with inert pairs filled: keys by the future save 3 to 20 % of the positions on 3 x 6 and
     * 4 x 5 but cost about a fifth more time per position there (BENCHMARKS.md), so they are not the default.
     */
    public PruningSolver(int rows, int cols, boolean axisParallel, Goal goal, int tableBits) {
        this(rows, cols, axisParallel, goal, tableBits, false, true);
    }

    /** With the choice of keys by the future (see {@link PositionKeys}) and of filling inert pairs. */
    PruningSolver(int rows, int cols, boolean axisParallel, Goal goal, int tableBits, boolean byFuture,
            boolean inertPairs) {
        this(rows, cols, axisParallel, goal, tableBits, byFuture, inertPairs, DrawnFinals.DEFAULT_CAP);
    }

    /**
     * With the drawn final boards kept along the path when the board has at most {@code finalsCap} of them (0: never):
     * a position that agrees with none can no longer be drawn, so its value is a win or a loss.
     */
    PruningSolver(int rows, int cols, boolean axisParallel, Goal goal, int tableBits, boolean byFuture,
            boolean inertPairs, int finalsCap) {
        this(rows, cols, axisParallel, goal, tableBits, byFuture, inertPairs, finalsCap, null);
    }

    /** As above, over {@code shared} (a table other threads use too) when not null. */
    PruningSolver(int rows, int cols, boolean axisParallel, Goal goal, int tableBits, boolean byFuture,
            boolean inertPairs, int finalsCap, GameTable shared) {
        this(new PositionAnalysis(rows, cols, axisParallel, goal, byFuture, inertPairs, finalsCap), tableBits, shared);
    }

    private PruningSolver(PositionAnalysis analysis, int tableBits, GameTable shared) {
        int fields = analysis.fields;
        this.analysis = analysis;
        this.full = analysis.full;
        this.achieve = analysis.achieve;
        through = analysis.through;
        keys = analysis.keys;
        key = analysis.key;
        perms = keys.perms;
        inverses = keys.inverses;
        table = shared != null ? shared : new GameTable(tableBits, false, keys.byFuture() ? 0 : fields);
        moveBuffer = new int[fields + 1][fields];
        lookMinFree = fields * 3 / 5;
        endgameFree = achieve ? -1 : fields * 2 / 5;
        endgame = achieve ? null : new EndgameSolver(fields, through);
        probeFirstMinFree = fields / 4;
        scoreBuffer = new long[fields + 1][fields];
        finals = analysis.finals;
        bounds = analysis.bounds;
        completing = analysis.completing;
        order = new MoveOrder(achieve, lookMinFree, through, analysis.race, keys, finals);
    }

    public void limits(Limits l) {
        watch.limits(l);
    }

    /** The watch over this solver's limits and its team, when it is one thread of a solve (see {@link SearchWatch}). */
    SearchWatch watch() {
        return watch;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    /** Two null-window questions: at least a draw? then a win (or else a loss). */
    @Override
    public int value(GamePosition p) {
        if (atLeast(p, 0)) {
            return atLeast(p, 1) ? 1 : 0;
        }
        return -1;
    }

    /** Whether the value for the player to move is at least {@code t} (a null-window search). */
    @Override
    public boolean atLeast(GamePosition p, int t) {
        atRoot = watch.inTeam();
        return search(p.x(), p.o(), t - 1, t) >= t;
    }

    /**
     * The move the table holds for the position (the one that decided its last search, or ended it), or -1: under
     * the avoid rules for the position with its inert pairs filled, a move that keeps the value there too.
     */
    @Override
    public int suggest(GamePosition p, int t) {
        int sym = analysis.canonicalAsStored(p);
        int e = table.get(table.bucket(key[0], key[1]), key[0], key[1]);
        return e == GameTable.ABSENT || GameTable.move(e) < 0 ? -1 : inverses[sym][GameTable.move(e)];
    }

    @Override
    public void keepProvedMoves(int minFree) {
        kept.keep(minFree);
        // positions the endgame search settles are not stored, and a strategy needs the moves of those above minFree
        endgameFree = Math.min(endgameFree, minFree);
    }

    @Override
    public int provedMove(GamePosition p, int t) {
        return kept.kept() ? provedMove(p, t, List.of(this)) : -1;
    }

    /** A move proved by any of the solvers (this one's kind, over one table) in the position, or -1. */
    int provedMove(GamePosition p, int t, List<PruningSolver> solvers) {
        int sym = analysis.canonicalAsStored(p);
        int m = kept.move(key[0], key[1], t);
        for (int i = 0; i < solvers.size() && m < 0; i++) {
            m = solvers.get(i).kept.sharedMove(key[0], key[1], t);
        }
        return m < 0 ? -1 : inverses[sym][m];
    }

    /**
     * Shares the moves proved so far with other threads, which read them from now on (see {@link #provedMove(
     * GamePosition, int, List)}); the moves this solver proves next are kept apart, for its own thread.
     */
    void shareProvedMoves() {
        kept.share();
    }

    /** The bounds, keys and completing fields of positions, which df-pn and the tests ask too. */
    PositionAnalysis analysis() {
        return analysis;
    }

    /** Negamax value for the player to move, fail-soft within (alpha, beta). */
    private int search(long x, long o, int alpha, int beta) {
        long free = full & ~(x | o);
        if (free == 0) {
            return 0;
        }
        if (!achieve && Long.bitCount(free) <= endgameFree) {
            boolean xMoves = Long.bitCount(x) == Long.bitCount(o);
            completing.find(x, o, xMoves ? x : o, xMoves ? o : x, free);
            int v = endgame.search(x, o, completing.foundMine, completing.foundTheirs, alpha, beta);
            nodes += endgame.takePositions();
            watch.counted(nodes);
            return v;
        }
        nodes++;
        watch.counted(nodes);
        boolean drawGone = false;
        int firstSym = -1;
        long firstX = x;
        long firstO = o;
        if (!achieve && Long.bitCount(free) > probeFirstMinFree) {
            // a position the table settles needs no static bounds (entries are under the position with its inert
            // pairs filled, which most positions are already); with few free fields the static bounds settle most
            // positions, and the table is looked up only for the others, below
            firstSym = keys.canonical(x, o);
            int e = table.get(table.bucket(key[0], key[1]), key[0], key[1]);
            if (e != GameTable.ABSENT) {
                int l = GameTable.lower(e);
                int h = GameTable.upper(e);
                if (l >= beta || l == h) {
                    return l;
                }
                if (h <= alpha) {
                    return h;
                }
            }
        }
        if (!achieve) {
            int b = bounds.of(x, o, alpha, beta);
            drawGone = bounds.noDraw;
            int sLo = (b & 3) - 1;
            int sHi = (b >>> 2) - 1;
            if (sLo >= beta || sLo == sHi) {
                return sLo;
            }
            if (sHi <= alpha) {
                return sHi;
            }
            if (bounds.reducedX != x || bounds.reducedO != o) {
                x = bounds.reducedX;
                o = bounds.reducedO;
                free = full & ~(x | o);
            }
        }
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long op = xToMove ? o : x;
        // the fields completing a square of either player: the static bounds found them for the reduced position
        long mine = achieve ? completing.of(me, free) : bounds.reducedMine;
        long theirs = achieve ? completing.of(op, free) : bounds.reducedTheirs;
        long moves;
        if (achieve) {
            if (mine != 0) {
                return 1;
            }
            if (Long.bitCount(theirs) >= 2) {
                return -1;
            }
            moves = theirs != 0 ? theirs : free;
        } else {
            moves = free & ~mine;
        }
        if (Long.bitCount(moves) == 1 && Long.bitCount(free) >= 1) {
            // a forced move needs no table entry
            long bit = moves;
            return xToMove ? -search(x | bit, o, -beta, -alpha) : -search(x, o | bit, -beta, -alpha);
        }
        // canonical key (still in key when the position is the one probed first)
        int sym = firstSym >= 0 && x == firstX && o == firstO ? firstSym : keys.canonical(x, o);
        long cx = key[0];
        long co = key[1];
        int bucket = table.bucket(cx, co);
        int lo = -1;
        int hi = 1;
        int ttMove = -1;
        int entry = table.get(bucket, cx, co);
        if (entry != GameTable.ABSENT) {
            lo = GameTable.lower(entry);
            hi = GameTable.upper(entry);
            ttMove = GameTable.move(entry) < 0 ? -1 : inverses[sym][GameTable.move(entry)];
        }
        if (achieve && finals != null && !finals.drawPossible(x, o)) {
            // no drawn final board is left: the game ends in a win for one of the players
            lo = lo >= 0 ? 1 : lo;
            hi = hi <= 0 ? -1 : hi;
        }
        if (lo >= beta || lo == hi) {
            return lo;
        }
        if (hi <= alpha) {
            return hi;
        }
        if (lo > alpha) {
            alpha = lo;
        }
        if (hi < beta) {
            beta = hi;
        }
        int alphaStart = alpha;
        int depth = Long.bitCount(x | o);
        int[] list = moveBuffer[depth];
        long[] score = scoreBuffer[depth];
        int count = order.order(moves, me, op, mine, theirs, free, ttMove, list, score, drawGone,
                finals != null && !drawGone && !achieve && beta > 0 ? depth : -1, xToMove ? 0 : 1);
        if (atRoot) {
            atRoot = false;
            MoveOrder.rotate(list, count, watch.firstMove(count));
        }
        long before = nodes;
        if (Long.bitCount(free) > lookMinFree) {
            // a child already known to refute the opponent ends the node without a search
            for (int i = 0; i < count; i++) {
                long bit = 1L << list[i];
                int childHi = storedUpper(xToMove ? x | bit : x, xToMove ? o : o | bit);
                if (-childHi >= beta) {
                    table.put(bucket, cx, co, Math.max(lo, -childHi), hi, perms[sym][list[i]], 1);
                    kept.put(cx, co, -childHi, perms[sym][list[i]], free);
                    return -childHi;
                }
            }
        }
        int best = -2;
        int bestField = -1;
        for (int i = 0; i < count; i++) {
            int f = list[i];
            long bit = 1L << f;
            if (!achieve) {
                // the child's completing fields follow from these: the opponent's lose the field taken, the
                // mover's gain the last free corner of each square through it that now holds three of theirs
                completing.hint(xToMove ? x | bit : x, xToMove ? o : o | bit, theirs & ~bit,
                        mine | completing.poisonedAfter(me, f, free & ~bit));
            }
            int v = xToMove ? -search(x | bit, o, -beta, -alpha) : -search(x, o | bit, -beta, -alpha);
            if (v > best) {
                best = v;
                bestField = f;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        order.refuted(xToMove ? 0 : 1, f, count);
                        break;
                    }
                }
            }
        }
        int b = EndgameSolver.boundsAfter(lo, hi, best, alphaStart, beta);
        table.put(bucket, cx, co, (b & 3) - 1, (b >>> 2) - 1, bestField < 0 ? -1 : perms[sym][bestField], nodes - before);
        if (best > alphaStart && bestField >= 0) {
            kept.put(cx, co, best, perms[sym][bestField], free);
        }
        return best;
    }

    /** The stored upper bound of a position's value for its mover, 1 when not in the table. */
    private int storedUpper(long x, long o) {
        keys.canonical(x, o);
        int e = table.get(table.bucket(key[0], key[1]), key[0], key[1]);
        return e == GameTable.ABSENT ? 1 : GameTable.upper(e);
    }

    @Override
    public long[][] through() {
        return through;
    }
}
