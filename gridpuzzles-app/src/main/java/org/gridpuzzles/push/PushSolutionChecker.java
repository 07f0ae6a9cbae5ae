package org.gridpuzzles.push;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridpuzzles.core.Verdict;

/**
 * Judges a solution by replaying it on a plain simulation that shares no code with the solver: tiles are objects
 * in a 2-D array indexed [x][y], moved one by one, and reachability is a breadth-first walk over them. A valid
 * verdict says why in its detail {@code reason}; every verdict has the detail {@code pushes}.
 */
final class PushSolutionChecker {

    private static final class Tile {
        final boolean n;
        final boolean e;
        final boolean s;
        final boolean w;
        final boolean goal;

        Tile(int open, boolean goal) {
            this.n = (open & PushPuzzle.NORTH) != 0;
            this.e = (open & PushPuzzle.EAST) != 0;
            this.s = (open & PushPuzzle.SOUTH) != 0;
            this.w = (open & PushPuzzle.WEST) != 0;
            this.goal = goal;
        }
    }

    private PushSolutionChecker() {
    }

    private static Verdict valid(String reason, int pushes) {
        return Verdict.ok().with("reason", reason).with("pushes", pushes);
    }

    private static Verdict invalid(String problem, int pushes) {
        return Verdict.invalid(problem).with("pushes", pushes);
    }

    /** The verdict as the command line prints it: {@code VALID: <reason>} or {@code INVALID: <problem>}. */
    static String line(Verdict v) {
        return v.valid() ? "VALID: " + v.details().get("reason") : "INVALID: " + v.problem();
    }

    /** Checks steps as read from a file (numbering still to be judged). */
    static Verdict checkSteps(PushPuzzle puzzle, List<PushStep> steps) {
        List<PushStep> sorted = new ArrayList<>(steps);
        sorted.sort(Comparator.comparingInt(PushStep::step));
        List<Push> pushes = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            PushStep s = sorted.get(k);
            if (s.step() != k + 1) {
                String why = k > 0 && sorted.get(k - 1).step() == s.step()
                        ? "two pushes for step " + s.step() + " (" + s.where() + ")"
                        : "step " + (k + 1) + " is missing (the steps must be numbered 1.." + sorted.size()
                                + " without gaps; found step " + s.step() + " at " + s.where() + ")";
                return invalid("bad step numbering: " + why, sorted.size());
            }
            pushes.add(s.push());
        }
        return check(puzzle, pushes);
    }

    /** Checks a sequence of pushes, push k being step k+1. */
    static Verdict check(PushPuzzle puzzle, List<Push> pushes) {
        int n = puzzle.n();
        int t = pushes.size();
        if (t > puzzle.maxSteps()) {
            return invalid("bad step numbering: " + t + " pushes exceed max_steps " + puzzle.maxSteps(), t);
        }
        Tile[][] board = new Tile[n + 2][n + 2];
        boolean[][] avatar = new boolean[n + 2][n + 2];
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                int i = puzzle.index(x, y);
                board[x][y] = new Tile(puzzle.openings(i), i == puzzle.goal());
                avatar[x][y] = i == puzzle.init();
            }
        }
        if (reachesGoal(board, avatar, n)) {
            return t == 0 ? valid("the avatar starts on the goal: 0 pushes", 0)
                    : invalid("goal reached earlier: the avatar starts on the goal, yet " + t
                            + " pushes are given", t);
        }
        for (int k = 0; k < t; k++) {
            Push p = pushes.get(k);
            if (p.line() < 1 || p.line() > n) {
                return invalid("wrong line: push(" + p.line() + "," + p.dir() + "," + (k + 1)
                        + ") names a line outside 1.." + n, t);
            }
            shift(board, avatar, n, p);
            walk(board, avatar, n);
            boolean reached = reachesGoal(board, avatar, n);
            if (reached && k < t - 1) {
                return invalid("goal reached earlier: after push " + (k + 1) + " of " + t, t);
            }
            if (!reached && k == t - 1) {
                return invalid("goal not reached after the last push (" + t + ")", t);
            }
        }
        if (t == 0) {
            return invalid("goal not reached: no pushes and the avatar does not start on the goal", 0);
        }
        return valid("goal reached after push " + t, t);
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
