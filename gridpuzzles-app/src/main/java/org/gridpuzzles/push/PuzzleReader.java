package org.gridpuzzles.push;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Reads an instance in the competition's facts format and checks it: a full square board, exactly one init_on,
 * goal_on and max_steps, directions n/s/e/w, coordinates on the board, no duplicates.
 */
final class PuzzleReader {

    private PuzzleReader() {
    }

    static PushPuzzle parse(String source, String text) {
        List<Facts.Atom> atoms = Facts.parse(source, text);
        int n = 0;
        Facts.Atom init = null;
        Facts.Atom goal = null;
        Facts.Atom max = null;
        for (Facts.Atom a : atoms) {
            switch (a.name()) {
                case "field" -> {
                    arity(a, 2);
                    for (int k = 0; k < 2; k++) {
                        int v = Facts.integer(a, k);
                        if (v < 1) {
                            throw new InvalidInputException(a.argWhere(k) + ": field coordinate " + v
                                    + " is below 1");
                        }
                        if (v > PushPuzzle.MAX_SIZE) {
                            throw new InvalidInputException(a.argWhere(k) + ": field coordinate " + v
                                    + " exceeds the largest supported board (" + PushPuzzle.MAX_SIZE + ")");
                        }
                        n = Math.max(n, v);
                    }
                }
                case "init_on" -> init = single(a, init, 2);
                case "goal_on" -> goal = single(a, goal, 2);
                case "max_steps" -> max = single(a, max, 1);
                case "connect" -> arity(a, 3);
                default -> throw new InvalidInputException(a.where() + ": unknown predicate "
                        + Facts.cut(a.name()) + "/" + a.arity()
                        + " (expected field, init_on, goal_on, connect, max_steps)");
            }
        }
        if (n == 0) {
            throw new InvalidInputException(source + ": no field facts: the board is empty");
        }
        Facts.Atom[] fields = new Facts.Atom[n * n];
        int rows = 0;
        int cols = 0;
        for (Facts.Atom a : atoms) {
            if (a.name().equals("field")) {
                int x = Facts.integer(a, 0);
                int y = Facts.integer(a, 1);
                rows = Math.max(rows, x);
                cols = Math.max(cols, y);
                int i = (x - 1) * n + (y - 1);
                if (fields[i] != null) {
                    throw new InvalidInputException(a.where() + ": duplicate field(" + x + "," + y + "), first at "
                            + fields[i].where());
                }
                fields[i] = a;
            }
        }
        if (rows != cols) {
            throw new InvalidInputException(source + ": the fields do not form a square board: rows 1.." + rows
                    + ", columns 1.." + cols);
        }
        for (int i = 0; i < n * n; i++) {
            if (fields[i] == null) {
                throw new InvalidInputException(source + ": field(" + (i / n + 1) + "," + (i % n + 1)
                        + ") is missing: the fields must form a full " + n + " x " + n + " board");
            }
        }
        if (init == null) {
            throw new InvalidInputException(source + ": missing init_on(X,Y)");
        }
        if (goal == null) {
            throw new InvalidInputException(source + ": missing goal_on(X,Y)");
        }
        if (max == null) {
            throw new InvalidInputException(source + ": missing max_steps(M)");
        }
        byte[] open = new byte[n * n];
        Facts.Atom[][] seen = new Facts.Atom[n * n][16];
        for (Facts.Atom a : atoms) {
            if (a.name().equals("connect")) {
                int i = onBoard(a, n);
                String d = a.arg(2);
                int bit = d.length() == 1 ? PushPuzzle.bit(d.charAt(0)) : -1;
                if (bit < 0) {
                    throw new InvalidInputException(a.argWhere(2) + ": unknown direction '"
                            + Facts.cut(d) + "' (expected n, s, e or w)");
                }
                if (seen[i][bit] != null) {
                    throw new InvalidInputException(a.where() + ": duplicate connect(" + a.arg(0) + ","
                            + a.arg(1) + "," + d + "), first at " + seen[i][bit].where());
                }
                seen[i][bit] = a;
                open[i] |= (byte) bit;
            }
        }
        int start = onBoard(init, n);
        int target = onBoard(goal, n);
        int m = Facts.integer(max, 0);
        if (m < 0) {
            throw new InvalidInputException(max.argWhere(0) + ": max_steps " + m + " is negative");
        }
        return new PushPuzzle(n, open, start, target, m);
    }

    private static Facts.Atom single(Facts.Atom a, Facts.Atom earlier, int arity) {
        arity(a, arity);
        if (earlier != null) {
            throw new InvalidInputException(a.where() + ": duplicate " + a.name() + ", first at " + earlier.where()
                    + " (exactly one is allowed)");
        }
        return a;
    }

    private static void arity(Facts.Atom a, int k) {
        if (a.arity() != k) {
            throw new InvalidInputException(a.where() + ": " + a.name() + " takes " + k + " arguments, not "
                    + a.arity());
        }
    }

    private static int onBoard(Facts.Atom a, int n) {
        int x = Facts.integer(a, 0);
        int y = Facts.integer(a, 1);
        if (x < 1 || x > n) {
            throw new InvalidInputException(a.argWhere(0) + ": " + a.name() + " row " + x
                    + " is not on the board 1.." + n);
        }
        if (y < 1 || y > n) {
            throw new InvalidInputException(a.argWhere(1) + ": " + a.name() + " column " + y
                    + " is not on the board 1.." + n);
        }
        return (x - 1) * n + (y - 1);
    }
}
