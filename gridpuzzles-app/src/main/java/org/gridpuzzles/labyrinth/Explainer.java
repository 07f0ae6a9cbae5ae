package org.gridpuzzles.labyrinth;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.grid.Direction;

/**
 * Why each neighbour of the live end is available or forbidden, and the forced segments: connections every
 * completion must use (a free field with exactly two ways left must use both).
 */
final class Explainer {

    /** Grids up to this many fields are decided exactly by the frontier count. */
    static final int EXACT_FIELDS = 169;

    static Explanation explain(LinePosition pos, long budget, Limits limits) {
        boolean exact = pos.taken.length <= EXACT_FIELDS;
        Availability av = new Availability(pos, exact ? Oracle.EXACT : Oracle.FAST, budget, limits);
        int live = pos.liveEnd();
        List<NextField> out = new ArrayList<>();
        for (Direction d : Direction.values()) {
            int q = pos.grid.neighbour(live, d);
            if (q < 0) {
                out.add(new NextField(d.letter(), "-", "forbidden", "border"));
                continue;
            }
            String f = pos.grid.field(q).toString();
            if (pos.taken[q]) {
                out.add(new NextField(d.letter(), f, "forbidden", "taken"));
                continue;
            }
            FieldVerdict v = av.decide(q, false);
            switch (v.kind()) {
                case AVAILABLE -> out.add(new NextField(d.letter(), f, "available",
                        exact ? "a completion exists (exact)" : "a completion was found"));
                case FORBIDDEN -> out.add(new NextField(d.letter(), f, "forbidden", v.reason()));
                default -> out.add(new NextField(d.letter(), f, "undecided", v.reason()));
            }
        }
        return new Explanation(pos.lab, pos.line(), out, forcedSegments(pos), exact);
    }

    /**
     * Connections every completion uses: a free field (not the end) with exactly two ways left (free neighbours or
     * the live end) uses both; the end field with one way left uses it. Repeated until nothing changes, since a
     * forced connection between two free fields uses up their other ways (the future lines of the
     * article "The one-way labyrinth algorithm").
     */
    static List<ForcedSegment> forcedSegments(LinePosition pos) {
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
        List<ForcedSegment> out = new ArrayList<>();
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
                            out.add(new ForcedSegment(f, g));
                            changed = true;
                        }
                    }
                }
            }
        }
        return out;
    }
}
