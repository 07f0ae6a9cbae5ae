package org.gridpuzzles.push;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Judges a solution by replaying it on a plain simulation that shares no code with the solver: tiles are objects
 * in a 2-D array indexed [x][y], moved one by one, and reachability is a breadth-first walk over them.
 */
public final class Checker {

    /** The verdict: valid or not, why, and the number of pushes. */
    public record Verdict(boolean valid, String reason, int pushes) {

        @Override
        public String toString() {
            return (valid ? "VALID: " : "INVALID: ") + reason;
        }
    }

    private static final class Tile {
        final boolean n;
        final boolean e;
        final boolean s;
        final boolean w;
        final boolean goal;

        Tile(int open, boolean goal) {
            this.n = (open & Labyrinth.NORTH) != 0;
            this.e = (open & Labyrinth.EAST) != 0;
            this.s = (open & Labyrinth.SOUTH) != 0;
            this.w = (open & Labyrinth.WEST) != 0;
            this.goal = goal;
        }
    }

    private Checker() {
    }

    /** Checks steps as read from a file (numbering still to be judged). */
    public static Verdict checkSteps(Labyrinth lab, List<SolutionReader.Step> steps) {
        List<SolutionReader.Step> sorted = new ArrayList<>(steps);
        sorted.sort(Comparator.comparingInt(SolutionReader.Step::step));
        List<Push> pushes = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            SolutionReader.Step s = sorted.get(k);
            if (s.step() != k + 1) {
                String why = k > 0 && sorted.get(k - 1).step() == s.step()
                        ? "two pushes for step " + s.step() + " (" + s.where() + ")"
                        : "step " + (k + 1) + " is missing (the steps must be numbered 1.." + sorted.size()
                                + " without gaps; found step " + s.step() + " at " + s.where() + ")";
                return new Verdict(false, "bad step numbering: " + why, sorted.size());
            }
            pushes.add(s.push());
        }
        return check(lab, pushes);
    }

    /** Checks a sequence of pushes, push k being step k+1. */
    public static Verdict check(Labyrinth lab, List<Push> pushes) {
        int n = lab.n();
        int t = pushes.size();
        if (t > lab.maxSteps()) {
            return new Verdict(false, "bad step numbering: " + t + " pushes exceed max_steps " + lab.maxSteps(), t);
        }
        Tile[][] board = new Tile[n + 2][n + 2];
        boolean[][] avatar = new boolean[n + 2][n + 2];
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                int i = lab.index(x, y);
                board[x][y] = new Tile(lab.openings(i), i == lab.goal());
                avatar[x][y] = i == lab.init();
            }
        }
        if (reachesGoal(board, avatar, n)) {
            return t == 0 ? new Verdict(true, "the avatar starts on the goal: 0 pushes", 0)
                    : new Verdict(false, "goal reached earlier: the avatar starts on the goal, yet " + t
                            + " pushes are given", t);
        }
        for (int k = 0; k < t; k++) {
            Push p = pushes.get(k);
            if (p.line() < 1 || p.line() > n) {
                return new Verdict(false, "wrong line: push(" + p.line() + "," + p.dir() + "," + (k + 1)
                        + ") names a line outside 1.." + n, t);
            }
            shift(board, avatar, n, p);
            walk(board, avatar, n);
            boolean reached = reachesGoal(board, avatar, n);
            if (reached && k < t - 1) {
                return new Verdict(false, "goal reached earlier: after push " + (k + 1) + " of " + t, t);
            }
            if (!reached && k == t - 1) {
                return new Verdict(false, "goal not reached after the last push (" + t + ")", t);
            }
        }
        if (t == 0) {
            return new Verdict(false, "goal not reached: no pushes and the avatar does not start on the goal", 0);
        }
        return new Verdict(true, "goal reached after push " + t, t);
    }

    private static void shift(Tile[][] board, boolean[][] avatar, int n, Push p) {
        int z = p.line();
        switch (p.dir()) {
            case 'e' -> {
                Tile lastT = board[z][n];
                boolean lastA = avatar[z][n];
                for (int y = n; y > 1; y--) {
                    board[z][y] = board[z][y - 1];
                    avatar[z][y] = avatar[z][y - 1];
                }
                board[z][1] = lastT;
                avatar[z][1] = lastA;
            }
            case 'w' -> {
                Tile firstT = board[z][1];
                boolean firstA = avatar[z][1];
                for (int y = 1; y < n; y++) {
                    board[z][y] = board[z][y + 1];
                    avatar[z][y] = avatar[z][y + 1];
                }
                board[z][n] = firstT;
                avatar[z][n] = firstA;
            }
            case 'n' -> {
                Tile topT = board[n][z];
                boolean topA = avatar[n][z];
                for (int x = n; x > 1; x--) {
                    board[x][z] = board[x - 1][z];
                    avatar[x][z] = avatar[x - 1][z];
                }
                board[1][z] = topT;
                avatar[1][z] = topA;
            }
            default -> {
                Tile bottomT = board[1][z];
                boolean bottomA = avatar[1][z];
                for (int x = 1; x < n; x++) {
                    board[x][z] = board[x + 1][z];
                    avatar[x][z] = avatar[x + 1][z];
                }
                board[n][z] = bottomT;
                avatar[n][z] = bottomA;
            }
        }
    }

    /** Every field the avatar could be on after walking: breadth-first through facing openings. */
    private static void walk(Tile[][] board, boolean[][] avatar, int n) {
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                if (avatar[x][y]) {
                    queue.add(new int[] {x, y});
                }
            }
        }
        while (!queue.isEmpty()) {
            int[] f = queue.poll();
            int x = f[0];
            int y = f[1];
            Tile t = board[x][y];
            if (t.n && x < n && board[x + 1][y].s) {
                visit(avatar, queue, x + 1, y);
            }
            if (t.s && x > 1 && board[x - 1][y].n) {
                visit(avatar, queue, x - 1, y);
            }
            if (t.e && y < n && board[x][y + 1].w) {
                visit(avatar, queue, x, y + 1);
            }
            if (t.w && y > 1 && board[x][y - 1].e) {
                visit(avatar, queue, x, y - 1);
            }
        }
    }

    private static void visit(boolean[][] avatar, ArrayDeque<int[]> queue, int x, int y) {
        if (!avatar[x][y]) {
            avatar[x][y] = true;
            queue.add(new int[] {x, y});
        }
    }

    private static boolean reachesGoal(Tile[][] board, boolean[][] avatar, int n) {
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                if (avatar[x][y] && board[x][y].goal) {
                    return true;
                }
            }
        }
        return false;
    }
}
