package org.gridpuzzles.squares.proof;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The head of a strategy certificate: the board, its squares and goal, the start, the value claimed, whether
 * positions are listed up to symmetry and which endgames are left out; {@code next} is the first line after it.
 * Apart from the checker because reading and naming what is wrong in these lines is a job of its own, and the
 * replay then works on values it can trust.
 */
public record CertificateHeader(int rows, int cols, boolean axisParallel, boolean achieve, char[] start, String value,
        boolean symmetric, int endgames, String next) {

    /** Reads the head from {@code lines}; what is not a certificate's head fails naming its line. */
    public static CertificateHeader read(CertificateLines lines) {
        String source = lines.source;
        String magic = lines.next();
        if (magic == null || !magic.strip().equals("avoid-the-square strategies 1")) {
            throw new InvalidInputException(source + ": line 1: not a strategy certificate (expected "
                    + "'avoid-the-square strategies 1')");
        }
        String size = field(lines, "board");
        int rows;
        int cols;
        String[] rc = size.split("x");
        try {
            rows = Integer.parseInt(rc[0]);
            cols = Integer.parseInt(rc[1]);
        } catch (RuntimeException e) {
            throw new InvalidInputException(source + ": line 2: '" + size + "' is not a size like 5x5");
        }
        if (rows < 1 || cols < 1 || rows * cols > 64) {
            throw new InvalidInputException(source + ": line 2: size " + size + " is not 1 to 64 fields");
        }
        String kind = field(lines, "squares");
        if (!kind.equals("tilted") && !kind.equals("axis-parallel")) {
            throw new InvalidInputException(source + ": line 3: squares '" + kind + "' is not tilted or axis-parallel");
        }
        String goal = field(lines, "goal");
        if (!goal.equals("avoid") && !goal.equals("achieve")) {
            throw new InvalidInputException(source + ": line 4: goal '" + goal + "' is not avoid or achieve");
        }
        String start = field(lines, "start");
        char[] startBoard = parseBoard(start, rows, cols, source, lines.number);
        String value = field(lines, "value");
        String l = lines.next();
        boolean symmetric = l != null && l.strip().equals("positions up to symmetry");
        if (symmetric) {
            l = lines.next();
        }
        int endgames = -1;
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
        return new CertificateHeader(rows, cols, kind.equals("axis-parallel"), goal.equals("achieve"), startBoard,
                value, symmetric, endgames, l);
    }

    /** The value of the line {@code name ...} that comes next; anything else fails naming the line. */
    static String field(CertificateLines lines, String name) {
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

    /** A board as text (rows of x, o and . joined by '/') of {@code rows} x {@code cols}; bad text names the line. */
    static char[] parseBoard(String text, int rows, int cols, String source, int line) {
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
}
