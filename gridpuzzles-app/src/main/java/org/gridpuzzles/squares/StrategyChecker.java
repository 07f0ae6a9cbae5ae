package org.gridpuzzles.squares;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

/**
 * Checks a certificate written by {@link StrategyWriter} without the solver's code: its own squares (every pair of
 * fields as one side, the other two corners by turning that side a right angle), its own boards (a char per field)
 * and its own rules. Each strategy is replayed from the start against every move of the opponent; the strategy's
 * player must find their position in the file with a legal move, and every game must end as the strategy claims (a
 * win: the opponent completes a square in avoid, or the player completes one in achieve; a draw: a full board too).
 * The claimed value needs the winner's strategy, or for a draw one for each player.
 */
final class StrategyChecker {

    private int rows;
    private int cols;
    private boolean achieve;
    /** For each field, the other three corners of every square through it. */
    private int[][][] squaresThrough;
    private final Map<String, int[]> moves = new HashMap<>();
    private final Set<String> proved = new HashSet<>();
    private String problem;
    private long positions;
    /** Whether positions are listed once per class under rotations and reflections; then the maps of fields. */
    private boolean symmetric;
    private int[][] maps;

    /** The verdict on a certificate; unreadable text fails with {@link InvalidInputException} naming the line. */
    Verdict check(String text, String source) {
        String[] lines = text.split("\n", -1);
        int i = 0;
        String magic = line(lines, i++, source);
        if (!magic.equals("avoid-the-square strategies 1")) {
            throw new InvalidInputException(source + ": line 1: not a strategy certificate (expected "
                    + "'avoid-the-square strategies 1')");
        }
        String board = field(lines, i++, "board", source);
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
        String kind = field(lines, i++, "squares", source);
        if (!kind.equals("tilted") && !kind.equals("axis-parallel")) {
            throw new InvalidInputException(source + ": line 3: squares '" + kind + "' is not tilted or axis-parallel");
        }
        String goal = field(lines, i++, "goal", source);
        if (!goal.equals("avoid") && !goal.equals("achieve")) {
            throw new InvalidInputException(source + ": line 4: goal '" + goal + "' is not avoid or achieve");
        }
        achieve = goal.equals("achieve");
        String start = field(lines, i++, "start", source);
        char[] startBoard = parseBoard(start, source, i);
        String value = field(lines, i++, "value", source);
        symmetric = i < lines.length && lines[i].strip().equals("positions up to symmetry");
        if (symmetric) {
            i++;
        }
        buildSquares(kind.equals("axis-parallel"));
        buildSymmetries();
        // strategies: name, claim, first line
        List<String[]> strategies = new ArrayList<>();
        List<Map<String, int[]>> tables = new ArrayList<>();
        Map<String, int[]> current = null;
        for (; i < lines.length; i++) {
            String l = lines[i].strip();
            if (l.isEmpty()) {
                continue;
            }
            if (l.equals("end")) {
                break;
            }
            if (l.startsWith("strategy ")) {
                String[] parts = l.split("\\s+");
                if (parts.length != 3 || !(parts[1].equals("x") || parts[1].equals("o"))
                        || !(parts[2].equals("win") || parts[2].equals("draw"))) {
                    throw new InvalidInputException(source + ": line " + (i + 1) + ": expected 'strategy x|o win|draw'");
                }
                strategies.add(new String[] {parts[1], parts[2]});
                current = new HashMap<>();
                tables.add(current);
                continue;
            }
            if (current == null) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": a move before any 'strategy' line");
            }
            String[] parts = l.split("\\s+");
            if (parts.length != 2) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": expected 'ROWS r,c'");
            }
            parseBoard(parts[0], source, i + 1);
            String[] m = parts[1].split(",");
            int r;
            int c;
            try {
                r = Integer.parseInt(m[0]);
                c = Integer.parseInt(m[1]);
            } catch (RuntimeException e) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": '" + parts[1] + "' is not r,c");
            }
            if (r < 1 || r > rows || c < 1 || c > cols) {
                throw new InvalidInputException(source + ": line " + (i + 1) + ": " + parts[1] + " is off the board");
            }
            current.put(parts[0], new int[] {(r - 1) * cols + (c - 1), i + 1});
        }
        if (i >= lines.length) {
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
            moves.clear();
            moves.putAll(tables.get(k));
            proved.clear();
            char player = need.charAt(0);
            boolean win = need.endsWith("win");
            if (!secures(startBoard.clone(), player, win)) {
                return Verdict.invalid("strategy " + need + ": " + problem);
            }
        }
        return Verdict.ok().with("value", value).with("positions", positions);
    }

    private static String line(String[] lines, int i, String source) {
        if (i >= lines.length) {
            throw new InvalidInputException(source + ": line " + (i + 1) + ": missing (the file is cut off)");
        }
        return lines[i].strip();
    }

    private static String field(String[] lines, int i, String name, String source) {
        String l = line(lines, i, source);
        if (!l.startsWith(name + " ")) {
            throw new InvalidInputException(source + ": line " + (i + 1) + ": expected '" + name + " ...'");
        }
        return l.substring(name.length() + 1).strip();
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
        List<List<int[]>> per = new ArrayList<>();
        for (int f = 0; f < rows * cols; f++) {
            per.add(new ArrayList<>());
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
                    for (int k = 0; k < 4; k++) {
                        per.get(q[k]).add(new int[] {q[(k + 1) % 4], q[(k + 2) % 4], q[(k + 3) % 4]});
                    }
                }
            }
        }
        squaresThrough = new int[rows * cols][][];
        for (int f = 0; f < rows * cols; f++) {
            squaresThrough[f] = per.get(f).toArray(new int[0][]);
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

    private char[] image(char[] b, int[] map) {
        char[] img = new char[b.length];
        for (int f = 0; f < b.length; f++) {
            img[map[f]] = b[f];
        }
        return img;
    }

    /** The key under which a position counts as replayed: itself, or with symmetry the least text of its images. */
    private String classKey(char[] b) {
        String best = text(b);
        if (symmetric) {
            for (int s = 1; s < maps.length; s++) {
                String t = text(image(b, maps[s]));
                if (t.compareTo(best) < 0) {
                    best = t;
                }
            }
        }
        return best;
    }

    /** The strategy's entry for a position: {field in this position, line}, or null. */
    private int[] moveFor(char[] b) {
        int[] m = moves.get(text(b));
        if (m != null || !symmetric) {
            return m;
        }
        for (int s = 1; s < maps.length; s++) {
            int[] mi = moves.get(text(image(b, maps[s])));
            if (mi != null) {
                for (int f = 0; f < b.length; f++) {
                    if (maps[s][f] == mi[0]) {
                        return new int[] {f, mi[1]};
                    }
                }
            }
        }
        return null;
    }

    private boolean completes(char[] b, int f, char who) {
        for (int[] q : squaresThrough[f]) {
            if (b[q[0]] == who && b[q[1]] == who && b[q[2]] == who) {
                return true;
            }
        }
        return false;
    }

    private static char moverOf(char[] b) {
        int x = 0;
        int o = 0;
        for (char c : b) {
            x += c == 'x' ? 1 : 0;
            o += c == 'o' ? 1 : 0;
        }
        return x == o ? 'x' : 'o';
    }

    private static boolean full(char[] b) {
        for (char c : b) {
            if (c == '.') {
                return false;
            }
        }
        return true;
    }

    /** Whether the player's strategy secures a win (or at least a draw) from the position; else sets the problem. */
    private boolean secures(char[] b, char player, boolean win) {
        if (full(b)) {
            if (win) {
                problem = "the game ends in a draw at " + text(b) + ", not a win";
                return false;
            }
            return true;
        }
        String key = classKey(b);
        if (proved.contains(key)) {
            return true;
        }
        positions++;
        char mover = moverOf(b);
        if (mover == player) {
            int[] m = moveFor(b);
            if (m == null) {
                problem = "no move for the position " + text(b);
                return false;
            }
            int f = m[0];
            if (b[f] != '.') {
                problem = "line " + m[1] + ": " + (f / cols + 1) + "," + (f % cols + 1) + " is not free";
                return false;
            }
            boolean sq = completes(b, f, player);
            if (sq && !achieve) {
                problem = "line " + m[1] + ": " + player + " completes a square at " + (f / cols + 1) + ","
                        + (f % cols + 1) + " and loses";
                return false;
            }
            if (!sq) {
                b[f] = player;
                boolean ok = secures(b, player, win);
                b[f] = '.';
                if (!ok) {
                    return false;
                }
            }
            proved.add(key);
            return true;
        }
        for (int f = 0; f < b.length; f++) {
            if (b[f] != '.') {
                continue;
            }
            if (completes(b, f, mover)) {
                if (achieve) {
                    problem = "at " + text(b) + " " + mover + " completes a square at " + (f / cols + 1) + ","
                            + (f % cols + 1) + " and wins";
                    return false;
                }
                continue; // the opponent loses
            }
            b[f] = mover;
            boolean ok = secures(b, player, win);
            b[f] = '.';
            if (!ok) {
                return false;
            }
        }
        proved.add(key);
        return true;
    }
}
