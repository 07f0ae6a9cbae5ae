package org.gridpuzzles.labyrinth;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Direction;

/**
 * Why each neighbour of the live end is available or forbidden, and the forced segments: connections every
 * completion must use (a free field with exactly two ways left must use both).
 */
public final class Explainer {

    /** Grids up to this many fields are decided exactly by the frontier count. */
    public static final int EXACT_FIELDS = 169;

    /** One neighbour of the live end: status is available, forbidden, undecided, taken or border. */
    public record Neighbour(char move, String field, String status, String reason) {
    }

    /** A connection between two neighbouring fields that every completion uses. */
    public record Segment(int from, int to) {
    }

    public record Explanation(int liveEnd, List<Neighbour> neighbours, List<Segment> forced, boolean exact,
            int[] available, int[] forbidden) {
    }

    public static Explanation explain(Position pos, long budget) {
        boolean exact = pos.taken.length <= EXACT_FIELDS;
        Availability av = new Availability(pos, exact ? Oracle.EXACT : Oracle.FAST, budget);
        int live = pos.liveEnd();
        List<Neighbour> out = new ArrayList<>();
        List<Integer> avail = new ArrayList<>();
        List<Integer> forb = new ArrayList<>();
        for (Direction d : Direction.values()) {
            int q = pos.grid.neighbour(live, d);
            if (q < 0) {
                out.add(new Neighbour(d.letter(), "-", "forbidden", "border"));
                continue;
            }
            String f = pos.grid.field(q).toString();
            if (pos.taken[q]) {
                out.add(new Neighbour(d.letter(), f, "forbidden", "taken"));
                continue;
            }
            Verdict v = av.decide(q, false);
            switch (v.kind()) {
                case AVAILABLE -> {
                    out.add(new Neighbour(d.letter(), f, "available", exact ? "a completion exists (exact)"
                            : "a completion was found"));
                    avail.add(q);
                }
                case FORBIDDEN -> {
                    out.add(new Neighbour(d.letter(), f, "forbidden", v.reason()));
                    forb.add(q);
                }
                default -> out.add(new Neighbour(d.letter(), f, "undecided", v.reason()));
            }
        }
        return new Explanation(live, out, forcedSegments(pos), exact,
                avail.stream().mapToInt(Integer::intValue).toArray(),
                forb.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * Connections every completion uses: a free field (not the end) with exactly two ways left (free neighbours or
     * the live end) uses both; the end field with one way left uses it. Repeated until nothing changes, since a
     * forced connection between two free fields uses up their other ways (the seed's future lines).
     */
    static List<Segment> forcedSegments(Position pos) {
        int n = pos.taken.length;
        int live = pos.liveEnd();
        int end = pos.lab.end();
        // ways[f] bit d: the connection from f in direction d is still possible
        int[] ways = new int[n];
        int[] used = new int[n];
        for (int f = 0; f < n; f++) {
            if (pos.taken[f] && f != live) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int g = pos.nb[4 * f + d];
                if (g >= 0 && (!pos.taken[g] || g == live) && !(f == live && g == live)) {
                    ways[f] |= 1 << d;
                }
            }
        }
        List<Segment> out = new ArrayList<>();
        boolean changed = true;
        int rounds = 0;
        while (changed && rounds++ < 4 * n) {
            changed = false;
            for (int f = 0; f < n; f++) {
                if (pos.taken[f]) {
                    continue;
                }
                int need = f == end ? 1 : 2;
                int usedCount = Integer.bitCount(used[f]);
                if (usedCount >= need) {
                    // a field with all its connections fixed gives up the others
                    if (ways[f] != used[f]) {
                        for (int d = 0; d < 4; d++) {
                            if ((ways[f] & ~used[f] & (1 << d)) != 0) {
                                int g = pos.nb[4 * f + d];
                                ways[g] &= ~(1 << ((d + 2) & 3));
                            }
                        }
                        ways[f] = used[f];
                        changed = true;
                    }
                    continue;
                }
                if (Integer.bitCount(ways[f]) == need) {
                    for (int d = 0; d < 4; d++) {
                        if ((ways[f] & (1 << d)) != 0 && (used[f] & (1 << d)) == 0) {
                            int g = pos.nb[4 * f + d];
                            used[f] |= 1 << d;
                            used[g] |= 1 << ((d + 2) & 3);
                            out.add(new Segment(f, g));
                            changed = true;
                        }
                    }
                }
            }
        }
        return out;
    }
}
