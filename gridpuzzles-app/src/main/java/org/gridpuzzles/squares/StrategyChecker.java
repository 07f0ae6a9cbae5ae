package org.gridpuzzles.squares;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * Checks a certificate written by {@link StrategyWriter} without the solver's code: its own squares (every pair of
 * fields as one side, the other two corners by turning that side a right angle), its own boards (a char per field)
 * and its own rules. Each strategy is replayed from the start against every move of the opponent; the strategy's
 * player must find their position in the file with a legal move, and every game must end as the strategy claims (a
 * win: the opponent completes a square in avoid, or the player completes one in achieve; a draw: a full board too).
 * The claimed value needs the winner's strategy, or for a draw one for each player.
 *
 * <p>The file is read line by line and positions are kept as two bit masks in tables of primitive longs, so a
 * certificate of tens of millions of positions (5 x 5) is checked in a few gigabytes.
 */
final class StrategyChecker {

    private int rows;
    private int cols;
    private boolean achieve;
    private PositionTable moves;
    private PositionTable proved;
    private String problem;
    private long positions;
    /** Whether positions are listed once per class under rotations and reflections; then the maps of fields. */
    private boolean symmetric;
    private int[][] maps;
    /** Positions with at most this many free fields are not listed but searched here (-1: all are listed). */
    private int endgames;
    /** The endgames reached by the replay of the strategy being checked, x and o masks in turn, searched after it. */
    private final LongArrayList endgamesReached = new LongArrayList();
    private long endgameSearches;
    private long searchedPositions;
    /** Threads for the endgames' search, and the endgames a thread takes at a time. */
    private final int threads;
    private final int block;
    /** For each field, the other three corners of every square through it, as bit masks. */
    private long[][] cornersThrough;
    /** The four corners of every square, as bit masks. */
    private long[] squareCorners;

    /** On one thread. */
    StrategyChecker() {
        this(1);
    }

    /** Searching the endgames a certificate leaves out on {@code threads} threads. */
    StrategyChecker(int threads) {
        this(threads, BLOCK);
    }

    /** The same, each thread taking {@code block} endgames at a time. */
    StrategyChecker(int threads, int block) {
        this.threads = threads;
        this.block = block;
    }

    /**
     * The checker's own exhaustive search of one position (x and o as masks) on a board with the given squares and
     * goal: whether x (or o) secures a win (or at least a draw), as it searches the endgames a certificate leaves out.
     */
    static boolean endgameSecured(int rows, int cols, boolean axisParallel, boolean achieve, long x, long o,
            boolean playerX, boolean win) {
        StrategyChecker c = new StrategyChecker();
        c.rows = rows;
        c.cols = cols;
        c.achieve = achieve;
        c.buildSquares(axisParallel);
        return c.new EndgameSearch(playerX, win).secures(x, o);
    }

    /** The verdict on a certificate; unreadable text fails with {@link InvalidInputException} naming the line. */
    Verdict check(String text, String source) {
        return check(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), source);
    }

    /**
     * The same, reading the certificate's bytes line by line, each line decoded as UTF-8 on its own so that a bad
     * byte is reported with its line (the stream's failures are reported as unreadable input).
     */
    Verdict check(InputStream in, String source) {
        Lines lines = new Lines(in, source);
        String magic = lines.next();
        if (magic == null || !magic.strip().equals("avoid-the-square strategies 1")) {
            throw new InvalidInputException(source + ": line 1: not a strategy certificate (expected "
                    + "'avoid-the-square strategies 1')");
        }
        String board = field(lines, "board");
        String[] rc = board.split("x");
        try {
            rows = Integer.parseInt(rc[0]);
            cols = Integer.parseInt(rc[1]);
        } catch (RuntimeException e) {
            throw new InvalidInputException(source + ": line 2: '" + board + "' is not a size like 5x5");
        }
        if (rows < 1 || cols < 1 || rows * cols > 64) {
            throw new InvalidInputException(source + ": line 2: size " + board + " is not 1 to 64 fields");
        }
        String kind = field(lines, "squares");
        if (!kind.equals("tilted") && !kind.equals("axis-parallel")) {
            throw new InvalidInputException(source + ": line 3: squares '" + kind + "' is not tilted or axis-parallel");
        }
        String goal = field(lines, "goal");
        if (!goal.equals("avoid") && !goal.equals("achieve")) {
            throw new InvalidInputException(source + ": line 4: goal '" + goal + "' is not avoid or achieve");
        }
        achieve = goal.equals("achieve");
        String start = field(lines, "start");
        char[] startBoard = parseBoard(start, source, lines.number);
        String value = field(lines, "value");
        String l = lines.next();
        symmetric = l != null && l.strip().equals("positions up to symmetry");
        if (symmetric) {
            l = lines.next();
        }
        endgames = -1;
        if (l != null && l.strip().startsWith("endgames ")) {
            String n = l.strip().substring("endgames ".length()).strip();
            try {
                endgames = Integer.parseInt(n);
            } catch (NumberFormatException e) {
                endgames = -2;
            }
            if (endgames < 0 || endgames > rows * cols) {
                throw new InvalidInputException(source + ": line " + lines.number + ": endgames '" + n
                        + "' is not a number of free fields from 0 to " + rows * cols);
            }
            l = lines.next();
        }
        buildSquares(kind.equals("axis-parallel"));
        buildSymmetries();
        buildImages();
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
            char[] b = parseBoard(l.substring(0, space), source, i + 1);
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
            int sym = classOf(mask(b, 'x'), mask(b, 'o'));
            current.put(keyX, keyO, ((long) (i + 1) << 8) | maps[sym][(r - 1) * cols + (c - 1)]);
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
            pipeline = threads > 1 && endgames >= 0 ? new EndgamePipeline(player == 'x', win) : null;
            try {
                if (!secures(mask(startBoard, 'x'), mask(startBoard, 'o'), player, win) || !endgamesSecured(player == 'x', win)) {
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

    /** The lines of the certificate, counted, with one-line errors. */
    private static final class Lines {
        /** Far beyond a certificate line (a board of 64 fields and a move). */
        static final int MAX_LINE = 1 << 16;
        private final InputStream in;
        private final String source;
        private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        private final byte[] chunk = new byte[1 << 16];
        private int at;
        private int end;
        private byte[] line = new byte[256];
        private int len;
        int number;

        Lines(InputStream in, String source) {
            this.in = in;
            this.source = source;
        }

        /** The next line (ended by a line feed, a carriage return before it dropped), or null at the end. */
        String next() {
            return read() ? decode() : null;
        }

        /** Reads the next line's bytes into {@link #line} and {@link #len}; false at the end. */
        boolean read() {
            try {
                len = 0;
                boolean any = false;
                while (true) {
                    if (at == end) {
                        end = in.read(chunk);
                        at = 0;
                        if (end <= 0) {
                            end = 0;
                            if (!any) {
                                return false;
                            }
                            break;
                        }
                    }
                    any = true;
                    byte b = chunk[at++];
                    if (b == '\n') {
                        break;
                    }
                    if (len == line.length) {
                        if (len >= MAX_LINE) {
                            // a certificate's lines are short: this is not one (/dev/zero on standard input)
                            throw new InvalidInputException(source + ":" + (number + 1) + ": a line longer than "
                                    + MAX_LINE + " bytes: not a certificate");
                        }
                        line = java.util.Arrays.copyOf(line, 2 * len);
                    }
                    line[len++] = b;
                }
                number++;
                if (len > 0 && line[len - 1] == '\r') {
                    len--;
                }
                return true;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The line read last as text. */
        String decode() {
            String l;
            try {
                l = utf8.decode(ByteBuffer.wrap(line, 0, len)).toString();
            } catch (CharacterCodingException e) {
                throw new InvalidInputException(source + ":" + number + ": not UTF-8 text");
            }
            if (number == 1 && l.startsWith("\uFEFF")) {
                l = l.substring(1);
            }
            if (l.indexOf('\0') >= 0) {
                throw new InvalidInputException(source + ":" + number + ": not a text file (a NUL byte)");
            }
            return l;
        }
    }

    /**
     * The next line that is not a move in its usual form, or null at the end: moves in that form (rows of exactly
     * x, o and . between single slashes, one space, a field on the board as r,c) are kept in {@code table} on the way
     * without making text of them, which is most of the reading time; any other line is returned for the full
     * reading, which names what is wrong.
     */
    private String nextNotMove(Lines lines, PositionTable table) {
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
        int sym = classOf(x, o);
        table.put(keyX, keyO, ((long) number << 8) | maps[sym][(r - 1) * cols + (c - 1)]);
        return true;
    }

    private static String field(Lines lines, String name) {
        String l = lines.next();
        if (l == null) {
            throw new InvalidInputException(lines.source + ": line " + (lines.number + 1)
                    + ": missing (the file is cut off)");
        }
        l = l.strip();
        if (!l.startsWith(name + " ")) {
            throw new InvalidInputException(lines.source + ": line " + lines.number + ": expected '" + name + " ...'");
        }
        return l.substring(name.length() + 1).strip();
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
     * Positions as two masks (x, o) side by side in one array of primitive longs (a probe reads one cache line), open
     * addressing; values, where kept, in a second array: tens of millions fit in a few gigabytes, where strings would
     * take ten times that. A free slot holds -1 twice, which no position has (x and o never share a field).
     */
    private static final class PositionTable {
        private long[] keys = emptyKeys(1 << 10);
        private long[] vals;
        private int size;

        /** With {@code values}, a value for each position; else a set (every value 0). */
        PositionTable(boolean values) {
            vals = values ? new long[1 << 10] : null;
        }

        private static long[] emptyKeys(int slots) {
            long[] k = new long[2 * slots];
            java.util.Arrays.fill(k, -1L);
            return k;
        }

        static int slot(long x, long o, int mask) {
            long h = x * 0x9E3779B97F4A7C15L + o;
            h ^= h >>> 32;
            h *= 0xD6E8FEB86659FD93L;
            return (int) (h ^ (h >>> 29)) & mask;
        }

        /** The value of the position, or -1. */
        long get(long x, long o) {
            int mask = keys.length / 2 - 1;
            for (int h = slot(x, o, mask);; h = (h + 1) & mask) {
                long kx = keys[2 * h];
                long ko = keys[2 * h + 1];
                if (kx == x && ko == o) {
                    return vals == null ? 0 : vals[h];
                }
                if (kx == -1L && ko == -1L) {
                    return -1;
                }
            }
        }

        void put(long x, long o, long v) {
            if ((size + 1) * 10L > keys.length / 2 * 7L) {
                grow();
            }
            int mask = keys.length / 2 - 1;
            int h = slot(x, o, mask);
            while (!(keys[2 * h] == -1L && keys[2 * h + 1] == -1L) && (keys[2 * h] != x || keys[2 * h + 1] != o)) {
                h = (h + 1) & mask;
            }
            if (keys[2 * h] == -1L && keys[2 * h + 1] == -1L) {
                keys[2 * h] = x;
                keys[2 * h + 1] = o;
                size++;
            }
            if (vals != null) {
                vals[h] = v;
            }
        }

        private void grow() {
            long[] ok = keys;
            long[] ov = vals;
            int slots = ok.length; // twice the slots
            keys = emptyKeys(slots);
            vals = ov == null ? null : new long[slots];
            size = 0;
            for (int i = 0; i < ok.length / 2; i++) {
                if (!(ok[2 * i] == -1L && ok[2 * i + 1] == -1L)) {
                    put(ok[2 * i], ok[2 * i + 1], ov == null ? 0 : ov[i]);
                }
            }
        }
    }

    private char[] parseBoard(String text, String source, int line) {
        String[] rs = text.split("/");
        if (rs.length != rows) {
            throw new InvalidInputException(source + ": line " + line + ": '" + text + "' does not have " + rows
                    + " rows");
        }
        char[] b = new char[rows * cols];
        for (int r = 0; r < rows; r++) {
            if (rs[r].length() != cols) {
                throw new InvalidInputException(source + ": line " + line + ": row " + (r + 1) + " of '" + text
                        + "' does not have " + cols + " fields");
            }
            for (int c = 0; c < cols; c++) {
                char ch = rs[r].charAt(c);
                if (ch != 'x' && ch != 'o' && ch != '.') {
                    throw new InvalidInputException(source + ": line " + line + ": '" + ch + "' is not x, o or .");
                }
                b[r * cols + c] = ch;
            }
        }
        return b;
    }

    private String text(char[] b) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('/');
            }
            sb.append(b, r * cols, cols);
        }
        return sb.toString();
    }

    private void buildSquares(boolean axisParallel) {
        Set<String> seen = new HashSet<>();
        LongArrayList corners = new LongArrayList();
        List<LongArrayList> per = new ArrayList<>();
        for (int f = 0; f < rows * cols; f++) {
            per.add(new LongArrayList());
        }
        for (int a = 0; a < rows * cols; a++) {
            for (int b = 0; b < rows * cols; b++) {
                if (a == b) {
                    continue;
                }
                int dr = b / cols - a / cols;
                int dc = b % cols - a % cols;
                if (axisParallel && dr != 0 && dc != 0) {
                    continue;
                }
                // turn the side a->b by a right angle: the corners b + t and a + t
                int tr = -dc;
                int tc = dr;
                int r3 = b / cols + tr;
                int c3 = b % cols + tc;
                int r4 = a / cols + tr;
                int c4 = a % cols + tc;
                if (r3 < 0 || r3 >= rows || c3 < 0 || c3 >= cols || r4 < 0 || r4 >= rows || c4 < 0 || c4 >= cols) {
                    continue;
                }
                int[] q = {a, b, r3 * cols + c3, r4 * cols + c4};
                int[] sorted = q.clone();
                java.util.Arrays.sort(sorted);
                if (seen.add(java.util.Arrays.toString(sorted))) {
                    long square = (1L << a) | (1L << b) | (1L << q[2]) | (1L << q[3]);
                    corners.add(square);
                    for (int k = 0; k < 4; k++) {
                        per.get(q[k]).add(square & ~(1L << q[k]));
                    }
                }
            }
        }
        squareCorners = corners.toLongArray();
        cornersThrough = new long[rows * cols][];
        for (int f = 0; f < rows * cols; f++) {
            cornersThrough[f] = per.get(f).toLongArray();
        }
    }

    /**
     * The rotations and reflections of the board as maps of fields ({@code maps[s][f]} is where f goes): the identity
     * first; eight on a square board, four on other rectangles. Each keeps distances, so it maps squares to squares.
     */
    private void buildSymmetries() {
        List<int[]> out = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            boolean swap = (t & 4) != 0;
            if (swap && rows != cols) {
                continue;
            }
            int[] m = new int[rows * cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int nr = swap ? c : r;
                    int nc = swap ? r : c;
                    if ((t & 1) != 0) {
                        nr = rows - 1 - nr;
                    }
                    if ((t & 2) != 0) {
                        nc = cols - 1 - nc;
                    }
                    m[r * cols + c] = nr * cols + nc;
                }
            }
            out.add(m);
        }
        maps = out.toArray(new int[0][]);
    }

    /**
     * The image tables of the maps: {@code images[s][8 * 256 * ... ]}, the image under map s of the fields of one
     * byte of a set (byte k, value v at {@code k * 256 + v}), so that a set's image is a few lookups.
     */
    private long[][] images;
    /** For each map, its inverse: {@code inverses[s][g]} is the field that map s takes to g. */
    private int[][] inverses;
    /** The key found by the last {@link #classOf}. */
    private long keyX;
    private long keyO;

    private void buildImages() {
        int bytes = (rows * cols + 7) / 8;
        images = new long[maps.length][bytes * 256];
        inverses = new int[maps.length][rows * cols];
        for (int s = 0; s < maps.length; s++) {
            for (int k = 0; k < bytes; k++) {
                for (int v = 0; v < 256; v++) {
                    images[s][k * 256 + v] = image((long) v << 8 * k, maps[s]);
                }
            }
            for (int f = 0; f < rows * cols; f++) {
                inverses[s][maps[s][f]] = f;
            }
        }
    }

    /** The image of a set of fields (bit f: field f) under a map of the fields, field by field. */
    private long image(long fields, int[] map) {
        long img = 0;
        for (long m = fields; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            if (f >= rows * cols) {
                break;
            }
            img |= 1L << map[f];
        }
        return img;
    }

    /** The image of a set of fields under map s, by bytes. */
    private long image(long fields, int s) {
        long[] t = images[s];
        long img = 0;
        for (int k = 0; fields != 0; k += 256, fields >>>= 8) {
            img |= t[k + (int) (fields & 0xff)];
        }
        return img;
    }

    /**
     * Sets {@link #keyX} and {@link #keyO} to the key under which a position counts as replayed and its move is kept:
     * the position itself, or with symmetry the least of its images; returns the map that gives the key.
     */
    private int classOf(long x, long o) {
        long bx = x;
        long bo = o;
        int best = 0;
        if (symmetric) {
            for (int s = 1; s < maps.length; s++) {
                long ix = image(x, s);
                if (ix < bx || (ix == bx && image(o, s) < bo)) {
                    bx = ix;
                    bo = image(o, s);
                    best = s;
                }
            }
        }
        keyX = bx;
        keyO = bo;
        return best;
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
        } else {
            EndgameSearch search = new EndgameSearch(playerX, win);
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
        char[] b = board(endgamesReached.getLong(2 * failed), endgamesReached.getLong(2 * failed + 1));
        problem = "the position " + text(b) + " (" + (b.length - Long.bitCount(endgamesReached.getLong(2 * failed)
                | endgamesReached.getLong(2 * failed + 1))) + " free fields) is not " + (win ? "a win"
                : "at least a draw") + " for " + (playerX ? 'x' : 'o') + " (by exhaustive search)";
        return false;
    }

    /** The endgames of the claim being checked, searched on several threads as the replay reaches them. */
    private EndgamePipeline pipeline;

    /**
     * Endgames handed to {@link #threads} threads in blocks of {@link #block}, in the order reached, while the replay
     * goes on: neighbours share most of their subtrees, and so one thread's table of answers. Each thread ends at the
     * empty block; after a failure, blocks that start later are skipped, and the first failure in order is reported
     * (every block before it is searched in full).
     */
    private final class EndgamePipeline implements AutoCloseable {
        private final ExecutorService pool;
        private final LinkedBlockingQueue<long[]> blocks = new LinkedBlockingQueue<>();
        private final List<Future<Long>> workers = new ArrayList<>();
        private final AtomicInteger firstFailure = new AtomicInteger(Integer.MAX_VALUE);
        private int published;

        EndgamePipeline(boolean playerX, boolean win) {
            pool = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "squares-check");
                t.setDaemon(true);
                return t;
            });
            for (int t = 0; t < threads; t++) {
                workers.add(pool.submit(() -> {
                    EndgameSearch search = new EndgameSearch(playerX, win);
                    for (long[] blk = blocks.take(); blk.length > 0; blk = blocks.take()) {
                        // a block: its first endgame's index, then x and o of each endgame
                        int start = (int) blk[0];
                        for (int i = 1; i < blk.length && start < firstFailure.get(); i += 2) {
                            if (!search.secures(blk[i], blk[i + 1])) {
                                firstFailure.accumulateAndGet(start + (i - 1) / 2, Math::min);
                                break;
                            }
                        }
                    }
                    return search.positions;
                }));
            }
        }

        /** Hands out the endgames reached since the last block: whole blocks, or all of them when {@code all}. */
        void publish(boolean all) {
            int reached = endgamesReached.size() / 2;
            while (reached - published >= block || (all && reached > published)) {
                int count = Math.min(block, reached - published);
                long[] blk = new long[1 + 2 * count];
                blk[0] = published;
                endgamesReached.getElements(2 * published, blk, 1, 2 * count);
                blocks.add(blk);
                published += count;
            }
        }

        /** Waits for the search of every endgame reached; the first that fails, in order, or -1. */
        int finish() {
            publish(true);
            for (int t = 0; t < threads; t++) {
                blocks.add(new long[0]);
            }
            try {
                for (Future<Long> w : workers) {
                    searchedPositions += w.get();
                }
            } catch (ExecutionException e) {
                throw Failures.rethrow(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedRunException("the check was interrupted");
            }
            int failed = firstFailure.get();
            return failed == Integer.MAX_VALUE ? -1 : failed;
        }

        /** Stops the threads (after {@link #finish}, or when the replay has failed). */
        @Override
        public void close() {
            firstFailure.set(-1);
            pool.shutdownNow();
        }
    }

    private char[] board(long x, long o) {
        char[] b = new char[rows * cols];
        for (int f = 0; f < b.length; f++) {
            b[f] = (x >>> f & 1) != 0 ? 'x' : (o >>> f & 1) != 0 ? 'o' : '.';
        }
        return b;
    }

    /** One thread's exhaustive search of endgames for one strategy's claim. */
    private final class EndgameSearch {
        private final boolean playerX;
        private final boolean win;
        /** Answers of the search, kept while they fit. */
        private final AnswerCache searched = new AnswerCache(CACHE_BITS, rows * cols);
        /** For each number of free fields, the mover's last move that ended a position's search. */
        private final int[] killer = new int[65];
        long positions;

        EndgameSearch(boolean playerX, boolean win) {
            this.playerX = playerX;
            this.win = win;
        }

        /**
         * Whether the player (x or o) secures a win, or at least a draw, from the position (x and o as masks) against
         * every defence, by exhaustive search over all moves: the mover's own moves that complete a square lose under
         * avoid and win under achieve; a full board is a draw. Each position is searched once (a table of the answers).
         */
        boolean secures(long x, long o) {
            return secures(x, o, completingFields(x), completingFields(o), -1);
        }

        /**
         * The same, given the fields that complete a square of x ({@code tx}) and of o ({@code to}) before the last
         * move, {@code last} (-1: none); that move's player gains the fields it makes completing, which are found
         * only after a miss in the table of answers, since most positions are answered there.
         */
        private boolean secures(long x, long o, long tx, long to, int last) {
            long free = ~(x | o) & (rows * cols == 64 ? -1L : (1L << rows * cols) - 1);
            if (free == 0) {
                return !win;
            }
            int known = searched.get(x, o);
            if (known >= 0) {
                return known == 1;
            }
            positions++;
            boolean xMoves = Long.bitCount(x) == Long.bitCount(o);
            if (last >= 0) {
                if (xMoves) {
                    to |= completedBy(o, last);
                } else {
                    tx |= completedBy(x, last);
                }
            }
            boolean players = xMoves == playerX;
            long completing = (xMoves ? tx : to) & free;
            boolean result = !players;
            // a move that completes the mover's square ends the game: under avoid the mover loses, so such moves are
            // never searched (the player does not make them; the opponent's would be good for the player); under
            // achieve the mover wins
            long moves = free & ~completing;
            if (achieve && completing != 0) {
                result = players;
                moves = 0;
            }
            // the player needs one good move, the opponent's moves must all fail; the mover first tries the move that
            // ended the last position searched with as many free fields (for the opponent, one that refuted a move of
            // the player that did not work)
            int n = Long.bitCount(free);
            int first = (moves >>> killer[n] & 1) != 0 ? killer[n] : -1;
            for (long rest = moves; rest != 0;) {
                int f = first >= 0 ? first : Long.numberOfTrailingZeros(rest);
                first = -1;
                rest &= ~(1L << f);
                long bit = 1L << f;
                boolean good = xMoves ? secures(x | bit, o, tx, to, f) : secures(x, o | bit, tx, to, f);
                if (good == players) {
                    result = players;
                    killer[n] = f;
                    break;
                }
            }
            searched.put(x, o, result);
            return result;
        }
    }

    /** The fields that complete a square of {@code mine} (whether free or not). */
    private long completingFields(long mine) {
        long t = 0;
        for (long q : squareCorners) {
            long rest = q & ~mine;
            if (Long.bitCount(rest) == 1) {
                t |= rest;
            }
        }
        return t;
    }

    /** The fields that complete a square of {@code mine} through its field {@code f}. */
    private long completedBy(long mine, int f) {
        long t = 0;
        for (long q : cornersThrough[f]) {
            long rest = q & ~mine;
            // one corner missing: that field (none missing cannot happen, as the game would be over)
            t |= (rest & rest - 1) == 0 ? rest : 0;
        }
        return t;
    }

    /** Endgames a thread takes at a time, by default. */
    static final int BLOCK = 1 << 12;

    /**
     * 2^18 answers of the endgame search (2 MB a thread on boards of up to 31 fields, else 4.5 MB), a fixed size for
     * any certificate: on 5 x 5 a table that stays in the processor's caches checks faster than one of 2^22 answers
     * that forgets less (184 million positions searched instead of 163 million, but about a quarter less time;
     * BENCHMARKS.md).
     */
    private static final int CACHE_BITS = 18;

    /**
     * The endgame search's answers by position in a table of fixed size, a new answer replacing the one in its slot:
     * the search may ask a position again, never gets a wrong answer, and stays within the heap on any certificate.
     * Up to 31 fields a slot is one long (both masks and the answer), so a lookup reads one cache line.
     */
    private static final class AnswerCache {
        private final int fields;
        /** Up to 31 fields: (x | o << fields) << 2 | answer; else null. */
        private final long[] packed;
        private final long[] xs;
        private final long[] os;
        /** 0 empty, 1 not secured, 2 secured. */
        private final byte[] answers;
        private final int mask;

        AnswerCache(int bits, int fields) {
            this.fields = fields;
            mask = (1 << bits) - 1;
            if (fields <= 31) {
                packed = new long[1 << bits];
                xs = null;
                os = null;
                answers = null;
            } else {
                packed = null;
                xs = new long[1 << bits];
                os = new long[1 << bits];
                answers = new byte[1 << bits];
            }
        }

        /** 1 secured, 0 not, -1 not kept. */
        int get(long x, long o) {
            int h = PositionTable.slot(x, o, mask);
            if (packed != null) {
                long e = packed[h];
                return e != 0 && e >>> 2 == (x | o << fields) ? (int) (e & 3) - 1 : -1;
            }
            return answers[h] != 0 && xs[h] == x && os[h] == o ? answers[h] - 1 : -1;
        }

        void put(long x, long o, boolean secured) {
            int h = PositionTable.slot(x, o, mask);
            if (packed != null) {
                packed[h] = (x | o << fields) << 2 | (secured ? 2 : 1);
                return;
            }
            xs[h] = x;
            os[h] = o;
            answers[h] = (byte) (secured ? 2 : 1);
        }
    }

    /**
     * Whether the player's strategy secures a win (or at least a draw) from the position (x and o as masks); else
     * sets the problem.
     */
    private boolean secures(long x, long o, char player, boolean win) {
        long all = rows * cols == 64 ? -1L : (1L << rows * cols) - 1;
        if ((x | o) == all) {
            if (win) {
                problem = "the game ends in a draw at " + text(board(x, o)) + ", not a win";
                return false;
            }
            return true;
        }
        int sym = classOf(x, o);
        long kx = keyX;
        long ko = keyO;
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
                problem = "no move for the position " + text(board(x, o));
                return false;
            }
            int f = inverses[sym][(int) (m & 0xff)];
            long line = m >>> 8;
            if (((x | o) >>> f & 1) != 0) {
                problem = "line " + line + ": " + (f / cols + 1) + "," + (f % cols + 1) + " is not free";
                return false;
            }
            boolean sq = completes(mine, f);
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
            if (completes(mine, f)) {
                if (achieve) {
                    problem = "at " + text(board(x, o)) + " " + mover + " completes a square at " + (f / cols + 1)
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

    /** Whether field f completes a square of the fields {@code mine}. */
    private boolean completes(long mine, int f) {
        for (long q : cornersThrough[f]) {
            if ((mine & q) == q) {
                return true;
            }
        }
        return false;
    }
}
