package org.gridpuzzles.frontier;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Folders;

/**
 * The frontier between two steps of a pass, saved whole and atomically, and the residues of finished passes. Each
 * file carries a fingerprint of the graph, the goal, the state packing and the primes, so a folder is never resumed
 * for another count.
 */
final class Checkpoints {

    private static final long MAGIC = 0x4750464331L; // "GPFC1"

    private final Path dir;
    private final long fingerprint;

    Checkpoints(Path dir, long fingerprint) {
        this.dir = dir;
        this.fingerprint = fingerprint;
        Folders.requireWritable(dir, "checkpoint");
    }

    static long fingerprint(FrontierGraph g, FrontierGoal goal, String codec) {
        long h = 0xcbf29ce484222325L;
        int[][] nb = g.neighbours();
        h = mix(h, nb.length);
        for (int[] row : nb) {
            h = mix(h, row.length);
            for (int w : row) {
                h = mix(h, w);
            }
        }
        for (int[] sym : g.symmetries()) {
            for (int w : sym) {
                h = mix(h, w);
            }
        }
        h = mix(h, goal.kind().ordinal());
        h = mix(h, goal.from());
        h = mix(h, goal.to());
        for (char c : codec.toCharArray()) {
            h = mix(h, c);
        }
        return h;
    }

    static long mix(long h, long x) {
        h ^= x;
        h *= 0x100000001b3L;
        return h ^ (h >>> 29);
    }

    private static long passPrint(long base, long[] primes, boolean estimate) {
        long h = mix(base, estimate ? 1 : 0);
        for (long p : primes) {
            h = mix(h, p);
        }
        return h;
    }

    /** The fingerprint of a pass: the count's and its primes'. */
    long passPrint(long[] primes, boolean estimate) {
        return passPrint(fingerprint, primes, estimate);
    }

    private static final long SPILLED = 0x4750465331L; // "GPFS1"

    private Path spilledFile(int pass) {
        return dir.resolve("pass-" + pass + ".spilled");
    }

    /**
     * Saves where the states before a step are on disk (see {@link Spill}): a small file that names their folder
     * and the states of each shard. It replaces a saved frontier of an earlier step.
     */
    void saveSpilled(int pass, long[] primes, boolean estimate, Spill.Step step, long additions) {
        long print = passPrint(fingerprint, primes, estimate);
        AtomicFile.write(spilledFile(pass), raw -> {
            DataOutputStream out = new DataOutputStream(raw);
            out.writeLong(SPILLED);
            out.writeLong(print);
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
        long print = passPrint(fingerprint, primes, estimate);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(f)))) {
            if (in.readLong() != SPILLED || in.readLong() != print) {
                throw new InvalidInputException("checkpoint " + f + " belongs to another count: use another folder");
            }
            int step = in.readInt();
            long additions = in.readLong();
            Path states = Path.of(in.readUTF());
            long[] sizes = new long[Shards.COUNT];
            for (int i = 0; i < sizes.length; i++) {
                sizes[i] = in.readLong();
            }
            if (!Files.isDirectory(states)) {
                throw new InvalidInputException("checkpoint " + f + " names states on disk in " + states
                        + ", which is not there");
            }
            stepAndAdditions[0] = step;
            stepAndAdditions[1] = additions;
            return new Spill.Step(states, step, sizes);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read checkpoint " + f + ": " + e.getMessage());
        }
    }

    private static void deleteQuietly(Path f) {
        try {
            Files.deleteIfExists(f);
        } catch (IOException ignored) {
            // the file left is of an earlier step: a rerun takes the later one
        }
    }

    private Path stateFile(int pass) {
        return dir.resolve("pass-" + pass + ".state");
    }

    private Path doneFile(int pass) {
        return dir.resolve("pass-" + pass + ".done");
    }

    /** Saves the states before step {@code step}. */
    void saveStates(int pass, int step, Shards shards, long additions) {
        ModTable first = shards.t[0];
        long print = passPrint(fingerprint, first.primes, first.withEstimate);
        AtomicFile.write(stateFile(pass), raw -> {
            DataOutputStream out = new DataOutputStream(raw);
            out.writeLong(MAGIC);
            out.writeLong(print);
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

    /** The states saved for this pass (null: none), and the step they come before in {@code stepAndAdditions}. */
    Shards loadStates(int pass, long[] primes, boolean estimate, long[] stepAndAdditions) {
        Path f = stateFile(pass);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        int stride = primes.length + (estimate ? 1 : 0);
        // read twice: first the states of each shard, so that each shard's array is made at its size, packed
        // (one slot a state: the frontier read back is only swept), and the largest frontiers fit where they were made
        long[] perShard = new long[Shards.COUNT];
        try (DataInputStream in = open(f, primes, estimate, stepAndAdditions)) {
            long size = in.readLong();
            for (long i = 0; i < size; i++) {
                perShard[Shards.shardOf(ModTable.mix(in.readLong() + 1))]++;
                in.skipNBytes(8L * stride);
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot read checkpoint " + f + ": " + e.getMessage());
        }
        ModTable[] tables = new ModTable[Shards.COUNT];
        int[] at = new int[Shards.COUNT];
        for (int d = 0; d < tables.length; d++) {
            int n = (int) perShard[d];
            tables[d] = ModTable.packed(primes, estimate, new long[n * (1 + stride)]);
        }
        try (DataInputStream in = open(f, primes, estimate, stepAndAdditions)) {
            long size = in.readLong();
            for (long i = 0; i < size; i++) {
                long key1 = in.readLong() + 1;
                ModTable t = tables[Shards.shardOf(ModTable.mix(key1))];
                int a = at[Shards.shardOf(ModTable.mix(key1))]++ * t.width;
                t.slots[a] = key1;
                for (int j = 1; j <= stride; j++) {
                    t.slots[a + j] = in.readLong();
                }
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot read checkpoint " + f + ": " + e.getMessage());
        }
        return new Shards(tables);
    }

    /** The checkpoint's stream after its header, checked; its step and additions into {@code stepAndAdditions}. */
    private DataInputStream open(Path f, long[] primes, boolean estimate, long[] stepAndAdditions)
            throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(f), 1 << 20));
        if (in.readLong() != MAGIC || in.readLong() != passPrint(fingerprint, primes, estimate)) {
            in.close();
            throw new InvalidInputException("checkpoint " + f + " belongs to another count: use another folder");
        }
        stepAndAdditions[0] = in.readInt();
        stepAndAdditions[1] = in.readLong();
        return in;
    }

    void saveDone(int pass, long[] primes, boolean estimate, long[] residues, double est, long additions) {
        long print = passPrint(fingerprint, primes, estimate);
        AtomicFile.write(doneFile(pass), raw -> {
            DataOutputStream out = new DataOutputStream(raw);
            out.writeLong(MAGIC);
            out.writeLong(print);
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
        long print = passPrint(fingerprint, primes, estimate);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(f)))) {
            if (in.readLong() != MAGIC || in.readLong() != print) {
                throw new InvalidInputException("checkpoint " + f + " belongs to another count: use another folder");
            }
            long[] r = new long[primes.length];
            for (int j = 0; j < r.length; j++) {
                r[j] = in.readLong();
            }
            estOut[0] = in.readDouble();
            estOut[1] = in.readLong();
            return r;
        } catch (IOException e) {
            throw new InvalidInputException("cannot read checkpoint " + f + ": " + e.getMessage());
        }
    }
}
