package org.gridpuzzles.frontier;

import java.util.Arrays;

/**
 * Where a modular pass starts: the states before step {@code step}, in memory ({@code states}) or on disk
 * ({@code onDisk}, then {@code states} holds none), and the additions made before them. Apart from the pass because
 * choosing between the checkpoints a pass may find (in memory or spilled, whichever is further) is a job of its own.
 */
record PassStart(Shards states, Spill.Step onDisk, int step, long additions, boolean resumed) {

    /** The last checkpoint of pass {@code index} in {@code checkpoints} (null: none), or the first step's state. */
    static PassStart of(Checkpoints checkpoints, int index, long[] primes, boolean estimate) {
        Shards cur = null;
        Spill.Step onDisk = null;
        int start = 0;
        long additions = 0;
        if (checkpoints != null) {
            long[] sa = new long[2];
            cur = checkpoints.loadStates(index, primes, estimate, sa);
            if (cur != null) {
                start = (int) sa[0];
                additions = sa[1];
            }
            long[] sd = new long[2];
            Spill.Step saved = checkpoints.loadSpilled(index, primes, estimate, sd);
            if (saved != null && (cur == null || sd[0] > start)) {
                onDisk = saved;
                cur = new Shards(primes, estimate, 16);
                start = (int) sd[0];
                additions = sd[1];
            }
        }
        if (cur != null) {
            return new PassStart(cur, onDisk, start, additions, true);
        }
        cur = new Shards(primes, estimate, 16);
        long[] ones = new long[primes.length];
        Arrays.fill(ones, 1);
        cur.put(0L, ones, 0, 1.0);
        return new PassStart(cur, null, 0, 0, false);
    }
}
