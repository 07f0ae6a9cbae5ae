package org.gridpuzzles.push;

import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A push labyrinth as the competition defines it: an N x N board of tiles, field (x,y) with x the row counted from
 * the bottom and y the column from the left. Field index {@code (x-1)*n + (y-1)}. Each tile's openings are bits
 * {@link #NORTH}, {@link #EAST}, {@link #SOUTH}, {@link #WEST} (the same values as Direction UP, RIGHT, DOWN, LEFT).
 */
public record PushPuzzle(int n, byte[] openings, int init, int goal, int maxSteps)
        implements java.io.Serializable {

    public static final int NORTH = 1;
    public static final int EAST = 2;
    public static final int SOUTH = 4;
    public static final int WEST = 8;

    /** Largest board the solver handles: line sets are kept in one long. */
    public static final int MAX_SIZE = 62;

    public PushPuzzle {
        if (n < 1 || n > MAX_SIZE) {
            throw new InvalidInputException("board size " + n + " outside 1.." + MAX_SIZE);
        }
        if (openings.length != n * n) {
            throw new InvalidInputException("openings for " + openings.length + " fields, expected " + n * n);
        }
        openings = openings.clone();
        for (byte o : openings) {
            if (o < 0 || o > (NORTH | EAST | SOUTH | WEST)) {
                throw new InvalidInputException("openings " + o + " are not a set of NORTH, EAST, SOUTH, WEST");
            }
        }
        if (init < 0 || init >= n * n || goal < 0 || goal >= n * n) {
            throw new InvalidInputException("start field " + init + " and goal field " + goal + " must be in 0.."
                    + (n * n - 1));
        }
        if (maxSteps < 0) {
            throw new InvalidInputException("max_steps " + maxSteps + " is negative");
        }
    }

    public int size() {
        return n * n;
    }

    public int index(int x, int y) {
        return (x - 1) * n + (y - 1);
    }

    public int x(int field) {
        return field / n + 1;
    }

    public int y(int field) {
        return field % n + 1;
    }

    public int openings(int field) {
        return openings[field];
    }

    @Override
    public byte[] openings() {
        return openings.clone();
    }

    public PushPuzzle withMaxSteps(int k) {
        return new PushPuzzle(n, openings, init, goal, k);
    }

    /** The opening bit for a direction letter n, e, s, w; -1 for anything else. */
    public static int bit(char d) {
        return switch (d) {
            case 'n' -> NORTH;
            case 'e' -> EAST;
            case 's' -> SOUTH;
            case 'w' -> WEST;
            default -> -1;
        };
    }

    /** The instance as facts, in the layout of the competition's files. */
    public String toFacts() {
        StringBuilder sb = new StringBuilder();
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                sb.append("field(").append(x).append(',').append(y).append(").\n");
            }
        }
        sb.append("init_on(").append(x(init)).append(',').append(y(init)).append(").\n");
        sb.append("goal_on(").append(x(goal)).append(',').append(y(goal)).append(").\n");
        char[] letters = {'n', 'e', 's', 'w'};
        for (int i = 0; i < size(); i++) {
            for (int b = 0; b < 4; b++) {
                if ((openings[i] & (1 << b)) != 0) {
                    sb.append("connect(").append(x(i)).append(',').append(y(i)).append(',').append(letters[b])
                            .append(").\n");
                }
            }
        }
        sb.append("max_steps(").append(maxSteps).append(").\n");
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PushPuzzle l && l.n == n && l.init == init && l.goal == goal && l.maxSteps == maxSteps
                && Arrays.equals(l.openings, openings);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(openings) * 31 + init * 7 + goal;
    }

    @Override
    public String toString() {
        return "PushPuzzle[" + n + "x" + n + ", init " + x(init) + "," + y(init) + ", goal " + x(goal) + ","
                + y(goal) + ", max_steps " + maxSteps + "]";
    }
}
