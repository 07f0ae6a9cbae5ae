package org.gridpuzzles.squares.draw;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.gridpuzzles.core.Limits;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;

/**
 * A forward checker of refutations in binary DRAT (the format CaDiCaL writes), independent of the solver: every added
 * clause must follow by reverse unit propagation from the formula and the clauses before it (or, failing that, be a
 * resolution asymmetric tautology on its first literal), and the proof must end in a conflict at the top level.
 * Deleting a clause that is the reason of a top-level assignment is ignored, as drat-trim does; ignoring a deletion
 * only keeps more clauses, so every check stays sound. Two watched literals per clause, all on primitive arrays.
 */
public final class DratChecker {

    /** Proofs larger than this are not read: forward checking them would take hours and gigabytes. */
    static final long MAX_PROOF_BYTES = 1_500_000_000L;

    public enum Kind { VERIFIED, FAILED, TOO_LARGE, STOPPED }

    /** The verdict, what it rests on, and the lemmas checked (0 unless verified by the proof's lemmas). */
    public record Result(Kind kind, String detail, long lemmas) {

        Result(Kind kind, String detail) {
            this(kind, detail, 0);
        }
    }

    private final Limits limits;
    private int[] arena = new int[1 << 16];
    private int arenaSize;
    private final IntArrayList start = new IntArrayList();
    private final IntArrayList length = new IntArrayList();
    private boolean[] deleted = new boolean[1024];
    private IntArrayList[] watches;
    /** Per variable: 1 true, -1 false, 0 free. */
    private byte[] value;
    private int[] reason;
    private int[] trail;
    private int trailSize;
    private int head;
    private final Long2ObjectOpenHashMap<IntArrayList> byHash = new Long2ObjectOpenHashMap<>();
    private boolean topConflict;

    DratChecker(Limits limits) {
        this.limits = limits;
    }

    Result check(List<int[]> formula, int vars, Path proof) throws IOException {
        long bytes = Files.size(proof);
        if (bytes > MAX_PROOF_BYTES) {
            return new Result(Kind.TOO_LARGE, String.format("%.1f GB is beyond the checker's %.1f GB", bytes / 1e9,
                    MAX_PROOF_BYTES / 1e9));
        }
        grow(vars);
        for (int[] c : formula) {
            addClause(c);
            if (topConflict) {
                return new Result(Kind.VERIFIED, "the formula itself is refuted by unit propagation");
            }
        }
        if (!propagate()) {
            return new Result(Kind.VERIFIED, "the formula itself is refuted by unit propagation");
        }
        long lemmas = 0;
        long deletions = 0;
        try (InputStream in = new BufferedInputStream(Files.newInputStream(proof), 1 << 16)) {
            IntArrayList lits = new IntArrayList();
            int kind;
            while ((kind = in.read()) != -1) {
                if (kind != 'a' && kind != 'd') {
                    return new Result(Kind.FAILED, "byte " + kind + " is not a binary DRAT step");
                }
                lits.clear();
                while (true) {
                    long u = readNumber(in);
                    if (u < 0) {
                        return new Result(Kind.FAILED, "the proof ends inside a step");
                    }
                    if (u == 0) {
                        break;
                    }
                    int v = (int) (u >>> 1);
                    int lit = (u & 1) == 0 ? v : -v;
                    if (v > vars) {
                        grow(v);
                    }
                    lits.add(lit);
                }
                int[] c = lits.toIntArray();
                if (kind == 'd') {
                    delete(c);
                    deletions++;
                    continue;
                }
                lemmas++;
                if ((lemmas & 1023) == 0 && limits.stopped()) {
                    return new Result(Kind.STOPPED, "stopped after " + lemmas + " lemmas");
                }
                if (!implied(c)) {
                    return new Result(Kind.FAILED, "lemma " + lemmas + " " + Arrays.toString(c)
                            + " follows neither by unit propagation nor as RAT");
                }
                addClause(c);
                if (topConflict || !propagate()) {
                    return new Result(Kind.VERIFIED, lemmas + " lemmas, " + deletions + " deletions", lemmas);
                }
            }
        }
        return new Result(Kind.FAILED, "the proof ends without a conflict (" + lemmas + " lemmas)");
    }

    private static long readNumber(InputStream in) throws IOException {
        long u = 0;
        int shift = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                return -1;
            }
            u |= (long) (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return u;
            }
            shift += 7;
        }
    }

    private void grow(int vars) {
        int n = vars + 1;
        if (value != null && value.length >= n) {
            return;
        }
        int cap = Math.max(n, value == null ? 0 : value.length * 2);
        value = value == null ? new byte[cap] : Arrays.copyOf(value, cap);
        reason = reason == null ? new int[cap] : Arrays.copyOf(reason, cap);
        trail = trail == null ? new int[cap] : Arrays.copyOf(trail, cap);
        int old = watches == null ? 0 : watches.length;
        watches = watches == null ? new IntArrayList[2 * cap] : Arrays.copyOf(watches, 2 * cap);
        for (int i = old; i < watches.length; i++) {
            watches[i] = new IntArrayList(4);
        }
    }

    private static int index(int lit) {
        return lit > 0 ? 2 * lit : -2 * lit + 1;
    }

    private int val(int lit) {
        int v = value[Math.abs(lit)];
        return lit > 0 ? v : -v;
    }

    private void assign(int lit, int why) {
        value[Math.abs(lit)] = (byte) (lit > 0 ? 1 : -1);
        reason[Math.abs(lit)] = why;
        trail[trailSize++] = lit;
    }

    private static long hash(int[] c) {
        int[] s = c.clone();
        Arrays.sort(s);
        long h = s.length;
        for (int l : s) {
            h = h * 0x9E3779B97F4A7C15L + l;
        }
        return h ^ (h >>> 31);
    }

    /** Adds a clause at the top level (all earlier propagation done): watched, or a unit assigned, or a conflict. */
    private void addClause(int[] lits) {
        int id = start.size();
        int[] c = dedupe(lits);
        if (arenaSize + c.length > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, arenaSize + c.length));
        }
        // move the non-false literals to the front: they are the ones to watch
        int front = 0;
        for (int i = 0; i < c.length; i++) {
            if (val(c[i]) >= 0) {
                int t = c[front];
                c[front] = c[i];
                c[i] = t;
                front++;
            }
        }
        System.arraycopy(c, 0, arena, arenaSize, c.length);
        start.add(arenaSize);
        length.add(c.length);
        arenaSize += c.length;
        if (id >= deleted.length) {
            deleted = Arrays.copyOf(deleted, deleted.length * 2);
        }
        byHash.computeIfAbsent(hash(c), k -> new IntArrayList(1)).add(id);
        if (c.length == 0 || front == 0) {
            topConflict = true;
            return;
        }
        if (c.length >= 2) {
            watches[index(c[0])].add(id);
            watches[index(c[1])].add(id);
        }
        if (front == 1 && val(c[0]) == 0) {
            assign(c[0], id);
        }
    }

    private static int[] dedupe(int[] lits) {
        int[] s = lits.clone();
        Arrays.sort(s);
        int n = 0;
        for (int i = 0; i < s.length; i++) {
            if (i == 0 || s[i] != s[i - 1]) {
                s[n++] = s[i];
            }
        }
        return Arrays.copyOf(s, n);
    }

    private void delete(int[] lits) {
        IntArrayList ids = byHash.get(hash(dedupe(lits)));
        if (ids == null) {
            return;
        }
        int[] want = dedupe(lits);
        for (int k = 0; k < ids.size(); k++) {
            int id = ids.getInt(k);
            if (deleted[id] || !same(id, want)) {
                continue;
            }
            int s = start.getInt(id);
            for (int i = 0; i < length.getInt(id); i++) {
                int v = Math.abs(arena[s + i]);
                if (value[v] != 0 && reason[v] == id) {
                    return; // a reason at the top level stays
                }
            }
            deleted[id] = true;
            ids.removeInt(k);
            return;
        }
    }

    private boolean same(int id, int[] sorted) {
        int n = length.getInt(id);
        if (n != sorted.length) {
            return false;
        }
        int[] c = Arrays.copyOfRange(arena, start.getInt(id), start.getInt(id) + n);
        Arrays.sort(c);
        return Arrays.equals(c, sorted);
    }

    /** Unit propagation from {@link #head}; false on a conflict. */
    private boolean propagate() {
        while (head < trailSize) {
            int p = trail[head++];
            int falseLit = -p;
            IntArrayList ws = watches[index(falseLit)];
            int keep = 0;
            int n = ws.size();
            for (int k = 0; k < n; k++) {
                int id = ws.getInt(k);
                if (deleted[id]) {
                    continue;
                }
                int s = start.getInt(id);
                int len = length.getInt(id);
                if (arena[s] == falseLit) {
                    arena[s] = arena[s + 1];
                    arena[s + 1] = falseLit;
                }
                int first = arena[s];
                if (val(first) > 0) {
                    ws.set(keep++, id);
                    continue;
                }
                boolean moved = false;
                for (int i = s + 2; i < s + len; i++) {
                    if (val(arena[i]) >= 0) {
                        arena[s + 1] = arena[i];
                        arena[i] = falseLit;
                        watches[index(arena[s + 1])].add(id);
                        moved = true;
                        break;
                    }
                }
                if (moved) {
                    continue;
                }
                ws.set(keep++, id);
                if (val(first) < 0) {
                    for (int r = k + 1; r < n; r++) {
                        ws.set(keep++, ws.getInt(r));
                    }
                    ws.size(keep);
                    return false;
                }
                assign(first, id);
            }
            ws.size(keep);
        }
        return true;
    }

    /** Whether the clause follows by reverse unit propagation, or else is RAT on its first literal. */
    private boolean implied(int[] c) {
        if (rup(c, null)) {
            return true;
        }
        if (c.length == 0) {
            return false;
        }
        int pivot = c[0];
        for (int id = 0; id < start.size(); id++) {
            if (deleted[id]) {
                continue;
            }
            int s = start.getInt(id);
            int len = length.getInt(id);
            boolean has = false;
            for (int i = s; i < s + len; i++) {
                has |= arena[i] == -pivot;
            }
            if (has && !rup(c, Arrays.copyOfRange(arena, s, s + len))) {
                return false;
            }
        }
        return true;
    }

    /** Assigns the negation of the clause (and of the resolvent's other side) and propagates; undoes it after. */
    private boolean rup(int[] c, int[] other) {
        int level = trailSize;
        boolean conflict = false;
        conflict = falsify(c, 0) || (other != null && falsify(other, other.length == 0 ? 0 : -c[0]));
        if (!conflict) {
            conflict = !propagate();
        }
        for (int i = trailSize - 1; i >= level; i--) {
            value[Math.abs(trail[i])] = 0;
        }
        trailSize = level;
        head = level;
        return conflict;
    }

    /** Makes every literal false except {@code skip}; true when one is already true (a conflict at once). */
    private boolean falsify(int[] c, int skip) {
        for (int l : c) {
            if (l == skip) {
                continue;
            }
            int v = val(l);
            if (v > 0) {
                return true;
            }
            if (v == 0) {
                assign(-l, -1);
            }
        }
        return false;
    }
}
