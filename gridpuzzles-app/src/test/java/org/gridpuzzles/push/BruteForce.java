package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.List;

/**
 * The plainest possible reference: tries every push sequence up to max_steps on copies of an int[row][col] board,
 * walking by repeated sweeps until nothing changes. No pruning, no duplicate detection.
 */
final class BruteForce {

    private final int n;
    private final int max;
    private final List<String> solutions = new ArrayList<>();

    private BruteForce(int n, int max) {
        this.n = n;
        this.max = max;
    }

    /** Every solution (as facts), in no particular order. */
    static List<String> all(PushPuzzle puzzle) {
        int n = puzzle.n();
        int[][] open = new int[n][n];
        boolean[][] av = new boolean[n][n];
        for (int f = 0; f < n * n; f++) {
            open[f / n][f % n] = puzzle.openings(f);
        }
        av[puzzle.init() / n][puzzle.init() % n] = true;
        BruteForce b = new BruteForce(n, puzzle.maxSteps());
        int gx = puzzle.goal() / n;
        int gy = puzzle.goal() % n;
        if (av[gx][gy]) {
            return List.of("");
        }
        b.search(open, av, gx, gy, new ArrayList<>());
        return b.solutions;
    }

    /** The minimum number of pushes, or -1 when there is no solution. */
    static int minimum(PushPuzzle puzzle) {
        return all(puzzle).stream().mapToInt(s -> s.isEmpty() ? 0 : s.split(" ").length).min().orElse(-1);
    }

    private void search(int[][] open, boolean[][] av, int gx, int gy, List<String> path) {
        if (path.size() == max) {
            return;
        }
        char[] dirs = {'e', 'w', 'n', 's'};
        for (char d : dirs) {
            for (int line = 0; line < n; line++) {
                int[][] o = new int[n][];
                boolean[][] a = new boolean[n][];
                for (int i = 0; i < n; i++) {
                    o[i] = open[i].clone();
                    a[i] = av[i].clone();
                }
                int[] g = {gx, gy};
                move(o, a, g, line, d);
                walk(o, a);
                path.add("push(" + (line + 1) + "," + d + "," + (path.size() + 1) + ").");
                if (a[g[0]][g[1]]) {
                    solutions.add(String.join(" ", path));
                } else {
                    search(o, a, g[0], g[1], path);
                }
                path.remove(path.size() - 1);
            }
        }
    }

    /** Row pushes move column indices, column pushes move row indices; all wrap around. */
    private void move(int[][] o, boolean[][] a, int[] g, int line, char d) {
        int[] oldO = new int[n];
        boolean[] oldA = new boolean[n];
        boolean row = d == 'e' || d == 'w';
        int shift = d == 'e' || d == 'n' ? 1 : n - 1;
        for (int k = 0; k < n; k++) {
            oldO[k] = row ? o[line][k] : o[k][line];
            oldA[k] = row ? a[line][k] : a[k][line];
        }
        for (int k = 0; k < n; k++) {
            int to = (k + shift) % n;
            if (row) {
                o[line][to] = oldO[k];
                a[line][to] = oldA[k];
            } else {
                o[to][line] = oldO[k];
                a[to][line] = oldA[k];
            }
        }
        if (row && g[0] == line) {
            g[1] = (g[1] + shift) % n;
        } else if (!row && g[1] == line) {
            g[0] = (g[0] + shift) % n;
        }
    }

    private void walk(int[][] o, boolean[][] a) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    if (!a[x][y]) {
                        continue;
                    }
                    int[][] nb = {{x + 1, y, PushPuzzle.NORTH, PushPuzzle.SOUTH}, {x - 1, y, PushPuzzle.SOUTH,
                        PushPuzzle.NORTH}, {x, y + 1, PushPuzzle.EAST, PushPuzzle.WEST},
                        {x, y - 1, PushPuzzle.WEST, PushPuzzle.EAST}};
                    for (int[] v : nb) {
                        if (v[0] >= 0 && v[0] < n && v[1] >= 0 && v[1] < n && !a[v[0]][v[1]]
                                && (o[x][y] & v[2]) != 0 && (o[v[0]][v[1]] & v[3]) != 0) {
                            a[v[0]][v[1]] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
    }
}
