package org.gridpuzzles.labyrinth;

import java.util.SplittableRandom;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;

/**
 * Streams every walkthrough in left-first order (as in the article "The one-way labyrinth algorithm"): from the
 * live end the line tries left, straight, right (and back, possible only at a start inside the grid) relative to its
 * heading; the first heading is down. Branches
 * are cut as soon as the cheap necessary conditions of {@link Pruning} fail, and a {@link PositionMemo} remembers for
 * each position searched (taken fields and live end) which steps lead to a completion and how many completions
 * follow, so a position met again through another beginning is not searched again: only its live steps are walked
 * (to write the lines), or, when only counting, its count is added at once.
 */
final class Enumerator {

    /** Receives each walkthrough as a move string (the array is reused); returns false to stop. */
    interface LineSink {
        boolean accept(char[] moves, int length);
    }

    /**
     * Memory for remembered positions by default: 2^(fields/2 - 3) slots, from 2^10 to 2^22 (7 x 7 meets 0.4
     * million different positions), and never more than a quarter of the heap.
     */
    static long defaultMemoBytes(int fields) {
        long slots = Math.min(1L << 22, 1L << Math.max(10, Math.min(40, fields / 2 - 3)));
        return Math.min(Runtime.getRuntime().maxMemory() / 4, slots * PositionMemo.slotBytes(fields));
    }

    private final Labyrinth lab;
    private final LinePosition pos;
    private final Pruning pruning;
    private final char[] moves;
    private final PositionMemo memo;
    /** The taken fields as bits, and their Zobrist hash, kept up to date with every step. */
    private final long[] takenBits;
    private final long[] fieldKey;
    private final long[] liveKey;
    private long hash;
    private long effort;
    private long found;
    private long limit;
    private LineSink sink;
    private final Limits limits;
    private boolean stopped;
    private Direction firstMove;

    Enumerator(Labyrinth lab) {
        this(lab, defaultMemoBytes(lab.grid().size()));
    }

    /** With {@code memoBytes} of memory for remembered positions (0: search every position afresh). */
    Enumerator(Labyrinth lab, long memoBytes) {
        this(lab, memoBytes, Limits.none());
    }

    /** As above, stopping when {@code limits} are cancelled or run out (checked every few thousand steps). */
    Enumerator(Labyrinth lab, long memoBytes, Limits limits) {
        this.lab = lab;
        this.limits = limits;
        this.pos = new LinePosition(lab);
        this.pruning = new Pruning(pos);
        this.pruning.gated = true;
        this.pruning.quiet = true;
        int n = lab.grid().size();
        this.moves = new char[Math.max(1, n - 1)];
        this.memo = memoBytes > 0 ? new PositionMemo(n, memoBytes) : null;
        this.takenBits = new long[(n + 63) / 64];
        this.fieldKey = new long[n];
        this.liveKey = new long[n];
        SplittableRandom random = new SplittableRandom(0x9E3779B97F4A7C15L);
        for (int f = 0; f < n; f++) {
            fieldKey[f] = random.nextLong();
            liveKey[f] = random.nextLong();
        }
        mark(lab.start());
    }

    /** Enumerates up to {@code limit} walkthroughs (negative: all) and returns how many were found. */
    long run(long limit, LineSink sink) {
        return run(limit, sink, null);
    }

    /** As {@link #run(long, LineSink)}, only the walkthroughs whose first move is {@code first} (null: all). */
    long run(long limit, LineSink sink, Direction first) {
        this.firstMove = first;
        this.limit = limit;
        this.sink = sink;
        found = 0;
        stopped = false;
        if (lab.impossibleReason() != null) {
            return 0;
        }
        if (pos.complete()) {
            report();
            return found;
        }
        if (pos.freeCount() > 0 && Counting.firstMoves(lab).length > 0) {
            search(Direction.DOWN);
        }
        return found;
    }

    private void report() {
        found++;
        if (sink != null && !sink.accept(moves, pos.length - 1)) {
            stopped = true;
        }
        if (limit >= 0 && found >= limit) {
            stopped = true;
        }
    }

    private void mark(int f) {
        takenBits[f >>> 6] ^= 1L << f;
        hash ^= fieldKey[f];
    }

    private void step(int q, Direction d) {
        moves[pos.length - 1] = d.letter();
        pos.push(q);
        mark(q);
    }

    private void back(int q) {
        pos.pop();
        mark(q);
    }

    private void search(Direction heading) {
        int live = pos.liveEnd();
        long key = hash ^ liveKey[live];
        // the start position is met once per run, and a run may be asked for some first moves only
        boolean remember = memo != null && pos.length > 1;
        if (remember) {
            int slot = memo.find(key, takenBits, live);
            if (slot >= 0) {
                if (sink == null) {
                    // Math.addExact: a count beyond a long would otherwise wrap silently
                    try {
                        found = Math.addExact(found, memo.count(slot));
                    } catch (ArithmeticException e) {
                        throw new InvalidInputException("more walkthroughs than enumeration "
                                + "can count (" + Long.MAX_VALUE + "); use labyrinth count");
                    }
                    if (limit >= 0 && found >= limit) {
                        found = limit;
                        stopped = true;
                    }
                } else {
                    walkKnown(heading, live, memo.steps(slot));
                }
                return;
            }
        }
        long before = found;
        long effortBefore = effort;
        int alive = 0;
        // left, straight, right, back: ordinals heading-1, heading, heading+1, heading+2 (clockwise order)
        int h = heading.ordinal();
        for (int k = 3; k < 7; k++) {
            Direction d = Direction.of((h + k) & 3);
            int q = pos.nb[4 * live + d.ordinal()];
            if (q < 0 || pos.taken[q] || firstMove != null && pos.length == 1 && d != firstMove) {
                continue;
            }
            step(q, d);
            if ((++effort & 0xFFF) == 0 && limits.stopped()) {
                limits.check(effort);
            }
            if (pruning.afterStep() == null) {
                long f0 = found;
                if (pos.complete()) {
                    report();
                } else {
                    search(d);
                }
                if (found > f0) {
                    alive |= d.bit();
                }
            }
            back(q);
            if (stopped) {
                return;
            }
        }
        if (remember) {
            memo.put(key, takenBits, live, alive, found - before, effort - effortBefore);
        }
    }

    /** A position searched before: only the steps known to lead to a completion, without pruning. */
    private void walkKnown(Direction heading, int live, int alive) {
        int h = heading.ordinal();
        for (int k = 3; k < 7; k++) {
            Direction d = Direction.of((h + k) & 3);
            if ((alive & d.bit()) == 0) {
                continue;
            }
            int q = pos.nb[4 * live + d.ordinal()];
            step(q, d);
            if (pos.complete()) {
                report();
            } else {
                search(d);
            }
            back(q);
            if (stopped) {
                return;
            }
        }
    }
}
