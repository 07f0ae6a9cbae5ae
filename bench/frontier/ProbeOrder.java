import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Why consecutive steps of a frontier count place keys by different bits (ModTable.shiftForStep): a model of one
 * step's table, filled by linear probing with keys that arrive in the order of the slots of the table swept (a
 * share of them the same keys as there, the rest new), in a table a quarter of the size that grows at 70 % full.
 * Prints the probes a key for the same bits as the table swept and for other bits. Run: java ProbeOrder.java
 */
public class ProbeOrder {

    static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        x ^= x >>> 33;
        return x;
    }

    private long[] slots;
    private int cap;
    private int size;
    private final int shift;
    long probes;

    ProbeOrder(int cap, int shift) {
        this.shift = shift;
        this.slots = new long[cap];
        this.cap = cap;
    }

    int home(long key) {
        return (int) ((((mix(key) >>> shift) & 0xFFFFFFFFL) * cap) >>> 32);
    }

    void add(long key) {
        int o = home(key);
        while (true) {
            probes++;
            if (slots[o] == key) {
                return;
            }
            if (slots[o] == 0) {
                slots[o] = key;
                if (++size > cap * 0.7) {
                    grow();
                }
                return;
            }
            o = o + 1 == cap ? 0 : o + 1;
        }
    }

    private void grow() {
        long[] old = slots;
        cap *= 2;
        slots = new long[cap];
        for (long k : old) {
            if (k != 0) {
                int o = home(k);
                while (slots[o] != 0) {
                    o = o + 1 == cap ? 0 : o + 1;
                }
                slots[o] = k;
            }
        }
    }

    public static void main(String[] args) {
        int n = 1 << 20;
        SplittableRandom rnd = new SplittableRandom(1);
        // the keys swept, in the order of their slots in a table placed by the low 32 bits: sorted by those bits
        long[] order = new long[n];
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = rnd.nextLong() | 1;
            order[i] = ((mix(keys[i]) & 0xFFFFFFFFL) << 32 ^ Long.MIN_VALUE) | i;
        }
        Arrays.sort(order);
        for (double same : new double[] {0.25, 0.5, 0.75}) {
            for (int shift : new int[] {0, 26}) {
                ProbeOrder table = new ProbeOrder((int) (n / 0.7 / 4), shift);
                SplittableRandom fresh = new SplittableRandom(2);
                long t0 = System.nanoTime();
                for (long o : order) {
                    long key = keys[(int) (o & 0xFFFFFFFFL)];
                    table.add(fresh.nextDouble() < same ? key : fresh.nextLong() | 1);
                }
                System.out.printf("share of the same keys %.2f, bits %2d to %2d: %10.1f probes a key, %6.2f s%n", same,
                        shift, shift + 31, table.probes / (double) n, (System.nanoTime() - t0) / 1e9);
            }
        }
    }
}
