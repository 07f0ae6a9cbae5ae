package org.gridpuzzles.squares;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.core.Limits;

/**
 * Negamax over -1/0/+1 with the game's own pruning, for both goals.
 *
 * <p>Avoid: a field that completes a square for the player to move (poisoned for them) is never played; a player
 * with only poisoned fields left has lost. When the opponent has no safe field left after some safe move, that move
 * wins at once. Achieve: a player who can complete a square wins at once; one who faces two open squares of the
 * opponent (fields completing them) loses; one open square must be blocked (a forced move).
 *
 * <p>Positions are stored under the least image of the board's symmetries (8 on a square board, 4 on a rectangle) in a
 * two-way transposition table of primitive arrays: as keys the canonical x and o masks (or, when asked, the
 * position's future; see {@link #canonical}), a lower and an upper bound of the value and the best move found. Moves
 * are tried best first: the table's move, then moves that take a field the
 * opponent could still use and create the fewest new poisoned fields for the mover (avoid), or the most open squares
 * (achieve). With bounds kept separately, the null-window questions "does the mover win?" and "does the mover at least
 * draw?" reuse each other's work.
 *
 * <p>Further, for avoid: the race of supplies ({@link SupplyRace}) bounds the value without search; the answer by
 * point reflection (x's last move mirrored through the centre) is tried by o (the second player) right after the
 * table's move and the moves the race one move ahead favours, since answering so o never completes a square first
 * (x's extra centre aside); {@link #mirrorAnswers} bounds the positions where o can answer so to the end; moves that
 * refuted the
 * opponent elsewhere (the history heuristic) come next; and before searching, the children are looked up in the table
 * in case one is already known to refute (enhanced transposition cutoff). Pairs of inert fields are filled first
 * ({@link #fillInert}); {@link #staticBounds} gathers all that is known of a position without search, for df-pn too.
 * The last moves of an avoid game (see {@link #endgameFree}) are left to the plain {@link EndgameSolver}.
 */
final class PruningSolver implements GameSolver {

    private final int[][] history = new int[2][64];
    private final int centre;
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
    private final int fields;
    private final long full;
    private final boolean achieve;
    private final long[] squares;
    private final long[][] through;
    /** For each field, the squares through it as a set of square indices; null with more than 64 squares. */
    private final long[] squaresOf;
    /** Scratch for {@link SupplyRace#countCorners}. */
    private final long[] cornerCounts = new long[2];
    private final SupplyRace race;
    private final long[][][] lookup;
    /** For each symmetry, the byte images of a set of squares (bit i: square i), as {@code lookup} is for fields. */
    private final long[][][] squareLookup;
    /**
     * Whether positions are keyed by what decides their future (the free fields and, for each square that meets
     * them, whether x and whether o can still complete it) rather than by the counters themselves: it fits in 128
     * bits when the board has at most (128 - fields) / 2 squares.
     */
    private final boolean futureKeys;
    /** Whether pairs of inert fields are filled before the search (see {@link #fillInert}). */
    private final boolean reduceInert;
    /** Scratch for the canonical key of the position being looked up. */
    final long[] key = new long[2];
    /** Scratch: the free fields' image under each symmetry. */
    private final long[] imageOfFree = new long[8];
    /** The symmetries that pair up the fields (involutions without a fixed field), for the mirror strategy. */
    private final int[] mirrors;
    /** The symmetries as permutations of the fields, and their inverses (to store best moves canonically). */
    private final int[][] perms;
    private final int[][] inverses;
    private final GameTable table;
    private final int[][] moveBuffer;
    private final long[][] scoreBuffer;
    /** The drawn final boards that agree with the positions on the search path, or null when not kept. */
    private final DrawnFinals.Path finals;
    private long nodes;
    /** {@link #nodes} when the limits were last checked. */
    private long reported;
    /**
     * Avoid positions with at most this many free fields (two fifths of the board) are left to {@link #endgame}:
     * 10 on 5 x 5, where 12 is as fast and 8 or 14 about a third slower; on 4 x 5, 6 to 10 are within the noise
     * (BENCHMARKS.md).
     */
    private int endgameFree;
    private final EndgameSolver endgame;
    /** The moves proved in positions with more than {@link #provedMinFree} free fields, or null when not kept. */
    private ProvedMoves proved;
    private int provedMinFree;
    private Limits limits = Limits.none();
    /** The positions of all the threads of one solve, when it has several (see {@link ParallelGameSolver}). */
    private AtomicLong teamNodes;
    /** Set when another thread of the solve has answered the question: this one stops. */
    private volatile boolean stop;
    /** Which share of the first position's moves this thread tries first, of {@link #turns}. */
    private int turn;
    private int turns = 1;
    /** Whether the next moves ordered are the first position's (which the threads of a solve take in turns). */
    private boolean atRoot;

    /**
     * Keyed by the counters, with inert pairs filled: keys by the future save 3 to 20 % of the positions on 3 x 6 and
     * 4 x 5 but cost about a fifth more time per position there (BENCHMARKS.md), so they are not the default.
     */
    PruningSolver(int rows, int cols, boolean axisParallel, Goal goal, int tableBits) {
        this(rows, cols, axisParallel, goal, tableBits, false, true);
    }

    /** With the choice of keys by the future (see {@link #canonical}) and of filling inert pairs. */
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
        this.fields = rows * cols;
        if (fields > 64) {
            throw new IllegalArgumentException("the game solver works on at most 64 fields");
        }
        this.full = fields == 64 ? -1L : (1L << fields) - 1;
        this.achieve = goal == Goal.ACHIEVE;
        List<int[]> sq = SquareGeometry.squares(rows, cols, axisParallel);
        squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        through = SquareGeometry.throughMasks(rows, cols, axisParallel);
        race = new SupplyRace(squares, through);
        squaresOf = race.squaresOf();
        List<int[]> syms = BoardSymmetry.of(rows, cols);
        perms = syms.toArray(new int[0][]);
        inverses = new int[perms.length][fields];
        for (int s = 0; s < perms.length; s++) {
            for (int f = 0; f < fields; f++) {
                inverses[s][perms[s][f]] = f;
            }
        }
        lookup = BoardSymmetry.byteImages(syms, fields);
        futureKeys = byFuture && fields + 2 * squares.length <= 128;
        reduceInert = inertPairs;
        squareLookup = futureKeys ? squareImages(sq, syms) : null;
        List<Integer> pairings = new java.util.ArrayList<>();
        for (int s = 1; s < perms.length; s++) {
            boolean pairs = true;
            for (int f = 0; f < fields && pairs; f++) {
                pairs = perms[s][f] != f && perms[s][perms[s][f]] == f;
            }
            if (pairs) {
                pairings.add(s);
            }
        }
        mirrors = pairings.stream().mapToInt(Integer::intValue).toArray();
        table = shared != null ? shared : new GameTable(tableBits, false, futureKeys ? 0 : fields);
        moveBuffer = new int[fields + 1][fields];
        centre = rows % 2 == 1 && cols % 2 == 1 ? fields / 2 : -1;
        lookMinFree = fields * 3 / 5;
        endgameFree = achieve ? -1 : fields * 2 / 5;
        endgame = achieve ? null : new EndgameSolver(fields, through);
        probeFirstMinFree = fields / 4;
        scoreBuffer = new long[fields + 1][fields];
        DrawnFinals drawn = finalsCap > 0 ? DrawnFinals.of(rows, cols, axisParallel, finalsCap) : null;
        finals = drawn == null ? null : new DrawnFinals.Path(drawn);
    }

    void limits(Limits l) {
        this.limits = l;
    }

    /**
     * Makes this solver one thread of a team of {@code turns} that answer the same questions over one table: it
     * tries the first position's moves from share {@code turn} on, so the threads begin in different subtrees and
     * meet each other's results in the table; {@code team} counts their positions for the limits.
     */
    void joinTeam(int turn, int turns, AtomicLong team) {
        this.turn = turn;
        this.turns = turns;
        this.teamNodes = team;
    }

    /** Stops this thread's current question (it ends with {@link Stopped}), or lets the next one run. */
    void stop(boolean value) {
        this.stop = value;
    }

    /** Thrown by a thread of a team when another has answered first. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
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
        atRoot = turns > 1;
        return search(p.x(), p.o(), t - 1, t) >= t;
    }

    /**
     * The move the table holds for the position (the one that decided its last search, or ended it), or -1: under
     * the avoid rules for the position with its inert pairs filled, a move that keeps the value there too.
     */
    @Override
    public int suggest(GamePosition p, int t) {
        int sym = canonicalAsStored(p);
        int e = table.get(table.bucket(key[0], key[1]), key[0], key[1]);
        return e == GameTable.ABSENT || GameTable.move(e) < 0 ? -1 : inverses[sym][GameTable.move(e)];
    }

    @Override
    public void keepProvedMoves(int minFree) {
        proved = new ProvedMoves();
        provedMinFree = minFree;
        // positions the endgame search settles are not stored, and a strategy needs the moves of those above minFree
        endgameFree = Math.min(endgameFree, minFree);
    }

    @Override
    public int provedMove(GamePosition p, int t) {
        return proved == null ? -1 : provedMove(p, t, List.of(this));
    }

    /** A move proved by any of the solvers (this one's kind, over one table) in the position, or -1. */
    int provedMove(GamePosition p, int t, List<PruningSolver> solvers) {
        int sym = canonicalAsStored(p);
        int m = proved == null ? -1 : proved.move(key[0], key[1], t);
        for (int i = 0; i < solvers.size() && m < 0; i++) {
            ProvedMoves shared = solvers.get(i).sharedProved;
            m = shared == null ? -1 : shared.move(key[0], key[1], t);
        }
        return m < 0 ? -1 : inverses[sym][m];
    }

    /** The moves proved before {@link #shareProvedMoves}, read by every thread from then on; else null. */
    private ProvedMoves sharedProved;

    /**
     * Shares the moves proved so far with other threads, which read them from now on (see {@link #provedMove(
     * GamePosition, int, List)}); the moves this solver proves next are kept apart, for its own thread.
     */
    void shareProvedMoves() {
        if (proved != null && sharedProved == null) {
            sharedProved = proved;
            proved = new ProvedMoves();
        }
    }

    /**
     * Writes to {@link #key} the key the search stores the position under (avoid: with its inert pairs filled) and
     * returns the symmetry that gives it.
     */
    private int canonicalAsStored(GamePosition p) {
        long x = p.x();
        long o = p.o();
        if (!achieve) {
            // a window that every bound settles: the bounds stop right after the inert pairs are filled, which
            // does not depend on the window
            staticBounds(x, o, 2, -2);
            x = reducedX;
            o = reducedO;
        }
        return canonical(x, o);
    }

    /**
     * The race's bounds of the value of an avoid position for its mover, {@code {lo, hi}} (each -1, 0 or 1), or null
     * when the mover has no safe field; told, as in the search, whether a drawn final board still agrees with it.
     */
    int[] raceBounds(GamePosition p) {
        long free = full & ~(p.x() | p.o());
        boolean xToMove = p.mover() == 0;
        long me = xToMove ? p.x() : p.o();
        long op = xToMove ? p.o() : p.x();
        long moves = free & ~completing(me, free);
        if (moves == 0) {
            return null;
        }
        boolean drawGone = finals != null && !finals.drawPossible(p.x(), p.o());
        int r = race.bounds(me, op, moves, free & ~completing(op, free), free, Long.bitCount(free), drawGone);
        return new int[] {(r & 3) - 1, (r >>> 2) - 1};
    }

    /**
     * For a position with x to move, what o's answers by point reflection make sure of: -1 that x loses, 0 that x
     * does not win, 1 nothing (see {@link #mirrorAnswers}).
     */
    int mirrorBound(GamePosition p) {
        long free = full & ~(p.x() | p.o());
        return mirrorAnswers(p.x(), p.o(), free, completing(p.x(), free));
    }

    /**
     * The free fields that complete a square of {@code mine} through field {@code f}, which {@code mine} has just
     * taken: the last free corner of each square through f with two other counters of {@code mine}.
     */
    private long poisonedAfter(long mine, int f, long free) {
        return EndgameSolver.completedBy(through, mine, f, free);
    }

    /** The free fields that complete a square of {@code mine}. */
    long completing(long mine, long free) {
        long out = 0;
        for (long q : squares) {
            long m = mine & q;
            if (Long.bitCount(m) == 3) {
                out |= q & ~m & free;
            }
        }
        return out;
    }

    /** Negamax value for the player to move, fail-soft within (alpha, beta). */
    private int search(long x, long o, int alpha, int beta) {
        long free = full & ~(x | o);
        if (free == 0) {
            return 0;
        }
        if (!achieve && Long.bitCount(free) <= endgameFree) {
            boolean xMoves = Long.bitCount(x) == Long.bitCount(o);
            findCompleting(x, o, xMoves ? x : o, xMoves ? o : x, free);
            int v = endgame.search(x, o, foundMine, foundTheirs, alpha, beta);
            nodes += endgame.takePositions();
            counted();
            return v;
        }
        nodes++;
        counted();
        boolean drawGone = false;
        int firstSym = -1;
        long firstX = x;
        long firstO = o;
        if (!achieve && Long.bitCount(free) > probeFirstMinFree) {
            // a position the table settles needs no static bounds (entries are under the position with its inert
            // pairs filled, which most positions are already); with few free fields the static bounds settle most
            // positions, and the table is looked up only for the others, below
            firstSym = canonical(x, o);
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
            int b = staticBounds(x, o, alpha, beta);
            drawGone = noDraw;
            int sLo = (b & 3) - 1;
            int sHi = (b >>> 2) - 1;
            if (sLo >= beta || sLo == sHi) {
                return sLo;
            }
            if (sHi <= alpha) {
                return sHi;
            }
            if (reducedX != x || reducedO != o) {
                x = reducedX;
                o = reducedO;
                free = full & ~(x | o);
            }
        }
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long op = xToMove ? o : x;
        // the fields completing a square of either player: the static bounds found them for the reduced position
        long mine = achieve ? completing(me, free) : reducedMine;
        long theirs = achieve ? completing(op, free) : reducedTheirs;
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
        int sym = firstSym >= 0 && x == firstX && o == firstO ? firstSym : canonical(x, o);
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
        int count = order(moves, me, op, mine, theirs, free, ttMove, list, score, history[xToMove ? 0 : 1],
                drawGone, finals != null && !drawGone && !achieve && beta > 0 ? depth : -1, xToMove ? 0 : 1);
        if (atRoot) {
            atRoot = false;
            rotate(list, count, turn * count / turns);
        }
        long before = nodes;
        if (Long.bitCount(free) > lookMinFree) {
            // a child already known to refute the opponent ends the node without a search
            for (int i = 0; i < count; i++) {
                long bit = 1L << list[i];
                int childHi = storedUpper(xToMove ? x | bit : x, xToMove ? o : o | bit);
                if (-childHi >= beta) {
                    table.put(bucket, cx, co, Math.max(lo, -childHi), hi, perms[sym][list[i]], 1);
                    keepProved(cx, co, -childHi, perms[sym][list[i]], free);
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
                hinted = true;
                hintX = xToMove ? x | bit : x;
                hintO = xToMove ? o : o | bit;
                hintMover = theirs & ~bit;
                hintOther = mine | poisonedAfter(me, f, free & ~bit);
            }
            int v = xToMove ? -search(x | bit, o, -beta, -alpha) : -search(x, o | bit, -beta, -alpha);
            if (v > best) {
                best = v;
                bestField = f;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        int[] h = history[xToMove ? 0 : 1];
                        h[f] = Math.min(1 << 30, h[f] + count * count);
                        break;
                    }
                }
            }
        }
        int b = EndgameSolver.boundsAfter(lo, hi, best, alphaStart, beta);
        table.put(bucket, cx, co, (b & 3) - 1, (b >>> 2) - 1, bestField < 0 ? -1 : perms[sym][bestField], nodes - before);
        if (best > alphaStart && bestField >= 0) {
            keepProved(cx, co, best, perms[sym][bestField], free);
        }
        return best;
    }

    /** What {@link #findCompleting} found: the free fields that complete a square of the mover, of the opponent. */
    private long foundMine;
    private long foundTheirs;

    /**
     * Finds the free fields completing a square of the mover ({@code me}) and of the opponent ({@code op}) in the
     * position: the hint its parent left when it is about this position, else a pass over the squares.
     */
    private void findCompleting(long x, long o, long me, long op, long free) {
        if (hinted && x == hintX && o == hintO) {
            foundMine = hintMover;
            foundTheirs = hintOther;
        } else {
            foundMine = completing(me, free);
            foundTheirs = completing(op, free);
        }
        hinted = false;
    }

    /** Every 2^16 positions: stops when another thread has answered, and checks the limits. */
    private void counted() {
        if (nodes - reported >= 0x10000) {
            if (stop) {
                throw new Stopped();
            }
            limits.check(teamNodes == null ? nodes : teamNodes.addAndGet(nodes - reported));
            reported = nodes;
        }
    }

    /** Keeps, when asked to, that the move (canonical) reaches at least {@code lower} in the position. */
    private void keepProved(long cx, long co, int lower, int move, long free) {
        if (proved != null && lower >= 0 && Long.bitCount(free) > provedMinFree) {
            proved.put(cx, co, lower, move);
        }
    }

    /** Moves the first {@code by} of the {@code count} moves to the end, keeping the order of the rest. */
    private static void rotate(int[] list, int count, int by) {
        if (by <= 0 || by >= count) {
            return;
        }
        int[] head = java.util.Arrays.copyOf(list, by);
        System.arraycopy(list, by, list, 0, count - by);
        System.arraycopy(head, 0, list, count - by, by);
    }

    /** The position {@link #staticBounds} reduced to (the same one when no inert pair was filled). */
    long reducedX;
    long reducedO;
    /** Whether {@link #staticBounds} found no drawn final board agreeing with the reduced position. */
    boolean noDraw;
    /**
     * The free fields of the reduced position that complete a square of its mover and of the other player, when
     * {@link #staticBounds} bounded it by neither the end of the game nor the mover's lack of safe fields.
     */
    private long reducedMine;
    private long reducedTheirs;
    /**
     * Set by the search just before it enters a child: the child's position and its completing fields for its mover
     * and for the other player, so that {@link #staticBounds} need not find them over every square.
     */
    private boolean hinted;
    private long hintX;
    private long hintO;
    private long hintMover;
    private long hintOther;

    /**
     * What an avoid position's value is known to be without a search, as {@code (lo + 1) | (hi + 1) << 2} for the
     * player to move: the game's own ends, the pairing bounds and the race of supplies. Pairs of inert fields are
     * filled first where no pairing bound holds; the position the bounds are about is left in {@link #reducedX} and
     * {@link #reducedO} (same value, same player to move).
     */
    int staticBounds(long x, long o) {
        return staticBounds(x, o, -2, 2);
    }

    /**
     * As {@link #staticBounds(long, long)}, for a search with the window (alpha, beta): the bounds may be left wider
     * once they settle that window's question (a lower bound of at least beta, an upper one of at most alpha).
     */
    int staticBounds(long x, long o, int alpha, int beta) {
        reducedX = x;
        reducedO = o;
        long free = full & ~(x | o);
        if (free == 0) {
            noDraw = false;
            return 1 | 1 << 2;
        }
        noDraw = finals != null && !finals.drawPossible(x, o);
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long op = xToMove ? o : x;
        findCompleting(x, o, me, op, free);
        long mine = foundMine;
        long theirs = foundTheirs;
        reducedMine = mine;
        reducedTheirs = theirs;
        long moves = free & ~mine;
        if (moves == 0) {
            return 0;
        }
        long theirSafe = free & ~theirs;
        int nFree = Long.bitCount(free);
        if (nFree >= 2 && (theirSafe == 0
                || (Long.bitCount(theirSafe) == 1 && (theirSafe & moves) != 0))) {
            // after this move the opponent must complete a square
            return 2 | 2 << 2;
        }
        int lo = -1;
        int hi = 1;
        for (int s : mirrors) {
            // the pairing strategy: a player who answers every move by its image under a symmetry that pairs up
            // the fields never completes a square first (the opponent would have completed its image before)
            long img = BoardSymmetry.image(lookup[s], op);
            if (img == me) {
                hi = Math.min(hi, 0);
            } else if ((me & ~img) == 0 && Long.bitCount(img & ~me) == 1 && (img & ~me & free) != 0) {
                lo = Math.max(lo, 0);
            }
        }
        if (centre >= 0 && (x >>> centre & 1) != 0) {
            // x holds the centre and answers by point reflection: safe as long as every square through the
            // centre keeps a corner that is x's or that o may never play
            long cbit = 1L << centre;
            long img = BoardSymmetry.image(lookup[1], o);
            if (xToMove) {
                long m = img & ~x;
                if (Long.bitCount(m) == 1 && ((x & ~cbit) & ~img) == 0 && (m & moves) != 0
                        && centreBlocked(x | m, theirs)) {
                    lo = Math.max(lo, 0);
                }
            } else if ((x & ~cbit) == img && centreBlocked(x, mine)) {
                hi = Math.min(hi, 0);
            }
        }
        if (xToMove) {
            // o answering by point reflection: x does not win, and loses when the board can no longer be full
            int m = mirrorAnswers(x, o, free, mine);
            if (m < 0 || (m == 0 && noDraw)) {
                return 0;
            }
            if (m == 0) {
                hi = Math.min(hi, 0);
            }
        }
        if (lo == -1 && hi == 1 && reduceInert && fillInert(x, o, free, mine, theirs)) {
            // (only where no pairing bound holds: filling fields would hide the symmetry it rests on)
            long addMe = inertMe;
            long addOp = inertOp;
            return staticBounds(xToMove ? x | addMe : x | addOp, xToMove ? o | addOp : o | addMe, alpha, beta);
        }
        int known = settled(lo, hi);
        if ((known & 3) - 1 >= beta || (known >>> 2) - 1 <= alpha) {
            return known;
        }
        // the race's two sides, the one that settled the question more often at this window first: once the bounds
        // settle the null-window question (alpha, beta), the other side is not needed
        int w = Math.max(0, Math.min(3, beta + 1));
        boolean lowerFirst = lowerSettled[w] >= upperSettled[w];
        for (int side = 0; side < 2; side++) {
            if (lowerFirst == (side == 0)) {
                lo = Math.max(lo, race.lower(me, op, moves, theirSafe, free, nFree, noDraw));
            } else {
                hi = Math.min(hi, race.upper(me, op, moves, theirSafe, free, nFree, noDraw));
            }
            int b = settled(lo, hi);
            int sLo = (b & 3) - 1;
            int sHi = (b >>> 2) - 1;
            if (sLo >= beta || sHi <= alpha || sLo == sHi) {
                if (lowerFirst == (side == 0)) {
                    lowerSettled[w]++;
                } else {
                    upperSettled[w]++;
                }
                return b;
            }
        }
        // the counting game last: the race's sides often settle the question first, saving its passes over the squares
        int v = race.exact(me, op, moves, theirSafe, free, noDraw);
        if (v != SupplyRace.NONE) {
            return settled(Math.max(lo, v), Math.min(hi, v));
        }
        return settled(lo, hi);
    }

    /** For each window (by beta), how often the race's lower side and its upper side settled a question. */
    private final long[] lowerSettled = new long[4];
    private final long[] upperSettled = new long[4];

    /**
     * The bounds packed; with no drawn final board left (see {@link #noDraw}), at least a draw is a win and at most a
     * draw a loss.
     */
    private int settled(int lo, int hi) {
        if (noDraw) {
            lo = lo >= 0 ? 1 : lo;
            hi = hi <= 0 ? -1 : hi;
        }
        return (lo + 1) | (hi + 1) << 2;
    }

    /**
     * Whether o, answering every move of x (to move) by its point reflection, never completes a square first: -1 when
     * moreover some field stays free for ever (so x loses), 0 when the board may still end full, 1 when not known.
     * o must already answer every counter of x (the centre aside); o's other counters (extras) must not matter (each
     * square through one holds a counter of x or a field that stays free); and x must never be able to play a field
     * whose reflection o cannot answer (the free centre, the reflection of an extra): those fields must be poisoned
     * for x now (they stay so). o's answer is then always free, and it completes a square of o only if x's move
     * completed the reflected square of x first.
     */
    private int mirrorAnswers(long x, long o, long free, long poisonedForX) {
        long cbit = centre >= 0 ? 1L << centre : 0;
        long rx = BoardSymmetry.image(lookup[1], x & ~cbit);
        if ((rx & ~o) != 0) {
            return 1;
        }
        long extra = o & ~rx;
        long forbidden = (cbit | BoardSymmetry.image(lookup[1], extra)) & free;
        if ((forbidden & ~poisonedForX) != 0) {
            return 1;
        }
        for (long m = extra; m != 0; m &= m - 1) {
            for (long t : through[Long.numberOfTrailingZeros(m)]) {
                if ((t & x) == 0 && (t & forbidden) == 0) {
                    return 1;
                }
            }
        }
        return forbidden != 0 ? -1 : 0;
    }

    /** The fields {@link #fillInert} gives the mover and the opponent. */
    private long inertMe;
    private long inertOp;

    /**
     * Pairs of inert fields ({@link #inert}) that leave the value unchanged when filled: two safe for both, or one
     * safe only for the mover with one safe only for the opponent. Whatever a player secures without them, they
     * secure with them by answering the opponent's move in a pair by the other field of the pair (the full board
     * then fills them too). Sets {@link #inertMe} and {@link #inertOp}; false when there is no pair.
     */
    private boolean fillInert(long x, long o, long free, long mine, long theirs) {
        long inert = inert(x, o, free);
        if (inert == 0) {
            return false;
        }
        long neutral = inert & ~mine & ~theirs;
        long myOwn = inert & theirs & ~mine;
        long theirOwn = inert & mine & ~theirs;
        long addMe = 0;
        long addOp = 0;
        while (Long.bitCount(neutral) >= 2) {
            long a = neutral & -neutral;
            neutral &= ~a;
            long b = neutral & -neutral;
            neutral &= ~b;
            addMe |= a;
            addOp |= b;
        }
        while (myOwn != 0 && theirOwn != 0) {
            long a = myOwn & -myOwn;
            long b = theirOwn & -theirOwn;
            myOwn &= ~a;
            theirOwn &= ~b;
            addMe |= a;
            addOp |= b;
        }
        inertMe = addMe;
        inertOp = addOp;
        return addMe != 0;
    }

    /**
     * The free fields where a move changes nothing but the field itself: every square through the field that has
     * another free corner already holds counters of both players (so neither player's later moves depend on it).
     */
    private long inert(long x, long o, long free) {
        if (squaresOf != null) {
            return inertBySquareSets(x, o, free);
        }
        long out = 0;
        for (long m = free; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            boolean quiet = true;
            for (long t : through[f]) {
                if ((t & free) != 0 && ((t & x) == 0 || (t & o) == 0)) {
                    quiet = false;
                    break;
                }
            }
            if (quiet) {
                out |= 1L << f;
            }
        }
        return out;
    }

    /**
     * {@link #inert} with the squares as bit sets (at most 64 squares): a free field is not inert when a square through
     * it has two or more free corners and lacks counters of x or of o.
     */
    private long inertBySquareSets(long x, long o, long free) {
        long withX = 0;
        for (long m = x; m != 0; m &= m - 1) {
            withX |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        long withO = 0;
        for (long m = o; m != 0; m &= m - 1) {
            withO |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        long once = 0;
        long twice = 0;
        for (long m = free; m != 0; m &= m - 1) {
            long add = squaresOf[Long.numberOfTrailingZeros(m)];
            twice |= once & add;
            once |= add;
        }
        long live = twice & ~(withX & withO);
        long out = 0;
        for (long m = free; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            if ((squaresOf[f] & live) == 0) {
                out |= 1L << f;
            }
        }
        return out;
    }

    /** Whether every square through the centre has another corner of x or one that o may never play. */
    private boolean centreBlocked(long x, long poisonedForO) {
        long block = x | poisonedForO;
        for (long t : through[centre]) {
            if ((t & block) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The stored upper bound of a position's value for its mover, 1 when not in the table. */
    private int storedUpper(long x, long o) {
        canonical(x, o);
        int e = table.get(table.bucket(key[0], key[1]), key[0], key[1]);
        return e == GameTable.ABSENT ? 1 : GameTable.upper(e);
    }

    /** Fills {@code list} with the moves, best first; returns how many. */
    private int order(long moves, long me, long op, long mine, long theirs, long free, int ttMove, int[] list,
            long[] score, int[] hist, boolean drawGone, int finalsRow, int moverColour) {
        int n = 0;
        long theirSafe = free & ~theirs;
        // o answering x's last move by its point reflection keeps the board symmetric, and o, answering so, never
        // completes a square first (the centre aside, see mirrorAnswers); tried right after the table's move and the
        // moves after which the race already bounds x. For x
        // (the reflection of o's move, or the centre) it cost positions on 4 x 5 and 5 x 5 (BENCHMARKS.md)
        long mirror = BoardSymmetry.image(lookup[1], op) & ~me & free;
        int mirrorMove = !achieve && moverColour == 1 && Long.bitCount(mirror) == 1
                ? Long.numberOfTrailingZeros(mirror) : -1;
        boolean bySets = !achieve && squaresOf != null;
        long freshSquares = bySets ? freshSquares(me, op, mine) : 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            long s;
            if (achieve) {
                s = 0;
                for (long t : through[f]) {
                    if ((t & op) == 0) {
                        s += 1 + Long.bitCount(t & me);
                    }
                    if ((t & me) == 0) {
                        s += Long.bitCount(t & op);
                    }
                }
            } else {
                int fresh = bySets ? Long.bitCount(squaresOf[f] & freshSquares) : freshByLoop(f, me, free, mine);
                s = ((theirSafe >>> f & 1) != 0 ? 8 : 0) - 4 * fresh + through[f].length / 4;
            }
            // moves that refuted the opponent elsewhere first (the history heuristic), the static score breaking ties
            if (!achieve) {
                s = ((long) Math.min(1 << 30, hist[f]) << 8) + s + 128;
                if (finalsRow >= 0) {
                    // a player out to win tries first the moves that leave the fewest drawn final boards (keeping
                    // them first for the player out to draw was measured too: it costs more positions)
                    // (bits 39-54, below the answer by reflection)
                    s += (long) (65535 - Math.min(65535, finals.countWith(finalsRow, moverColour, f))) << 39;
                }
                if (Long.bitCount(free) > lookMinFree) {
                    // one move ahead: a move after which the race already bounds the opponent comes first
                    long bit = 1L << f;
                    long free2 = free & ~bit;
                    // the mover's poisoned fields after the move: those before, and those the move adds
                    long meSafe2 = free2 & ~(mine | poisonedAfter(me, f, free2));
                    int r = race.bounds(op, me | bit, theirSafe & ~bit, meSafe2, free2, Long.bitCount(free2),
                            drawGone);
                    int childHi = (r >>> 2) - 1;
                    int childLo = (r & 3) - 1;
                    s += (long) ((1 - childHi) * 2 + (1 - childLo)) << 56;
                }
            }
            if (f == mirrorMove) {
                // below the race one move ahead (bits 56-59), above all else
                s += 1L << 55;
            }
            if (f == ttMove) {
                s += 1L << 61;
            }
            // insertion sort, best first
            int i = n++;
            while (i > 0 && score[i - 1] < s) {
                score[i] = score[i - 1];
                list[i] = list[i - 1];
                i--;
            }
            score[i] = s;
            list[i] = f;
        }
        return n;
    }

    /**
     * The squares (as a set, at most 64 squares) in which a move of the mover makes a field newly poisoned for them:
     * two corners of the mover, none of the opponent, and two free corners that are both safe for the mover (the one
     * played and the one it poisons).
     */
    private long freshSquares(long me, long op, long poisoned) {
        SupplyRace.countCorners(squaresOf, me, cornerCounts);
        long once = cornerCounts[0];
        long twice = cornerCounts[1];
        long blocked = 0;
        for (long m = op | poisoned; m != 0; m &= m - 1) {
            blocked |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        // exactly two (a square with three corners of the mover has its last one poisoned, so it is blocked)
        return twice & ~once & ~blocked;
    }

    /** How many squares through {@code f} would give the mover a newly poisoned field, square by square. */
    private int freshByLoop(int f, long me, long free, long poisoned) {
        int fresh = 0;
        for (long t : through[f]) {
            long my = t & me;
            if (Long.bitCount(my) == 2) {
                long rest = t & ~my;
                if ((rest & free & ~poisoned) != 0) {
                    fresh++;
                }
            }
        }
        return fresh;
    }

    /**
     * Writes the canonical key of a position to {@link #key} and returns the symmetry that gives it. With
     * {@link #futureKeys}, the key is the least image under the symmetries of (free fields, squares meeting them that
     * x can still complete, the same for o): whether a move completes a square of its player depends only on these
     * (a square is completed by the last of its free fields when it has no counter of the opponent), so positions
     * reached by different counters with the same future share one entry. A square that meets the free fields in two
     * or more fields, one of which its player may never play, is left out: it can never be completed first.
     */
    int canonical(long x, long o) {
        if (!futureKeys) {
            return BoardSymmetry.canonical(lookup, x, o, key);
        }
        long free = full & ~(x | o);
        long lx = 0;
        long lo = 0;
        long poisonX = 0;
        long poisonO = 0;
        for (int i = 0; i < squares.length; i++) {
            long q = squares[i];
            long f = q & free;
            if (f == 0) {
                continue;
            }
            boolean single = (f & (f - 1)) == 0;
            if ((q & o) == 0) {
                lx |= 1L << i;
                if (single) {
                    poisonX |= f;
                }
            }
            if ((q & x) == 0) {
                lo |= 1L << i;
                if (single) {
                    poisonO |= f;
                }
            }
        }
        for (long m = lx | lo; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            long f = squares[i] & free;
            if ((f & (f - 1)) != 0) {
                if ((f & poisonX) != 0) {
                    lx &= ~(1L << i);
                }
                if ((f & poisonO) != 0) {
                    lo &= ~(1L << i);
                }
            }
        }
        // least image of the free fields first (four lookups each); the squares only among the symmetries that tie
        long leastFree = free;
        int ties = 1;
        imageOfFree[0] = free;
        for (int s = 1; s < lookup.length; s++) {
            long f = BoardSymmetry.image(lookup[s], free);
            imageOfFree[s] = f;
            int c = Long.compareUnsigned(f, leastFree);
            if (c < 0) {
                leastFree = f;
                ties = 1;
            } else if (c == 0) {
                ties++;
            }
        }
        long best0 = 0;
        long best1 = 0;
        int sym = -1;
        int nsq = squares.length;
        for (int s = 0; s < lookup.length; s++) {
            if (imageOfFree[s] != leastFree) {
                continue;
            }
            long f = leastFree;
            long a = s == 0 ? lx : BoardSymmetry.image(squareLookup[s], lx);
            long b = s == 0 ? lo : BoardSymmetry.image(squareLookup[s], lo);
            long w0 = f;
            long w1 = 0;
            w0 |= a << fields;
            if (fields + nsq > 64) {
                w1 |= a >>> (64 - fields);
            }
            int pos = fields + nsq;
            if (pos < 64) {
                w0 |= b << pos;
                if (pos + nsq > 64) {
                    w1 |= b >>> (64 - pos);
                }
            } else {
                w1 |= b << (pos - 64);
            }
            if (sym < 0 || Long.compareUnsigned(w0, best0) < 0
                    || (w0 == best0 && Long.compareUnsigned(w1, best1) < 0)) {
                best0 = w0;
                best1 = w1;
                sym = s;
            }
            if (ties == 1) {
                break;
            }
        }
        key[0] = best0;
        key[1] = best1;
        return sym;
    }

    /** For each symmetry, byte images of square sets: where each square goes. */
    private static long[][][] squareImages(List<int[]> sq, List<int[]> syms) {
        java.util.Map<Long, Integer> index = new java.util.HashMap<>();
        long[] masks = new long[sq.size()];
        for (int i = 0; i < masks.length; i++) {
            for (int f : sq.get(i)) {
                masks[i] |= 1L << f;
            }
            index.put(masks[i], i);
        }
        List<int[]> perms = new java.util.ArrayList<>();
        for (int[] perm : syms) {
            int[] p = new int[masks.length];
            for (int i = 0; i < masks.length; i++) {
                long img = 0;
                for (long m = masks[i]; m != 0; m &= m - 1) {
                    img |= 1L << perm[Long.numberOfTrailingZeros(m)];
                }
                p[i] = index.get(img);
            }
            perms.add(p);
        }
        return BoardSymmetry.byteImages(perms, masks.length);
    }

    @Override
    public long[][] through() {
        return through;
    }
}
