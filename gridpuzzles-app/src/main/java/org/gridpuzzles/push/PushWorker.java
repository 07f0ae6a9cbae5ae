package org.gridpuzzles.push;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One thread's depth-first search. It works on a single board in place: a push is undone by the opposite push
 * and the avatar's set restored from a copy, which costs O(N) per node instead of copying the board. Apart from the
 * deepening because it is the search's hot loop, on primitive arrays; the rules that settle pushes near the leaves
 * are {@link LeafSettling}'s.
 */
final class PushWorker {

    /** Salts that key a failure found under the order rule with the push that led to the state. */
    private static final long[][] CONTEXT = new long[2][4 * PushPuzzle.MAX_SIZE];

    static {
        SplittableRandom r = new SplittableRandom(0xc0_27e7L);
        for (long[] salts : CONTEXT) {
            for (int i = 0; i < salts.length; i++) {
                salts[i] = r.nextLong();
            }
        }
    }

    final SearchRun run;
    final int n;
    final int moves;
    final FieldGeometry geometry;
    final TileBoard board;
    long[][] saved;
    Push[] path;
    final TranspositionTable table;
    LineContacts[] contacts;
    /** The rules that settle pushes near the leaves, on this worker's board. */
    final LeafSettling settling;
    /** Whether the last node with 3 pushes left recorded its look-ahead, and its goal's field. */
    boolean lookedAhead;
    int lookGoal;
    int task;
    long localNodes;

    PushWorker(SearchRun run) {
        this.run = run;
        this.n = run.puzzle.n();
        this.moves = 4 * n;
        this.geometry = FieldGeometry.of(n);
        this.board = new TileBoard(run.puzzle);
        this.saved = new long[0][];
        this.path = new Push[0];
        this.table = run.table;
        this.contacts = new LineContacts[0];
        this.settling = new LeafSettling(board, geometry);
    }

    /** The push that undoes push number p of {@link Push#all}. */
    private int inverse(int p) {
        return geometry.inverse[p];
    }

    void run(int depth) {
        reach(0);
        while (!run.aborted) {
            task = run.nextTask.getAndIncrement();
            if (task >= moves || (!run.all && task > run.bestTask)) {
                break;
            }
            if (run.onlyFirst >= 0 && task != run.onlyFirst) {
                continue;
            }
            OptimalCheckpoint cp = run.checkpoint;
            if (cp != null && cp.firstRefuted(depth, task)) {
                continue;
            }
            boolean solved = false;
            System.arraycopy(board.avatar, 0, saved[0], 0, saved[0].length);
            board.push(task);
            board.walk();
            count();
            path[0] = run.pushes[task];
            if (board.reached()) {
                run.found(task, List.of(path[0]));
                solved = true;
            } else if (depth > 1) {
                // The order rule needs a walked parent, which the start is not.
                solved = dfs(1, depth - 1, task, false);
            }
            if (!solved && !cancelled()) {
                if (cp != null) {
                    // searched to the end without a solution (a search cut short is never recorded)
                    cp.firstPushRefuted(depth, task);
                }
                run.progress.advance(1);
            }
            // The avatar's set is put back from its copy: only the tiles move back.
            board.moveTiles(inverse(task), true);
            System.arraycopy(saved[0], 0, board.avatar, 0, saved[0].length);
        }
        run.nodes.addAndGet(localNodes);
        localNodes = 0;
    }

    private void count() {
        if ((++localNodes & 1023) == 0) {
            if (run.control.stopped()) {
                run.aborted = true;
            }
            run.nodes.addAndGet(localNodes);
            localNodes = 0;
        }
    }

    private boolean cancelled() {
        return run.aborted || (!run.all && task > run.bestTask);
    }

    /**
     * Makes room for depth {@code d}: the stacks grow with the depth reached, not with max_steps, which a file
     * may set to any number.
     */
    private void reach(int d) {
        if (d >= saved.length) {
            int size = (int) Math.min(Math.max(16L, 2L * d), Integer.MAX_VALUE - 8);
            long[][] more = Arrays.copyOf(saved, size);
            for (int k = saved.length; k < size; k++) {
                more[k] = new long[board.avatar.length];
            }
            saved = more;
            path = Arrays.copyOf(path, size);
            LineContacts[] c = Arrays.copyOf(contacts, size);
            for (int k = contacts.length; k < size; k++) {
                c[k] = new LineContacts(n);
            }
            contacts = c;
        }
    }

    /**
     * The lines (bit i: line i) whose push in one direction is worth making at this node: on the last push only
     * lines touching both sets; when the bound leaves no push to spare, no quiet line; after an avatar-quiet push
     * on a parallel line (see the order rule in {@link #dfs}), its own line and the avatar-quiet lines after it,
     * the way back excluded.
     */
    private long candidates(LineContacts c, int rem, int h, boolean rowPush, boolean orderedParallel,
            int prevLine, boolean prevInverseDir, long avatarLines, long touchedLines) {
        long lines = n >= 64 ? -1L : (1L << n) - 1;
        if (rem == 1) {
            lines &= rowPush ? c.sharedRows() : c.sharedCols();
        }
        if (h > rem - 1) {
            lines &= touchedLines;
        }
        if (orderedParallel) {
            long keep = (~avatarLines & (-1L << (prevLine + 1))) | (1L << prevLine);
            if (prevInverseDir) {
                keep &= ~(1L << prevLine);
            }
            lines &= keep;
        }
        return lines;
    }

    /**
     * Searches below the board at depth d (walked, goal not reached) with {@code rem} pushes left; {@code prev}
     * is the push that led here and {@code prevAvatarQuiet} whether it left the avatar's set as it was.
     *
     * <p>Order of pushes (one solution wanted): after a push p that touched no field of the avatar's set, a push q
     * on another parallel line is tried only when q is also avatar-quiet and its line comes after p's. Why: p
     * left the set alone, so q then p reaches the same board and goal with an avatar's set that contains the one
     * of p then q (q moves no avatar field onto p's line; walking is monotone), and two avatar-quiet pushes give
     * the same state in either order. The inverse of such a p gives the parent again. So some shortest solution
     * has none of the skipped pairs. Because what is skipped depends on p, a failure found under that rule is
     * remembered for the state together with p.
     */
    private boolean dfs(int d, int rem, int prev, boolean prevAvatarQuiet) {
        reach(d);
        TileBoard b = board;
        LineContacts c = contacts[d];
        if (d == 1) {
            // Before the first push the avatar has not walked: the root's sets say nothing about this one's.
            c.of(b);
        } else {
            c.after(b, contacts[d - 1], prev);
        }
        int h = run.bound.bound(b, c);
        if (h > rem) {
            return false;
        }
        long rows = -1L;
        long cols = -1L;
        if (rem == 1) {
            // Only a line that touches or borders both the avatar's fields and the goal's component can
            // create the first connection between them.
            rows = c.sharedRows();
            cols = c.sharedCols();
        }
        if (rem == 3) {
            lookedAhead = run.settle && h == 2;
            if (lookedAhead) {
                lookGoal = b.goal();
                settling.lookAhead(c);
            }
        }
        // At 2 pushes left after a push that left the avatar's set and the goal's field alone, from a node with 3
        // left: pushes whose outcome is known from there.
        boolean settled = rem == 2 && d >= 2 && lookedAhead && prevAvatarQuiet && b.goal() == lookGoal;
        boolean lastKnown = run.settle && rem == 2 && h == 1;
        if (lastKnown) {
            settling.lastPushes(c, settling.scratch, -1);
        }
        boolean ordered = run.orderQuiet && prevAvatarQuiet;
        boolean prevRow = prev < 2 * n;
        int prevLine = prev % n;
        int prevInverse = inverse(prev);
        long[] keep = saved[d];
        System.arraycopy(b.avatar, 0, keep, 0, keep.length);
        boolean any = false;
        if (cancelled()) {
            return false;
        }
        // Below 3 pushes left a subtree is small: the stop is looked at once per node, not per push.
        boolean checkEach = rem > 2;
        for (int dir = 0; dir < 4; dir++) {
            boolean rowPush = dir < 2;
            long avatarLines = rowPush ? c.avatarRows : c.avatarCols;
            long touchedLines = avatarLines | (rowPush ? c.goalRows : c.goalCols);
            long lines = candidates(c, rem, h, rowPush, ordered && rowPush == prevRow, prevLine,
                    dir == prevInverse / n && ordered, avatarLines, touchedLines);
            while (lines != 0) {
                int line = Long.numberOfTrailingZeros(lines);
                lines &= lines - 1;
                if (checkEach && cancelled()) {
                    return any;
                }
                int p = dir * n + line;
                boolean avatarQuiet = ((avatarLines >>> line) & 1) == 0;
                boolean quiet = ((touchedLines >>> line) & 1) == 0;
                if (rem == 3 && lookedAhead && quiet && settling.quietSettled(p)) {
                    continue;
                }
                if (settled && settling.settledBefore(p, prev)) {
                    continue;
                }
                if (lastKnown && quiet && settling.lastFails(p)) {
                    continue;
                }
                if (rem == 1 && !b.reachesAfter(p)) {
                    // The last push, read from the goal's side without making it: counted as made.
                    count();
                    continue;
                }
                if (rem == 2 && h == 2 && avatarQuiet && !b.goalTouchesAfter(p, c.avatarRows, c.avatarCols)) {
                    // Leaves the avatar's set as it was and no line touching both sets: the node after it is
                    // cut by its bound at once, so it is not made (but counted).
                    count();
                    continue;
                }
                if (avatarQuiet) {
                    // An avatar-quiet push holds none of the set's fields and leaves the set closed as it was:
                    // only the tiles move, nothing to walk.
                    b.moveTiles(p, rem > 3);
                } else {
                    if (rem > 3) {
                        b.push(p);
                    } else {
                        b.pushUnhashed(p);
                    }
                    b.walkAfter(p);
                }
                count();
                path[d] = run.pushes[p];
                boolean solvedHere = false;
                if (b.reached()) {
                    run.found(task, List.of(Arrays.copyOf(path, d + 1)));
                    solvedHere = true;
                } else if (rem == 2) {
                    // A state with one push left is settled faster than it is looked up: no table.
                    solvedHere = dfs(d + 1, 1, p, avatarQuiet);
                } else if (rem == 3) {
                    // Nor with two: those states are the most numerous ones a table would hold, and they pushed
                    // out the failures within more pushes, which save far more (0053, depth 6: half the time).
                    solvedHere = dfs(d + 1, 2, p, avatarQuiet);
                } else if (rem > 3) {
                    long h1 = b.hash(0);
                    long h2 = b.hash(1);
                    if (run.orderQuiet && avatarQuiet) {
                        h1 ^= CONTEXT[0][p];
                        h2 ^= CONTEXT[1][p];
                    }
                    if (table.failedWithin(h1, h2) < rem - 1) {
                        solvedHere = dfs(d + 1, rem - 1, p, avatarQuiet);
                        if (!solvedHere && !cancelled()) {
                            table.storeFailed(h1, h2, rem - 1);
                        }
                    }
                }
                // The avatar's set is put back from its copy: only the tiles move back.
                b.moveTiles(inverse(p), rem > 3);
                System.arraycopy(keep, 0, b.avatar, 0, keep.length);
                if (solvedHere) {
                    any = true;
                    if (!run.all) {
                        return true;
                    }
                }
            }
        }
        return any;
    }
}
