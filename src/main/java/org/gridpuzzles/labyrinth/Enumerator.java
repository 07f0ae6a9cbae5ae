package org.gridpuzzles.labyrinth;

import org.gridpuzzles.grid.Direction;

/**
 * Streams every walkthrough in the seed's left-first order: from the live end the line tries left, straight, right
 * (and back, possible only at a start inside the grid) relative to its heading; the first heading is down. Branches
 * are cut as soon as the cheap necessary conditions of {@link Checks} fail.
 */
public final class Enumerator {

    /** Receives each walkthrough as a move string; returns false to stop. */
    public interface Sink {
        boolean accept(char[] moves, int length);
    }

    private final Labyrinth lab;
    private final Position pos;
    private final Checks checks;
    private final char[] moves;
    private long found;
    private long limit;
    private Sink sink;
    private boolean stopped;

    public Enumerator(Labyrinth lab) {
        this.lab = lab;
        this.pos = new Position(lab);
        this.checks = new Checks(pos);
        this.checks.gated = true;
        this.checks.quiet = true;
        this.moves = new char[Math.max(1, lab.grid().size() - 1)];
    }

    /** Enumerates up to {@code limit} walkthroughs (negative: all) and returns how many were found. */
    public long run(long limit, Sink sink) {
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

    private void search(Direction heading) {
        int live = pos.liveEnd();
        // left, straight, right, back: ordinals heading-1, heading, heading+1, heading+2 (clockwise order)
        int h = heading.ordinal();
        for (int k = 3; k < 7; k++) {
            Direction d = Direction.of((h + k) & 3);
            int q = pos.nb[4 * live + d.ordinal()];
            if (q < 0 || pos.taken[q]) {
                continue;
            }
            moves[pos.length - 1] = d.letter();
            pos.push(q);
            if (checks.afterStep() == null) {
                if (pos.complete()) {
                    report();
                } else {
                    search(d);
                }
            }
            pos.pop();
            if (stopped) {
                return;
            }
        }
    }
}
