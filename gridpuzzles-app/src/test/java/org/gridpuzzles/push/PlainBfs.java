package org.gridpuzzles.push;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The exact number of pushes still needed from a position, by breadth-first search over whole positions (openings
 * grid, avatar's fields, goal) with its own simulation: int arrays, walking by repeated sweeps. No pruning at all.
 */
final class PlainBfs {

    private PlainBfs() {
    }

    /** A position: openings by field (x*n+y), the fields the avatar can be on, the goal's field. */
    record Position(int n, int[] open, boolean[] avatar, int goal) {

        String key() {
            return Arrays.toString(open) + Arrays.toString(avatar) + goal;
        }

        boolean reached() {
            return avatar[goal];
        }
    }

    static Position of(TileBoard b) {
        int n = b.n();
        int[] open = new int[n * n];
        boolean[] av = new boolean[n * n];
        for (int f = 0; f < n * n; f++) {
            open[f] = b.openings(f);
            av[f] = b.avatarOn(f);
        }
        return new Position(n, open, av, b.goal());
    }

    /** The fewest pushes (each followed by a walk) that reach the goal, or -1 when more than {@code cap}. */
    static int distance(Position start, int cap) {
        if (start.reached()) {
            return 0;
        }
        Set<String> seen = new HashSet<>();
        seen.add(start.key());
        ArrayDeque<Position> level = new ArrayDeque<>();
        level.add(start);
        for (int d = 1; d <= cap; d++) {
            ArrayDeque<Position> next = new ArrayDeque<>();
            for (Position p : level) {
                for (int line = 0; line < p.n(); line++) {
                    for (int dir = 0; dir < 4; dir++) {
                        Position q = walk(push(p, line, dir));
                        if (q.reached()) {
                            return d;
                        }
                        if (seen.add(q.key())) {
                            next.add(q);
                        }
                    }
                }
            }
            level = next;
        }
        return -1;
    }

    /** dir 0: row east, 1: row west, 2: column north, 3: column south (rows counted from the bottom). */
    static Position push(Position p, int line, int dir) {
        int n = p.n();
        int[] open = p.open().clone();
        boolean[] av = p.avatar().clone();
        int goal = p.goal();
        int shift = dir == 0 || dir == 2 ? 1 : n - 1;
        boolean row = dir < 2;
        for (int k = 0; k < n; k++) {
            int from = row ? line * n + k : k * n + line;
            int kk = (k + shift) % n;
            int to = row ? line * n + kk : kk * n + line;
            open[to] = p.open()[from];
            av[to] = p.avatar()[from];
            if (p.goal() == from) {
                goal = to;
            }
        }
        return new Position(n, open, av, goal);
    }

    static Position walk(Position p) {
        int n = p.n();
        boolean[] av = p.avatar().clone();
        int[] o = p.open();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int f = 0; f < n * n; f++) {
                if (!av[f]) {
                    continue;
                }
                int x = f / n;
                int y = f % n;
                int[][] nb = {{x + 1, y, PushPuzzle.NORTH, PushPuzzle.SOUTH}, {x - 1, y, PushPuzzle.SOUTH,
                    PushPuzzle.NORTH}, {x, y + 1, PushPuzzle.EAST, PushPuzzle.WEST},
                    {x, y - 1, PushPuzzle.WEST, PushPuzzle.EAST}};
                for (int[] v : nb) {
                    if (v[0] >= 0 && v[0] < n && v[1] >= 0 && v[1] < n) {
                        int g = v[0] * n + v[1];
                        if (!av[g] && (o[f] & v[2]) != 0 && (o[g] & v[3]) != 0) {
                            av[g] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
        return new Position(n, o, av, p.goal());
    }
}
