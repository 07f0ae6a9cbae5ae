package org.gridpuzzles.squares.proof;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * Checks a certificate written by {@link StrategyWriter} without the solver's code: its own squares and boards
 * ({@link CertificateBoard}) and its own rules. Each strategy is replayed from the start against every move of the
 * opponent; the strategy's player must find their position in the file with a legal move, and every game must end as
 * the strategy claims (a win: the opponent completes a square in avoid, or the player completes one in achieve; a
 * draw: a full board too).
 * The claimed value needs the winner's strategy, or for a draw one for each player.
 *
 * <p>The file is read line by line and positions are kept as two bit masks in tables of primitive longs, so a
 * certificate of tens of millions of positions (5 x 5) is checked in a few gigabytes. This class reads the
 * certificate and replays the strategies; reading lines, the board, the tables and the search of the endgames left
 * out are classes of their own.
 */
public final class StrategyChecker {

    private int rows;
    private int cols;
    private boolean achieve;
    private PositionTable moves;
    private PositionTable proved;
    private String problem;
    private long positions;
    /** Whether positions are listed once per class under rotations and reflections. */
    private boolean symmetric;
    private CertificateBoard board;
    /** Positions with at most this many free fields are not listed but searched here (-1: all are listed). */
    private int endgames;
    /** The endgames reached by the replay of the strategy being checked, x and o masks in turn, searched after it. */
    private final LongArrayList endgamesReached = new LongArrayList();
    private long endgameSearches;
    private long searchedPositions;
    /** Threads for the endgames' search, and the endgames a thread takes at a time. */
    private final int threads;
    private final int block;

    /** On one thread. */
    public StrategyChecker() {
        this(1);
    }

    /** Searching the endgames a certificate leaves out on {@code threads} threads. */
    public StrategyChecker(int threads) {
        this(threads, BLOCK);
    }

    /** The same, each thread taking {@code block} endgames at a time. */
    public StrategyChecker(int threads, int block) {
        this.threads = threads;
        this.block = block;
    }

    /**
     * The checker's own exhaustive search of one position (x and o as masks) on a board with the given squares and
     * goal: whether x (or o) secures a win (or at least a draw), as it searches the endgames a certificate leaves out.
     */
    public static boolean endgameSecured(int rows, int cols, boolean axisParallel, boolean achieve, long x, long o,
            boolean playerX, boolean win) {
        return new EndgameSearch(new CertificateBoard(rows, cols, axisParallel, false), achieve, playerX, win)
                .secures(x, o);
    }

    /** The verdict on a certificate; unreadable text fails with {@link InvalidInputException} naming the line. */
    public Verdict check(String text, String source) {
        return check(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), source);
    }

    /**
     * The same, reading the certificate's bytes line by line, each line decoded as UTF-8 on its own so that a bad
     * byte is reported with its line (the stream's failures are reported as unreadable input).
     */
    public Verdict check(InputStream in, String source) {
        CertificateLines lines = new CertificateLines(in, source);
        CertificateHeader header = CertificateHeader.read(lines);
        rows = header.rows();
        cols = header.cols();
        achieve = header.achieve();
        symmetric = header.symmetric();
        endgames = header.endgames();
        char[] startBoard = header.start();
        String value = header.value();
        String l = header.next();
        board = new CertificateBoard(rows, cols, header.axisParallel(), symmetric);
        // strategies: name, claim, first line
        List<String[]> strategies = new ArrayList<>();
        List<PositionTable> tables = new ArrayList<>();
        PositionTable current = null;
        boolean ended = false;
        for (; l != null; l = nextNotMove(lines, current)) {
            l = l.strip();
            int i = lines.number - 1;
            if (l.isEmpty()) {
                continue;
            }
            if (l.equals("end")) {
                ended = true;
                break;
            }
            if (l.startsWith("strategy ")) {
                String[] parts = l.split("\\s+");
                if (parts.length != 3 || !(parts[1].equals("x") || parts[1].equals("o"))
                        || !(parts[2].equals("win") || parts[2].equals("draw"))) {
                    throw new InvalidInputException(source + ": line " + (i + 1)
                            + ": expected 'strategy x|o win|draw'");
                }
                strategies.add(new String[] {parts[1], parts[2]});
                current = new PositionTable(true);
                tables.add(current);
                continue;
            }
            if (current == null) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": a move before any 'strategy' line");
            }
            int space = l.indexOf(' ');
            if (space < 0 || l.indexOf(' ', space + 1) >= 0) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": expected 'ROWS r,c'");
            }
            char[] b = CertificateHeader.parseBoard(l.substring(0, space), rows, cols, source, i + 1);
            String move = l.substring(space + 1);
            int comma = move.indexOf(',');
            int r;
            int c;
            try {
                r = Integer.parseInt(move.substring(0, comma));
                c = Integer.parseInt(move.substring(comma + 1));
            } catch (RuntimeException e) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": '" + move + "' is not r,c");
            }
            if (r < 1 || r > rows || c < 1 || c > cols) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": " + move + " is off the board");
            }
            // kept under the position's key (with symmetry, its least image), the move turned alike
            int sym = board.classOf(mask(b, 'x'), mask(b, 'o'));
            current.put(board.keyX, board.keyO, ((long) (i + 1) << 8) | board.maps[sym][(r - 1) * cols + (c - 1)]);
        }
        if (!ended) {
            throw new InvalidInputException(source + ": the certificate has no 'end' line (cut off?)");
        }
        // the claim needs the right strategies
        List<String> needed = switch (value) {
            case "first player wins" -> List.of("x win");
            case "second player wins" -> List.of("o win");
            case "draw" -> List.of("x draw", "o draw");
            default -> throw new InvalidInputException(source + ": line 6: value '" + value
                    + "' is not 'first player wins', 'second player wins' or 'draw'");
        };
        for (String need : needed) {
            int k = -1;
            for (int s = 0; s < strategies.size(); s++) {
                if ((strategies.get(s)[0] + " " + strategies.get(s)[1]).equals(need)) {
                    k = s;
                }
            }
            if (k < 0) {
                return Verdict.invalid("the value '" + value + "' needs a strategy '" + need + "'");
            }
            moves = tables.get(k);
            proved = new PositionTable(false);
            endgamesReached.clear();
            char player = need.charAt(0);
            boolean win = need.endsWith("win");
            // with several threads the endgames are searched while the replay goes on
            pipeline = threads > 1 && endgames >= 0
                    ? new EndgamePipeline(threads, block, endgamesReached, board, achieve, player == 'x', win) : null;
            try {
                if (!secures(mask(startBoard, 'x'), mask(startBoard, 'o'), player, win)
                        || !endgamesSecured(player == 'x', win)) {
                    return Verdict.invalid("strategy " + need + ": " + problem);
                }
            } finally {
                if (pipeline != null) {
                    pipeline.close();
                }
            }
        }
        Verdict ok = Verdict.ok().with("value", value).with("positions", positions);
        return endgames < 0 ? ok
                : ok.with("endgames searched", endgameSearches).with("endgame positions", searchedPositions);
    }

    /**
     * The next line that is not a move in its usual form, or null at the end: moves in that form (rows of exactly
     * x, o and . between single slashes, one space, a field on the board as r,c) are kept in {@code table} on the way
     * without making text of them, which is most of the reading time; any other line is returned for the full
     * reading, which names what is wrong.
     */
    private String nextNotMove(CertificateLines lines, PositionTable table) {
        while (lines.read()) {
            if (table == null || !keptMove(lines.line, lines.len, lines.number, table)) {
                return lines.decode();
            }
        }
        return null;
    }

    /** Keeps the move of a line in its usual form (see {@link #nextNotMove}); false when it is not in that form. */
    private boolean keptMove(byte[] b, int len, int number, PositionTable table) {
        int n = rows * cols;
        int at = 0;
        long x = 0;
        long o = 0;
        for (int f = 0; f < n; f++) {
            if (f > 0 && f % cols == 0) {
                if (at >= len || b[at++] != '/') {
                    return false;
                }
            }
            if (at >= len) {
                return false;
            }
            byte ch = b[at++];
            if (ch == 'x') {
                x |= 1L << f;
            } else if (ch == 'o') {
                o |= 1L << f;
            } else if (ch != '.') {
                return false;
            }
        }
        if (at >= len || b[at++] != ' ') {
            return false;
        }
        int r = 0;
        int digits = 0;
        for (; at < len && b[at] >= '0' && b[at] <= '9' && digits < 4; at++, digits++) {
            r = 10 * r + b[at] - '0';
        }
        if (digits == 0 || at >= len || b[at++] != ',') {
            return false;
        }
        int c = 0;
        digits = 0;
        for (; at < len && b[at] >= '0' && b[at] <= '9' && digits < 4; at++, digits++) {
            c = 10 * c + b[at] - '0';
        }
        if (digits == 0 || at != len || r < 1 || r > rows || c < 1 || c > cols) {
            return false;
        }
        // kept under the position's key (with symmetry, its least image), the move turned alike
        int sym = board.classOf(x, o);
        table.put(board.keyX, board.keyO, ((long) number << 8) | board.maps[sym][(r - 1) * cols + (c - 1)]);
        return true;
    }

    /** The fields of {@code who} as bits. */
    private static long mask(char[] b, char who) {
        long m = 0;
        for (int f = 0; f < b.length; f++) {
            if (b[f] == who) {
                m |= 1L << f;
            }
        }
        return m;
    }

    /**
     * Searches the endgames the replay reached (on one thread, or waits for the {@link EndgamePipeline}); true when
     * the player secures the claim in every one, else sets the problem for the first that fails (in the order
     * reached).
     */
    private boolean endgamesSecured(boolean playerX, boolean win) {
        int n = endgamesReached.size() / 2;
        endgameSearches += n;
        int failed;
        if (pipeline != null) {
            failed = pipeline.finish();
            searchedPositions += pipeline.searchedPositions();
        } else {
            EndgameSearch search = new EndgameSearch(board, achieve, playerX, win);
            failed = -1;
            for (int i = 0; i < n && failed < 0; i++) {
                if (!search.secures(endgamesReached.getLong(2 * i), endgamesReached.getLong(2 * i + 1))) {
                    failed = i;
                }
            }
            searchedPositions += search.positions;
        }
        if (failed < 0) {
            return true;
        }
        char[] b = board.board(endgamesReached.getLong(2 * failed), endgamesReached.getLong(2 * failed + 1));
        problem = "the position " + board.text(b) + " (" + (b.length - Long.bitCount(endgamesReached.getLong(2 * failed)
                | endgamesReached.getLong(2 * failed + 1))) + " free fields) is not " + (win ? "a win"
                : "at least a draw") + " for " + (playerX ? 'x' : 'o') + " (by exhaustive search)";
        return false;
    }

    /** The endgames of the claim being checked, searched on several threads as the replay reaches them. */
    private EndgamePipeline pipeline;

    /** Endgames a thread takes at a time, by default. */
    static final int BLOCK = 1 << 12;

    /**
     * Whether the player's strategy secures a win (or at least a draw) from the position (x and o as masks); else
     * sets the problem.
     */
    private boolean secures(long x, long o, char player, boolean win) {
        long all = rows * cols == 64 ? -1L : (1L << rows * cols) - 1;
        if ((x | o) == all) {
            if (win) {
                problem = "the game ends in a draw at " + board.text(x, o) + ", not a win";
                return false;
            }
            return true;
        }
        int sym = board.classOf(x, o);
        long kx = board.keyX;
        long ko = board.keyO;
        if (proved.get(kx, ko) >= 0) {
            return true;
        }
        if (endgames >= 0 && Long.bitCount(~(x | o) & all) <= endgames) {
            // searched once the replay is done, all endgames side by side
            endgamesReached.add(x);
            endgamesReached.add(o);
            if (pipeline != null) {
                pipeline.publish(false);
            }
            proved.put(kx, ko, 0);
            return true;
        }
        positions++;
        boolean xMoves = Long.bitCount(x) == Long.bitCount(o);
        char mover = xMoves ? 'x' : 'o';
        long mine = xMoves ? x : o;
        if (mover == player) {
            // the move is kept under the position's key: back to this position by the inverse map
            long m = moves.get(kx, ko);
            if (m < 0) {
                problem = "no move for the position " + board.text(x, o);
                return false;
            }
            int f = board.inverses[sym][(int) (m & 0xff)];
            long line = m >>> 8;
            if (((x | o) >>> f & 1) != 0) {
                problem = "line " + line + ": " + (f / cols + 1) + "," + (f % cols + 1) + " is not free";
                return false;
            }
            boolean sq = board.completes(mine, f);
            if (sq && !achieve) {
                problem = "line " + line + ": " + player + " completes a square at " + (f / cols + 1) + ","
                        + (f % cols + 1) + " and loses";
                return false;
            }
            if (!sq && !secures(xMoves ? x | 1L << f : x, xMoves ? o : o | 1L << f, player, win)) {
                return false;
            }
            proved.put(kx, ko, 0);
            return true;
        }
        for (int f = 0; f < rows * cols; f++) {
            if (((x | o) >>> f & 1) != 0) {
                continue;
            }
            if (board.completes(mine, f)) {
                if (achieve) {
                    problem = "at " + board.text(x, o) + " " + mover + " completes a square at " + (f / cols + 1)
                            + "," + (f % cols + 1) + " and wins";
                    return false;
                }
                continue; // the opponent loses
            }
            if (!secures(xMoves ? x | 1L << f : x, xMoves ? o : o | 1L << f, player, win)) {
                return false;
            }
        }
        proved.put(kx, ko, 0);
        return true;
    }
}
