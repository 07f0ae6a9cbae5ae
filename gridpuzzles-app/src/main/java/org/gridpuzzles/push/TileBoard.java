package org.gridpuzzles.push;

import java.util.SplittableRandom;

/**
 * The search state: the openings on every field (tiles with equal openings are interchangeable, so the openings
 * grid is the compact form of the tile permutation), the field of the goal tile, and the set of fields the avatar
 * could be on, as a bit set. Mutable and allocation-free in the hot loop.
 */
final class TileBoard {

    final int n;
    final byte[] open;
    int goal;
    final long[] avatar;
    private final int[] queue;
    /** Scratch of {@link #goalSideAfter}: the fields of the goal's component after the push. */
    private final long[] seen;
    private final FieldGeometry geometry;
    // Zobrist hashes of the openings, kept up to date by every push (a push changes only n fields).
    private long openHash0;
    private long openHash1;

    private static final int MAX_FIELDS = PushPuzzle.MAX_SIZE * PushPuzzle.MAX_SIZE;
    /** The two hash functions' entries for (field, openings) i at 2i and 2i + 1: one cache line for both. */
    private static final long[] ZOBRIST_OPEN = new long[2 * MAX_FIELDS * 16];
    private static final long[][] ZOBRIST_GOAL = new long[2][MAX_FIELDS];

    static {
        // Fixed seed: hashes must be the same in every run so that searches are reproducible.
        SplittableRandom r = new SplittableRandom(0x5eed_1ab1L);
        for (int i = 0; i < ZOBRIST_OPEN.length; i++) {
            ZOBRIST_OPEN[i] = r.nextLong();
        }
        for (int k = 0; k < 2; k++) {
            for (int i = 0; i < ZOBRIST_GOAL[k].length; i++) {
                ZOBRIST_GOAL[k][i] = r.nextLong();
            }
        }
    }

    public TileBoard(PushPuzzle puzzle) {
        this.n = puzzle.n();
        this.open = puzzle.openings();
        this.goal = puzzle.goal();
        this.avatar = new long[(n * n + 63) >>> 6];
        this.queue = new int[n * n];
        this.seen = new long[avatar.length];
        this.geometry = FieldGeometry.of(n);
        set(avatar, puzzle.init());
        for (int f = 0; f < open.length; f++) {
            openHash0 ^= ZOBRIST_OPEN[((f << 4) | open[f]) << 1];
            openHash1 ^= ZOBRIST_OPEN[(((f << 4) | open[f]) << 1) + 1];
        }
    }

    public TileBoard(TileBoard b) {
        this.n = b.n;
        this.open = b.open.clone();
        this.goal = b.goal;
        this.avatar = b.avatar.clone();
        this.queue = new int[n * n];
        this.seen = new long[avatar.length];
        this.geometry = b.geometry;
        this.openHash0 = b.openHash0;
        this.openHash1 = b.openHash1;
    }

    public void copyFrom(TileBoard b) {
        System.arraycopy(b.open, 0, open, 0, open.length);
        System.arraycopy(b.avatar, 0, avatar, 0, avatar.length);
        goal = b.goal;
        openHash0 = b.openHash0;
        openHash1 = b.openHash1;
    }

    public int n() {
        return n;
    }

    public int openings(int field) {
        return open[field];
    }

    public int goal() {
        return goal;
    }

    public boolean avatarOn(int field) {
        return get(avatar, field);
    }

    static boolean get(long[] s, int i) {
        return (s[i >>> 6] & (1L << i)) != 0;
    }

    static void set(long[] s, int i) {
        s[i >>> 6] |= 1L << i;
    }

    /** Applies push number {@code p} of {@link Push#all}: tiles, goal and avatar marks move; no walking. */
    public void push(int p) {
        moveTiles(p, true);
        moveMarks(p);
    }

    /**
     * Like {@link #push} but leaves the hashes of the openings as they were: only for a push that is undone by
     * {@link #pushUnhashed} of its inverse before the next {@link #hash}, which skips two table look-ups per field.
     */
    public void pushUnhashed(int p) {
        moveTiles(p, false);
        moveMarks(p);
    }

    /**
     * Moves the tiles and the goal of push {@code p} but not the avatar's marks: for a line that holds no field of
     * the avatar's set (there is nothing to move), or when the caller puts the set back from a copy right after
     * (undoing a push). With {@code hashed} false, as for {@link #pushUnhashed}.
     */
    public void moveTiles(int p, boolean hashed) {
        boolean row = geometry.dirOf[p] < 2;
        int start = geometry.firstOf[p];
        int step = geometry.strideOf[p];
        int last = geometry.lastOf[p];
        // One pass from the end the tiles move towards: each field takes the openings of the one behind it, the
        // first re-entering at the back; a field whose openings change is rehashed.
        boolean forward = geometry.forward[p];
        int from = forward ? last : start;
        int to = forward ? start : last;
        int behind = forward ? -step : step;
        byte o = open[from];
        if (!hashed) {
            shift(row, forward, start, last, o);
        } else {
            for (int f = from; f != to; f += behind) {
                byte in = open[f + behind];
                if (in != open[f]) {
                    rehash(f, open[f], in);
                }
                open[f] = in;
            }
            if (o != open[to]) {
                rehash(to, open[to], o);
            }
            open[to] = o;
        }
        goal = goalAfter(p);
    }

    /** Where the goal stands after push {@code p}: it moves with its tile. */
    private int goalAfter(int p) {
        int line = geometry.lineOf[p];
        if ((geometry.dirOf[p] < 2 ? geometry.row[goal] : geometry.col[goal]) != line) {
            return goal;
        }
        int start = geometry.firstOf[p];
        int last = geometry.lastOf[p];
        int step = geometry.strideOf[p];
        if (geometry.forward[p]) {
            return goal == last ? start : goal + step;
        }
        return goal == start ? last : goal - step;
    }

    /**
     * The tiles of a line one place on without rehashing, {@code o} (the tile pushed out) re-entering at the back: a
     * row is one overlapping copy, a column a counted loop. Most pushes are made this way, near the leaves; the one
     * loop stepping by a signed stride to an end field that did it before took half the search's time in a profile.
     */
    private void shift(boolean row, boolean forward, int start, int last, byte o) {
        if (row) {
            if (forward) {
                System.arraycopy(open, start, open, start + 1, n - 1);
                open[start] = o;
            } else {
                System.arraycopy(open, start + 1, open, start, n - 1);
                open[last] = o;
            }
        } else if (forward) {
            for (int f = last; f > start; f -= n) {
                open[f] = open[f - n];
            }
            open[start] = o;
        } else {
            for (int f = start; f < last; f += n) {
                open[f] = open[f + n];
            }
            open[last] = o;
        }
    }

    /**
     * Moves the avatar's marks of push {@code p} (the fields of its line one place on, the last re-entering): the
     * line's n marks are read into one number, rotated, and written back.
     */
    private void moveMarks(int p) {
        moveMarks(avatar, p);
    }

    /** Moves the marks of {@code set} on the line of push {@code p} the way its tiles go. */
    void moveMarks(long[] set, int p) {
        int line = geometry.lineOf[p];
        int dir = geometry.dirOf[p];
        long mask = (1L << n) - 1;
        long v;
        if (dir < 2) {
            int start = line * n;
            int w = start >>> 6;
            int o = start & 63;
            v = set[w] >>> o;
            if (o + n > 64) {
                v |= set[w + 1] << (64 - o);
            }
            v &= mask;
            if (v == 0) {
                return;
            }
            v = rotate(v, dir == 0, mask);
            set[w] = (set[w] & ~(mask << o)) | (v << o);
            if (o + n > 64) {
                set[w + 1] = (set[w + 1] & ~(mask >>> (64 - o))) | (v >>> (64 - o));
            }
        } else {
            v = 0;
            for (int k = 0, f = line; k < n; k++, f += n) {
                v |= ((set[f >>> 6] >>> f) & 1L) << k;
            }
            if (v == 0) {
                return;
            }
            // Only the marks that change are flipped: no branch per field.
            long changed = v ^ rotate(v, dir == 2, mask);
            while (changed != 0) {
                int f = line + Long.numberOfTrailingZeros(changed) * n;
                changed &= changed - 1;
                set[f >>> 6] ^= 1L << f;
            }
        }
    }

    /**
     * Into {@code out}: the avatar's fields and the fields they have an opening towards, that is every field where a
     * different tile could change the avatar's walk.
     */
    void avatarReach(long[] out) {
        System.arraycopy(avatar, 0, out, 0, avatar.length);
        byte[] inside = geometry.inside;
        for (int w = 0; w < avatar.length; w++) {
            long bits = avatar[w];
            while (bits != 0) {
                int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int o = open[f] & inside[f];
                if ((o & PushPuzzle.NORTH) != 0) {
                    set(out, f + n);
                }
                if ((o & PushPuzzle.SOUTH) != 0) {
                    set(out, f - n);
                }
                if ((o & PushPuzzle.EAST) != 0) {
                    set(out, f + 1);
                }
                if ((o & PushPuzzle.WEST) != 0) {
                    set(out, f - 1);
                }
            }
        }
    }

    /** Bit k to k+1 (forward) or k-1, within n bits, the end one re-entering at the other end. */
    private long rotate(long v, boolean forward, long mask) {
        return forward ? ((v << 1) | (v >>> (n - 1))) & mask : (v >>> 1) | ((v & 1L) << (n - 1));
    }

    /** Field f's openings change from {@code was} to {@code now}: both hashes follow. */
    private void rehash(int f, int was, int now) {
        int a = ((f << 4) | was) << 1;
        int b = ((f << 4) | now) << 1;
        openHash0 ^= ZOBRIST_OPEN[a] ^ ZOBRIST_OPEN[b];
        openHash1 ^= ZOBRIST_OPEN[a + 1] ^ ZOBRIST_OPEN[b + 1];
    }

    /** The avatar walks: the set grows to everything reachable through facing openings inside the board. */
    public void walk() {
        int head = 0;
        int tail = 0;
        for (int w = 0; w < avatar.length; w++) {
            long bits = avatar[w];
            while (bits != 0) {
                queue[tail++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        closure(avatar, head, tail);
    }

    /**
     * The walk after push {@code p} when the avatar's set was already closed before it: only edges at the pushed
     * line changed, so the walk starts from the set's fields on that line or next to it.
     */
    public void walkAfter(int p) {
        int line = geometry.lineOf[p];
        boolean row = p < 2 * n;
        int lo = Math.max(0, line - 1);
        int hi = Math.min(n - 1, line + 1);
        int tail = 0;
        if (row) {
            // The rows lo..hi are the fields lo*n .. (hi+1)*n - 1: only the words that hold them.
            int from = lo * n;
            int to = (hi + 1) * n;
            for (int w = from >>> 6; w <= (to - 1) >>> 6; w++) {
                long bits = avatar[w];
                while (bits != 0) {
                    int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    if (f >= from && f < to) {
                        queue[tail++] = f;
                    }
                }
            }
        } else {
            long[] near = geometry.nearColumn[line];
            for (int w = 0; w < avatar.length; w++) {
                long bits = avatar[w] & near[w];
                while (bits != 0) {
                    queue[tail++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                }
            }
        }
        closure(avatar, 0, tail);
    }

    /**
     * Whether push {@code p} would reach the goal, without making it. The avatar's set is closed, and after the push
     * the avatar stands on one of its fields moved with their tiles; so the goal is reached exactly when the goal's
     * component after the push holds such a field. That component is searched on the board as the push would leave
     * it (the tiles of p's line read one place back), and is most often a few fields, where the avatar's walk after
     * the push would go over every field of its set near the line.
     */
    public boolean reachesAfter(int p) {
        return goalSideAfter(p, true, 0, 0);
    }

    /**
     * Whether, after push {@code p} (not made), a row of {@code rows} or a column of {@code cols} touches the goal's
     * component as {@link LineContacts} counts touching: holds one of its fields or borders one that has an opening
     * towards it. For a push that leaves the avatar's set as it was, with that set's lines: whether one more push
     * could still reach the goal.
     */
    public boolean goalTouchesAfter(int p, long rows, long cols) {
        return goalSideAfter(p, false, rows, cols);
    }

    /**
     * Searches the goal's component on the board as push {@code p} would leave it; true as soon as one of its fields
     * holds a field of the avatar's set moved with its tile ({@code avatarStops}) or touches a line of {@code rows}
     * or {@code cols}.
     */
    private boolean goalSideAfter(int p, boolean avatarStops, long rows, long cols) {
        int line = geometry.lineOf[p];
        int start = geometry.firstOf[p];
        int step = geometry.strideOf[p];
        int last = geometry.lastOf[p];
        boolean forward = geometry.forward[p];
        byte[] lineOfField = geometry.dirOf[p] < 2 ? geometry.row : geometry.col;
        byte[] inside = geometry.inside;
        // shifted by one as in LineContacts.lines, so that the line before the first is bit 0
        long rowBits = rows << 1;
        long colBits = cols << 1;
        int g = goalAfter(p);
        java.util.Arrays.fill(seen, 0L);
        set(seen, g);
        queue[0] = g;
        int head = 0;
        int tail = 1;
        while (head < tail) {
            int f = queue[head++];
            int src = tileFrom(f, line, lineOfField, forward, start, last, step);
            if (avatarStops && get(avatar, src)) {
                return true;
            }
            int tile = open[src];
            if ((rowBits | colBits) != 0) {
                int x = geometry.row[f];
                int y = geometry.col[f];
                long r = (2L << x) | ((tile & PushPuzzle.NORTH) != 0 ? 4L << x : 0)
                        | ((tile & PushPuzzle.SOUTH) != 0 ? 1L << x : 0);
                long c = (2L << y) | ((tile & PushPuzzle.EAST) != 0 ? 4L << y : 0)
                        | ((tile & PushPuzzle.WEST) != 0 ? 1L << y : 0);
                if ((r & rowBits) != 0 || (c & colBits) != 0) {
                    return true;
                }
            }
            int o = tile & inside[f];
            if ((o & PushPuzzle.NORTH) != 0) {
                tail = visitAfter(f + n, PushPuzzle.SOUTH, tail, line, lineOfField, forward, start, last, step);
            }
            if ((o & PushPuzzle.SOUTH) != 0) {
                tail = visitAfter(f - n, PushPuzzle.NORTH, tail, line, lineOfField, forward, start, last, step);
            }
            if ((o & PushPuzzle.EAST) != 0) {
                tail = visitAfter(f + 1, PushPuzzle.WEST, tail, line, lineOfField, forward, start, last, step);
            }
            if ((o & PushPuzzle.WEST) != 0) {
                tail = visitAfter(f - 1, PushPuzzle.EAST, tail, line, lineOfField, forward, start, last, step);
            }
        }
        return false;
    }

    /** Queues field {@code f} for {@link #goalSideAfter} when its tile after the push opens {@code back}. */
    private int visitAfter(int f, int back, int tail, int line, byte[] lineOfField, boolean forward, int start,
            int last, int step) {
        if (get(seen, f)) {
            return tail;
        }
        if ((open[tileFrom(f, line, lineOfField, forward, start, last, step)] & back) == 0) {
            return tail;
        }
        set(seen, f);
        queue[tail] = f;
        return tail + 1;
    }

    /** Where the tile that a push of {@code line} brings onto field {@code f} stands now ({@code f} off the line). */
    private static int tileFrom(int f, int line, byte[] lineOfField, boolean forward, int start, int last, int step) {
        if (lineOfField[f] != line) {
            return f;
        }
        return forward ? (f == start ? last : f - step) : (f == last ? start : f + step);
    }

    /** The fields connected to {@code from} (its component), into {@code out}. */
    public void component(int from, long[] out) {
        java.util.Arrays.fill(out, 0L);
        set(out, from);
        queue[0] = from;
        closure(out, 0, 1);
    }

    private void closure(long[] s, int head, int tail) {
        byte[] inside = geometry.inside;
        while (head < tail) {
            int f = queue[head++];
            // Only the openings that lead to a field on the board.
            int o = open[f] & inside[f];
            if ((o & PushPuzzle.NORTH) != 0 && (open[f + n] & PushPuzzle.SOUTH) != 0 && !get(s, f + n)) {
                set(s, f + n);
                queue[tail++] = f + n;
            }
            if ((o & PushPuzzle.SOUTH) != 0 && (open[f - n] & PushPuzzle.NORTH) != 0 && !get(s, f - n)) {
                set(s, f - n);
                queue[tail++] = f - n;
            }
            if ((o & PushPuzzle.EAST) != 0 && (open[f + 1] & PushPuzzle.WEST) != 0 && !get(s, f + 1)) {
                set(s, f + 1);
                queue[tail++] = f + 1;
            }
            if ((o & PushPuzzle.WEST) != 0 && (open[f - 1] & PushPuzzle.EAST) != 0 && !get(s, f - 1)) {
                set(s, f - 1);
                queue[tail++] = f - 1;
            }
        }
    }

    public boolean reached() {
        return get(avatar, goal);
    }

    /** A 64-bit hash of the whole state; {@code which} (0 or 1) selects one of two independent functions. */
    public long hash(int which) {
        long h = ZOBRIST_GOAL[which][goal] ^ (which == 0 ? openHash0 : openHash1);
        long salt = ZOBRIST_GOAL[which][0];
        for (long w : avatar) {
            h = mix(h ^ w) + salt;
        }
        return mix(h);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    public int avatarCount() {
        int c = 0;
        for (long w : avatar) {
            c += Long.bitCount(w);
        }
        return c;
    }
}
