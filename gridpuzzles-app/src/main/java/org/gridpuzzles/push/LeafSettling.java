package org.gridpuzzles.push;

/**
 * The rules that settle pushes near the leaves of the exhaustive search from what a node's parent found for its
 * other children, without making them: at 3 pushes left a look-ahead over the pushes that touch a set, at 2 left the
 * last pushes tried once. Apart from the depth-first search because they are proofs of their own (each checked
 * against the search without them, see {@link ExhaustiveSearch#withoutSettling}), and the search only asks them.
 * They work on the worker's board in place and keep to primitive arrays.
 */
final class LeafSettling {
    private final int n;
    private final int moves;
    private final FieldGeometry geometry;
    private final TileBoard board;
    /** Scratch: this node's avatar's set, kept while pushes are tried. */
    final long[] scratch;
    /**
     * At a node with 3 pushes left, for each push q: whether the position after q has a line touching both sets
     * (or the goal reached), and the rows and columns touched by either set there. See {@link #settledBefore}.
     */
    private final boolean[] afterShared;
    private final long[] afterRows;
    private final long[] afterCols;
    /**
     * The fields of q's own line that either set after q holds or borders: see
     * {@link ExhaustiveSearch#clearOfFields}.
     */
    private final long[] afterFields;
    /** Scratch: both sets after q, as one bit set. */
    private final long[] afterSets;
    private final LineContacts afterContacts;
    /**
     * For each push r recorded by {@link #lookAhead} after which a line touches both sets: whether what the last
     * pushes after r give is unknown (one reached the goal, or r was not recorded), and the rows and the columns
     * holding a field (of this node's board) whose tile could change what one of them gives. See
     * {@link #lastPushesAfter}.
     */
    private final boolean[] lastUnknownAfter;
    private final long[] lastRowsAfter;
    private final long[] lastColsAfter;
    /** Scratch of {@link #lastPushes}: the rows and columns read, in the places before {@code back}. */
    private long backRows;
    private long backCols;
    /** Scratch: the avatar's lines after a last push. */
    private final LineContacts lastContacts;
    /** Scratch: the avatar's set after r, and a set mapped back to this node's places. */
    private final long[] keepAfter;
    private final long[] reachBack;
    /**
     * Recorded by {@link #lookAhead}: whether every push there is settled for some quiet push (none left a line
     * touching both sets with an unknown last push), and the rows and the columns a quiet push must lie on for
     * some push after it not to be settled (see {@link #quietSettled}).
     */
    private long unsettledRows;
    private long unsettledCols;
    private boolean allKnown;
    /**
     * At a node with 2 pushes left and a line touching both sets, over the pushes on such lines: whether one
     * reaches the goal, and the rows and columns a quiet push must lie on to change what one of them gives (see
     * {@link #lastFails}).
     */
    private boolean lastReached;
    private long lastUnsettledRows;
    private long lastUnsettledCols;

    LeafSettling(TileBoard board, FieldGeometry geometry) {
        this.board = board;
        this.geometry = geometry;
        this.n = board.n();
        this.moves = 4 * n;
        this.scratch = new long[board.avatar.length];
        this.afterShared = new boolean[moves];
        this.afterRows = new long[moves];
        this.afterCols = new long[moves];
        this.afterFields = new long[moves];
        this.afterSets = new long[board.avatar.length];
        this.afterContacts = new LineContacts(n);
        this.lastUnknownAfter = new boolean[moves];
        this.lastRowsAfter = new long[moves];
        this.lastColsAfter = new long[moves];
        this.lastContacts = new LineContacts(n);
        this.keepAfter = new long[board.avatar.length];
        this.reachBack = new long[board.avatar.length];
    }

    /** The push that undoes push number p of {@link Push#all}. */
    private int inverse(int p) {
        return geometry.inverse[p];
    }

    /**
     * For each push that touches a set of this node (bound 2, 3 pushes left): the sets after it, as far as
     * {@link #settledBefore} needs them.
     */
    void lookAhead(LineContacts c) {
        TileBoard b = board;
        long[] keep = scratch;
        System.arraycopy(b.avatar, 0, keep, 0, keep.length);
        boolean unknown = false;
        long rowsAfterRows = 0;
        long rowsAfterCols = 0;
        long colsAfterRows = 0;
        long colsAfterCols = 0;
        for (int q = 0; q < moves; q++) {
            if (c.quiet(q)) {
                afterShared[q] = true;  // not recorded: never settled
                lastUnknownAfter[q] = true;
                continue;
            }
            boolean avatarQuiet = c.avatarQuiet(q);
            if (avatarQuiet) {
                // The line holds none of the avatar's fields: no marks to move, and nothing to walk.
                b.moveTiles(q, false);
            } else {
                b.pushUnhashed(q);
                b.walkAfter(q);
            }
            LineContacts t = afterContacts;
            t.after(b, c, q);
            afterShared[q] = b.reached() || t.sharedRows() != 0 || t.sharedCols() != 0;
            afterRows[q] = t.avatarRows | t.goalRows;
            afterCols[q] = t.avatarCols | t.goalCols;
            long[] sets = afterSets;
            long[] goalSide = t.goalSide();
            for (int w = 0; w < sets.length; w++) {
                sets[w] = b.avatar[w] | goalSide[w];
            }
            long fields = ExhaustiveSearch.fieldsTouched(b, q, sets);
            afterFields[q] = fields;
            // A quiet push on line D settles q unless q's sets touch D or, q crossing D, the field next to D
            // on q's line that q moves D's field to: D = that field's place, less one (forward) or plus one.
            long crossing = crossingLines(q, fields);
            if (q < 2 * n) {
                rowsAfterRows |= afterRows[q];
                rowsAfterCols |= afterCols[q] | crossing;
            } else {
                colsAfterRows |= afterRows[q] | crossing;
                colsAfterCols |= afterCols[q];
            }
            if (afterShared[q]) {
                if (b.reached()) {
                    lastUnknownAfter[q] = true;
                } else {
                    lastPushesAfter(q, t);
                }
                unknown |= lastUnknownAfter[q];
                rowsAfterRows |= lastRowsAfter[q];
                colsAfterCols |= lastColsAfter[q];
            }
            b.moveTiles(inverse(q), false);
            System.arraycopy(keep, 0, b.avatar, 0, keep.length);
        }
        // See clearOfFields: rows a quiet row push must lie on for a later push not to be settled, and columns.
        allKnown = !unknown;
        unsettledRows = rowsAfterRows | colsAfterRows;
        unsettledCols = rowsAfterCols | colsAfterCols;
    }

    /**
     * At the position after push r from a node with 3 pushes left (walked, with a line touching both sets, goal
     * not reached): makes every push on such a line and records whether one reaches the goal, and the rows and
     * columns of the fields, in the places of the node before r, whose tiles the avatar's walk after it reads
     * (its fields and those it has an opening towards, moved back through the last push and r). A quiet push q
     * at that node changes tiles only on its line D; after r and a last push the tiles differ only where those
     * pushes took D's fields, so when no such field is read the last push gives the same set after q and fails
     * again (see {@link #settledBefore}).
     */
    private void lastPushesAfter(int r, LineContacts t) {
        lastPushes(t, keepAfter, r);
        lastUnknownAfter[r] = lastReached;
        lastRowsAfter[r] = backRows;
        lastColsAfter[r] = backCols;
    }

    /**
     * The lines D crossing push q's line such that a quiet push on D changes the field of q's line that q moves
     * D's field to, given those fields as bits ({@code fields}, see {@link ExhaustiveSearch#clearOfFields}).
     */
    private long crossingLines(int q, long fields) {
        return (q / n) % 2 == 0 ? rotateDown(fields) : rotateUp(fields);
    }

    /** Bit k to k+1, the top one to 0 (n bits). */
    private long rotateUp(long bits) {
        long mask = (1L << n) - 1;
        return ((bits << 1) | (bits >>> (n - 1))) & mask;
    }

    /** Bit k to k-1, bit 0 to the top one (n bits). */
    private long rotateDown(long bits) {
        return (bits >>> 1) | ((bits & 1L) << (n - 1));
    }

    /**
     * True when the quiet push q, at the node with 3 pushes left whose {@link #lookAhead} is recorded, leads to a
     * node with 2 left where every push is settled by {@link #settledBefore} (none of the sets after it touched
     * q's line, or for a crossing push the field it moves q's line's field to; and after a push that left a line
     * touching both sets, no last push reached the goal and none read a field of q's line) and every quiet push
     * is cut by the bound: that node fails without a push, so it is not entered.
     */
    boolean quietSettled(int q) {
        long lines = q < 2 * n ? unsettledRows : unsettledCols;
        return allKnown && ((lines >>> geometry.lineOf[q]) & 1) == 0;
    }

    /**
     * Tries every push on a line touching both sets (bound 1) from this node and records its outcome for
     * {@link #lastFails}; with {@code back} a push (not -1), this node is the position after it from a node with
     * 3 pushes left, and the rows and columns the walks read are also recorded in that node's places (see
     * {@link #lastPushesAfter}). {@code keep}: scratch for this node's avatar's set.
     */
    void lastPushes(LineContacts c, long[] keep, int back) {
        TileBoard b = board;
        System.arraycopy(b.avatar, 0, keep, 0, keep.length);
        long rows = c.sharedRows();
        long cols = c.sharedCols();
        lastReached = false;
        lastUnsettledRows = 0;
        lastUnsettledCols = 0;
        backRows = 0;
        backCols = 0;
        for (int dir = 0; dir < 4; dir++) {
            long lines = dir < 2 ? rows : cols;
            while (lines != 0) {
                int r = dir * n + Long.numberOfTrailingZeros(lines);
                lines &= lines - 1;
                lastPush(c, r, keep, back);
            }
        }
    }

    /** One push of {@link #lastPushes}, made, recorded and undone. */
    private void lastPush(LineContacts c, int r, long[] keep, int back) {
        TileBoard b = board;
        b.pushUnhashed(r);
        b.walkAfter(r);
        // Not afterContacts: the look-ahead still reads it while lastPushesAfter runs.
        LineContacts t = lastContacts;
        // Only the avatar's lines are read below: the goal's component is not worked out.
        t.avatarAfter(b, c, r);
        lastReached |= b.reached();
        // As in lookAhead, with the avatar's set alone (only it decides whether r reaches the goal).
        long crossing = crossingLines(r, ExhaustiveSearch.fieldsTouched(b, r, b.avatar));
        if (r < 2 * n) {
            lastUnsettledRows |= t.avatarRows;
            lastUnsettledCols |= t.avatarCols | crossing;
        } else {
            lastUnsettledRows |= t.avatarRows | crossing;
            lastUnsettledCols |= t.avatarCols;
        }
        if (back >= 0) {
            long[] s = reachBack;
            b.avatarReach(s);
            b.moveMarks(s, inverse(r));
            b.moveMarks(s, inverse(back));
            byte[] rowOf = geometry.row;
            byte[] colOf = geometry.col;
            for (int w = 0; w < s.length; w++) {
                long bits = s[w];
                while (bits != 0) {
                    int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    backRows |= 1L << rowOf[f];
                    backCols |= 1L << colOf[f];
                }
            }
        }
        b.moveTiles(inverse(r), false);
        System.arraycopy(keep, 0, b.avatar, 0, keep.length);
    }

    /**
     * True when, after the quiet push q at a node with 2 pushes left, no last push can reach the goal: the
     * candidates for the last push are those of this node (the sets did not change), and each of them failed
     * here with an avatar's set clear of the fields q changed, so it gives the same set after q (see
     * {@link ExhaustiveSearch#clearOfFields}) and fails again.
     */
    boolean lastFails(int q) {
        long lines = q < 2 * n ? lastUnsettledRows : lastUnsettledCols;
        return !lastReached && ((lines >>> geometry.lineOf[q]) & 1) == 0;
    }

    /**
     * True when push q, at a node with 2 pushes left entered by the push {@code prev} (which left the avatar's
     * set and the goal's field as they were) from a node whose {@link #lookAhead} is recorded, cannot be followed
     * by a last push that reaches the goal. The two boards differ only on prev's line D (after q: D
     * moved by q: see {@link ExhaustiveSearch#clearOfFields}); the avatar's set and the goal's field are the
     * same, so after q both walks start from the same fields. A closure computed on one board that does not touch
     * where the boards differ is the closure on the other too; so when neither set after q touched D (nor, for a
     * crossing q, the field q moved D's field to), the sets after q are those recorded: with no line in common
     * one push cannot finish; with one, the last pushes are those {@link #lastPushesAfter} made, and each gives
     * the same set again when its walk read no field that came from D.
     */
    boolean settledBefore(int q, int prev) {
        if (afterShared[q]) {
            if (lastUnknownAfter[q]) {
                return false;
            }
            long lines = prev < 2 * n ? lastRowsAfter[q] : lastColsAfter[q];
            if (((lines >>> geometry.lineOf[prev]) & 1) != 0) {
                return false;
            }
        }
        return ExhaustiveSearch.clearOfFields(n, q, prev, afterRows[q], afterCols[q], afterFields[q]);
    }
}
