package org.gridpuzzles.push;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

/**
 * One push: row {@code line} east or west, or column {@code line} north or south.
 * {@code dir} is one of the letters n, e, s, w.
 */
public record Push(int line, char dir) {

    public Push {
        if (dir != 'n' && dir != 'e' && dir != 's' && dir != 'w') {
            throw new InvalidInputException("direction '" + dir + "' is not one of n, e, s, w");
        }
    }

    /** True for a row push (east or west). */
    public boolean row() {
        return dir == 'e' || dir == 'w';
    }

    public Push inverse() {
        return new Push(line, switch (dir) {
            case 'n' -> 's';
            case 's' -> 'n';
            case 'e' -> 'w';
            default -> 'e';
        });
    }

    /** The 4N pushes of an N x N board in a fixed order: rows e, rows w, columns n, columns s. */
    public static Push[] all(int n) {
        Push[] all = new Push[4 * n];
        for (int i = 0; i < n; i++) {
            all[i] = new Push(i + 1, 'e');
            all[n + i] = new Push(i + 1, 'w');
            all[2 * n + i] = new Push(i + 1, 'n');
            all[3 * n + i] = new Push(i + 1, 's');
        }
        return all;
    }

    /** This push's position in {@link #all}. */
    public int index(int n) {
        int group = switch (dir) {
            case 'e' -> 0;
            case 'w' -> 1;
            case 'n' -> 2;
            default -> 3;
        };
        return group * n + line - 1;
    }

    public String fact(int step) {
        return "push(" + line + "," + dir + "," + step + ").";
    }

    /** A sequence as facts in step order, separated by single spaces (empty for no pushes). */
    public static String facts(List<Push> pushes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pushes.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(pushes.get(i).fact(i + 1));
        }
        return sb.toString();
    }
}
