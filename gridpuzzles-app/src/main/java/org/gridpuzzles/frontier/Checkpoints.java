package org.gridpuzzles.frontier;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Fingerprint;
import org.gridpuzzles.io.Folders;
import org.gridpuzzles.io.SealedFile;

/**
 * The frontier between two steps of a pass, saved whole and atomically, and the residues of finished passes. Each
 * file is sealed (see {@link SealedFile}): a checksum over its content and a fingerprint of the graph, the goal, the
 * state packing and the primes, so a folder is never resumed for another count and a damaged file is never used.
 * What the files hold is checked as well (steps, residues, sizes in range) before it is used.
 */
final class Checkpoints {

    private static final String FOREIGN = "belongs to another count: use another folder";
    private static final SealedFile.Kind STATES = new SealedFile.Kind("fc-state", "checkpoint", FOREIGN);
    private static final SealedFile.Kind DONE = new SealedFile.Kind("fc-done", "checkpoint", FOREIGN);
    private static final SealedFile.Kind SPILLED = new SealedFile.Kind("fc-spill", "checkpoint", FOREIGN);
    /** Beyond this many additions the estimate bounds nothing (see {@link FrontierCounting#bound}). */
    private static final long MOST_ADDITIONS = (long) (0.01 * Math.scalb(1.0, 53));

    private final Path dir;
    private final long fingerprint;
    /** The steps of a pass: a step saved is below it. */
    private final int steps;

    Checkpoints(Path dir, long fingerprint, int steps) {
        this.dir = dir;
        this.fingerprint = fingerprint;
        this.steps = steps;
        Folders.requireWritable(dir, "checkpoint");
    }

    static long fingerprint(FrontierGraph g, FrontierGoal goal, String codec) {
        long h = Fingerprint.START;
        int[][] nb = g.neighbours();
        h = Fingerprint.mix(h, nb.length);
        for (int[] row : nb) {
            h = Fingerprint.mix(h, row.length);
            for (int w : row) {
                h = Fingerprint.mix(h, w);
            }
        }
        for (int[] sym : g.symmetries()) {
            for (int w : sym) {
                h = Fingerprint.mix(h, w);
            }
        }
        h = Fingerprint.mix(h, goal.kind().ordinal());
        h = Fingerprint.mix(h, goal.from());
        h = Fingerprint.mix(h, goal.to());
        return Fingerprint.mix(h, codec);
    }

    /** The fingerprint of a pass: the count's and its primes'. */
    long passPrint(long[] primes, boolean estimate) {
        long h = Fingerprint.mix(fingerprint, estimate ? 1 : 0);
        for (long p : primes) {
            h = Fingerprint.mix(h, p);
        }
        return h;
    }

    private Path spilledFile(int pass) {
        return dir.resolve("pass-" + pass + ".spilled");
    }

    private Path stateFile(int pass) {
        return dir.resolve("pass-" + pass + ".state");
    }

    private Path doneFile(int pass) {
        return dir.resolve("pass-" + pass + ".done");
    }

    /**
     * Saves where the states before a step are on disk (see {@link Spill}): a small file that names their folder
     * and the states of each shard. It replaces a saved frontier of an earlier step.
     */
    void saveSpilled(int pass, long[] primes, boolean estimate, Spill.Step step, long additions) {
        SealedFile.write(spilledFile(pass), SPILLED, passPrint(primes, estimate), raw -> {
            DataOutputStream out = new DataOutputStream(raw);
            out.writeInt(step.step());
            out.writeLong(additions);
            out.writeUTF(step.dir().toAbsolutePath().toString());
            for (long x : step.sizes()) {
                out.writeLong(x);
            }
            out.flush();
        });
        deleteQuietly(stateFile(pass));
    }

    /**
     * The states on disk saved for this pass (null: none), and the step they come before in {@code
     * stepAndAdditions}.
     */
    Spill.Step loadSpilled(int pass, long[] primes, boolean estimate, long[] stepAndAdditions) {
        Path f = spilledFile(pass);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        long print = passPrint(primes, estimate);
        int width = 1 + primes.length + (estimate ? 1 : 0);
        Spill.Step step = SealedFile.read(f, SPILLED, print, in -> {
            int v = step(in, f);
            stepAndAdditions[1] = additions(in, f);
            Path states = Path.of(in.readUTF());
            long[] sizes = new long[Shards.COUNT];
            for (int i = 0; i < sizes.length; i++) {
                sizes[i] = in.readLong();
                if (sizes[i] < 0 || sizes[i] > Integer.MAX_VALUE / width) {
                    throw SPILLED.damaged(f, "shard " + i + " holds " + sizes[i] + " states");
                }
            }
            return new Spill.Step(states, v, sizes, print);
        });
        if (!Files.isDirectory(step.dir())) {
            throw new InvalidInputException("checkpoint " + f + " names states on disk in " + step.dir()
                    + ", which is not there");
        }
        stepAndAdditions[0] = step.step();
        return step;
    }

    /** A step a pass was saved before, read and checked. */
    private int step(DataInputStream in, Path f) throws IOException {
        int v = in.readInt();
        if (v < 0 || v >= steps) {
            throw STATES.damaged(f, "step " + v + " of a pass of " + steps);
        }
        return v;
    }

    private static long additions(DataInputStream in, Path f) throws IOException {
        long a = in.readLong();
        if (a < 0 || a > MOST_ADDITIONS) {
            throw STATES.damaged(f, a + " additions");
        }
        return a;
    }

    private static void deleteQuietly(Path f) {
        try {
            Files.deleteIfExists(f);
        } catch (IOException ignored) {
            // the file left is of an earlier step: a rerun takes the later one
        }
    }

    /** Saves the states before step {@code step}. */
    void saveStates(int pass, int step, Shards shards, long additions) {
        ModTable first = shards.t[0];
        SealedFile.write(stateFile(pass), STATES, passPrint(first.primes, first.withEstimate), raw -> {
            DataOutputStream out = new DataOutputStream(raw);
            out.writeInt(step);
            out.writeLong(additions);
            out.writeLong(shards.size());
            for (ModTable t : shards.t) {
                for (int s = 0; s < t.cap; s++) {
                    long key1 = t.key(s);
                    if (key1 != 0) {
                        out.writeLong(key1 - 1);
                        for (int j = 0; j < t.k; j++) {
                            out.writeLong(t.residue(s, j));
                        }
                        if (t.withEstimate) {
                            out.writeDouble(t.estimate(s));
                        }
                    }
                }
            }
            out.flush();
        });
        deleteQuietly(spilledFile(pass));
    }

    /**
     * The states saved for this pass (null: none), and the step they come before in {@code stepAndAdditions}. The
     * file is read twice, its checksum checked each time: first the states of each shard, so that each shard's array
     * is made at its size, packed (one slot a state: the frontier read back is only swept), and the largest
     * frontiers fit where they were made.
     */
    Shards loadStates(int pass, long[] primes, boolean estimate, long[] stepAndAdditions) {
        Path f = stateFile(pass);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        int stride = primes.length + (estimate ? 1 : 0);
        long print = passPrint(primes, estimate);
        long[] perShard = SealedFile.read(f, STATES, print, in -> {
            stepAndAdditions[0] = step(in, f);
            stepAndAdditions[1] = additions(in, f);
            long size = in.readLong();
            long[] counts = new long[Shards.COUNT];
            for (long i = 0; i < size; i++) {
                counts[Shards.shardOf(ModTable.mix(key(in, f) + 1))]++;
                in.skipNBytes(8L * stride);
            }
            return counts;
        });
        ModTable[] tables = new ModTable[Shards.COUNT];
        for (int d = 0; d < tables.length; d++) {
            if (perShard[d] > Integer.MAX_VALUE / (1 + stride)) {
                throw STATES.damaged(f, perShard[d] + " states in shard " + d);
            }
            tables[d] = ModTable.packed(primes, estimate, new long[(int) perShard[d] * (1 + stride)]);
        }
        return SealedFile.read(f, STATES, print, in -> {
            in.readInt();
            in.readLong();
            long size = in.readLong();
            int[] at = new int[Shards.COUNT];
            for (long i = 0; i < size; i++) {
                long key1 = key(in, f) + 1;
                int d = Shards.shardOf(ModTable.mix(key1));
                if (at[d] == perShard[d]) {
                    throw STATES.damaged(f, "it changed while it was read");
                }
                ModTable t = tables[d];
                int a = at[d]++ * t.width;
                t.slots[a] = key1;
                for (int j = 0; j < primes.length; j++) {
                    t.slots[a + 1 + j] = residue(in.readLong(), primes[j], f);
                }
                if (estimate) {
                    t.slots[a + stride] = Double.doubleToRawLongBits(estimate(in.readDouble(), f));
                }
            }
            return new Shards(tables);
        });
    }

    /** A state's key; the one key a table cannot hold (its empty slot) is refused. */
    private static long key(DataInputStream in, Path f) throws IOException {
        long key = in.readLong();
        if (key == -1) {
            throw STATES.damaged(f, "a state's key is out of range");
        }
        return key;
    }

    private static long residue(long r, long prime, Path f) {
        if (r < 0 || r >= prime) {
            throw STATES.damaged(f, "residue " + r + " modulo " + prime);
        }
        return r;
    }

    private static double estimate(double e, Path f) {
        if (!(e >= 0) || Double.isInfinite(e)) {
            throw STATES.damaged(f, "estimate " + e);
        }
        return e;
    }

    void saveDone(int pass, long[] primes, boolean estimate, long[] residues, double est, long additions) {
        SealedFile.write(doneFile(pass), DONE, passPrint(primes, estimate), raw -> {
            DataOutputStream out = new DataOutputStream(raw);
            for (long r : residues) {
                out.writeLong(r);
            }
            out.writeDouble(est);
            out.writeLong(additions);
            out.flush();
        });
        // stale state files are only read when the pass is not done, and it is
        deleteQuietly(stateFile(pass));
        deleteQuietly(spilledFile(pass));
    }

    /** Residues of a finished pass (null: not finished); {@code estOut[0]} its estimate, [1] its additions. */
    long[] loadDone(int pass, long[] primes, boolean estimate, double[] estOut) {
        Path f = doneFile(pass);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        return SealedFile.read(f, DONE, passPrint(primes, estimate), in -> {
            long[] r = new long[primes.length];
            for (int j = 0; j < r.length; j++) {
                r[j] = residue(in.readLong(), primes[j], f);
            }
            estOut[0] = estimate(in.readDouble(), f);
            estOut[1] = additions(in, f);
            return r;
        });
    }
}
