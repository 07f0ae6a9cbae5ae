package org.gridpuzzles.squares;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Hostile board files for the fuzzing properties, grown from valid ones. */
public final class BoardFuzzInputs {

    private BoardFuzzInputs() {
    }

    private static final String[] VALID = {
        "{\"rows\": 2, \"cols\": 2, \"colours\": 2, \"axisParallel\": false, \"anyBalance\": false,\n"
                + " \"boards\": [[\"xx\", \"oo\"], [\"xo\", \"xo\"]]}\n",
        "{\"board\": [\"xox\", \"xxo\", \"oox\"]}\n",
        "xox/xxo/oox\nxo/ox\n",
        "xox\nxxo\noox\n",
        "{\"rows\": 3, \"cols\": 3, \"boards\": [[\"xox\", \"xxo\", \"oox\"]]}",
        "| x | o |\n| o | x |\n",
    };

    /** Mutated valid files, truncations, random bytes, huge numbers, deep nesting and invalid UTF-8. */
    public static Arbitrary<byte[]> files() {
        Arbitrary<byte[]> valid = Arbitraries.of(VALID).map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> mutated = Combinators.combine(valid, Arbitraries.integers().between(0, 10_000),
                Arbitraries.integers().between(1, 6), Arbitraries.bytes()).as(BoardFuzzInputs::mutate);
        Arbitrary<byte[]> truncated = Combinators.combine(valid, Arbitraries.doubles().between(0, 1))
                .as((b, f) -> Arrays.copyOf(b, (int) (b.length * f)));
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(200);
        Arbitrary<byte[]> huge = Arbitraries.of("{\"rows\": 99999999999999999999999, \"cols\": 2, \"boards\": []}",
                "{\"rows\": -1, \"cols\": 1e400, \"boards\": [[\"x\"]]}", "{\"rows\": 2147483647, \"board\": [\"xo\"]}",
                "{\"boards\": [[\"" + "x".repeat(5000) + "\"]]}", "{\"rows\": 1.5, \"board\": [\"x\"]}")
                .map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> deep = Arbitraries.integers().between(1, 5000).map(d -> ("{\"boards\": " + "[".repeat(d)
                + "\"xo\"" + "]".repeat(d) + "}").getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> notUtf8 = valid.map(b -> {
            byte[] c = Arrays.copyOf(b, b.length + 2);
            c[b.length / 2] = (byte) 0xc3;
            c[b.length / 2 + 1] = (byte) 0x28;
            return c;
        });
        return Arbitraries.frequencyOf(weighted(3, mutated), weighted(2, truncated), weighted(2, random),
                weighted(1, huge), weighted(1, deep), weighted(1, notUtf8));
    }

    private static net.jqwik.api.Tuple.Tuple2<Integer, Arbitrary<? extends byte[]>> weighted(int weight,
            Arbitrary<byte[]> a) {
        return net.jqwik.api.Tuple.of(weight, a);
    }

    /** The valid file with a few bytes replaced, inserted or removed. */
    private static byte[] mutate(byte[] b, int where, int times, byte value) {
        byte[] c = b.clone();
        for (int t = 0; t < times && c.length > 0; t++) {
            int at = (where * (t + 7)) % c.length;
            switch ((where + t) % 3) {
                case 0 -> c[at] = (byte) (value + t);
                case 1 -> {
                    byte[] d = new byte[c.length + 1];
                    System.arraycopy(c, 0, d, 0, at);
                    byte[] alphabet = "xo./{}[]\",:0123456789\n".getBytes(StandardCharsets.UTF_8);
                    d[at] = alphabet[Math.floorMod(value + t, alphabet.length)];
                    System.arraycopy(c, at, d, at + 1, c.length - at);
                    c = d;
                }
                default -> {
                    byte[] d = new byte[c.length - 1];
                    System.arraycopy(c, 0, d, 0, at);
                    System.arraycopy(c, at + 1, d, at, c.length - at - 1);
                    c = d;
                }
            }
        }
        return c;
    }
}
