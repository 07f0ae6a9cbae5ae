package org.gridpuzzles.squares.proof;

/**
 * The endgame search's answers by position in a table of fixed size, a new answer replacing the one in its slot:
 * the search may ask a position again, never gets a wrong answer, and stays within the heap on any certificate.
 * Up to 31 fields a slot is one long (both masks and the answer), so a lookup reads one cache line. Apart from the
 * search because its layout is tuned to the processor's caches, not to the game.
 */
final class AnswerCache {

    /**
     * 2^18 answers of the endgame search (2 MB a thread on boards of up to 31 fields, else 4.5 MB), a fixed size for
     * any certificate: on 5 x 5 a table that stays in the processor's caches checks faster than one of 2^22 answers
     * that forgets less (184 million positions searched instead of 163 million, but about a quarter less time;
     * BENCHMARKS.md).
     */
    static final int CACHE_BITS = 18;

    private final int fields;
    /** Up to 31 fields: (x | o << fields) << 2 | answer; else null. */
    private final long[] packed;
    private final long[] xs;
    private final long[] os;
    /** 0 empty, 1 not secured, 2 secured. */
    private final byte[] answers;
    private final int mask;

    AnswerCache(int bits, int fields) {
        this.fields = fields;
        mask = (1 << bits) - 1;
        if (fields <= 31) {
            packed = new long[1 << bits];
            xs = null;
            os = null;
            answers = null;
        } else {
            packed = null;
            xs = new long[1 << bits];
            os = new long[1 << bits];
            answers = new byte[1 << bits];
        }
    }

    /** 1 secured, 0 not, -1 not kept. */
    int get(long x, long o) {
        int h = PositionTable.slot(x, o, mask);
        if (packed != null) {
            long e = packed[h];
            return e != 0 && e >>> 2 == (x | o << fields) ? (int) (e & 3) - 1 : -1;
        }
        return answers[h] != 0 && xs[h] == x && os[h] == o ? answers[h] - 1 : -1;
    }

    void put(long x, long o, boolean secured) {
        int h = PositionTable.slot(x, o, mask);
        if (packed != null) {
            packed[h] = (x | o << fields) << 2 | (secured ? 2 : 1);
            return;
        }
        xs[h] = x;
        os[h] = o;
        answers[h] = (byte) (secured ? 2 : 1);
    }
}
