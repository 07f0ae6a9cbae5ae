package org.gridpuzzles.frontier;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.stream.Stream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.io.Fingerprint;
import org.gridpuzzles.io.Folders;
import org.gridpuzzles.io.SealedFile;

/**
 * A folder on disk for the states of steps that do not fit in memory: one folder a step, one file a shard (see
 * {@link Shards}) with the shard's keys (stored plus one) and then their counts, as packed as the slots of a
 * {@link ModTable#compact compacted} table. A file is read whole when its shard is swept, so memory holds one shard
 * per thread (a 64th of the step) instead of the step. A shard's file is sealed (see {@link SealedFile}) with the
 * fingerprint of its count's pass, step and shard: a rerun that finds it through a checkpoint never uses a damaged
 * or a foreign one. The files of states made for later rounds ({@link Made}) live within one step of one run only.
 */
final class Spill {

    private static final int BUFFER = 1 << 22;

    private final Path root;
    /** Whether written states are forced to the disk: only a checkpoint that names them needs it. */
    private final boolean durable;

    Spill(Path root, boolean durable) {
        this.root = root;
        this.durable = durable;
        Folders.requireWritable(root, "spill");
    }

    private static final SealedFile.Kind SHARD = new SealedFile.Kind("fc-shard", "spilled states",
            "belongs to another count: use another folder");

    /**
     * The states before step {@code step} of a pass, on disk: where, how many in each shard, and the fingerprint of
     * the run that made them ({@code run}: the pass's with a checkpoint, else one of this run alone).
     */
    record Step(Path dir, int step, long[] sizes, long run) {
        long size() {
            long s = 0;
            for (long x : sizes) {
                s += x;
            }
            return s;
        }

        /** The most states in one shard: the memory a thread takes while it sweeps that shard. */
        long largestShard() {
            long m = 0;
            for (long x : sizes) {
                m = Math.max(m, x);
            }
            return m;
        }
    }

    /** The folder of the states before step {@code step} of pass {@code pass}, emptied of an earlier run's files. */
    Path stepDir(long run, int pass, int step) {
        return fresh(root.resolve(String.format("run-%016x-pass-%d-step-%d", run, pass, step)));
    }

    /**
     * The folder of the states a step makes for later rounds (see {@link Made}), emptied of an earlier run's files.
     */
    Path madeDir(long run, int pass, int step) {
        return fresh(root.resolve(String.format("run-%016x-pass-%d-made-%d", run, pass, step)));
    }

    private static Path fresh(Path d) {
        delete(d);
        try {
            Files.createDirectories(d);
        } catch (IOException e) {
            throw new InvalidInputException("cannot make spill folder " + d + ": " + e.getMessage());
        }
        return d;
    }

    private static Path shardFile(Path dir, int shard) {
        return dir.resolve("shard-" + shard);
    }

    /** The fingerprint of shard {@code shard} of the states before step {@code step} of run {@code run}. */
    private static long shardPrint(long run, int step, int shard) {
        return Fingerprint.of(run, step, shard);
    }

    /**
     * Writes the states of table {@code t} (packed: empty slots left out) as shard {@code shard} of the states before
     * step {@code step} of run {@code run}; their number.
     */
    long write(Path dir, long run, int step, int shard, ModTable t) {
        Path f = shardFile(dir, shard);
        try (FileChannel file = FileChannel.open(f, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            SealedFile.Out ch = new SealedFile.Out(file, SHARD, shardPrint(run, step, shard));
            ByteBuffer buf = buffer();
            LongBuffer longs = buf.asLongBuffer();
            long[] slots = t.slots;
            int w = t.width;
            int end = t.cap * w;
            for (int s = 0; s < end; s += w) {
                if (slots[s] != 0) {
                    longs = put(ch, buf, longs, slots[s]);
                }
            }
            for (int s = 0; s < end; s += w) {
                if (slots[s] != 0) {
                    for (int j = 1; j < w; j++) {
                        longs = put(ch, buf, longs, slots[s + j]);
                    }
                }
            }
            drain(ch, buf, longs);
            ch.finish();
            if (durable) {
                file.force(true);
            }
            return t.size;
        } catch (IOException e) {
            // most likely the disk is full: a limit of the machine, named with the file
            throw new LimitReachedException(LimitReachedException.Limit.DISK, "cannot write spilled states " + f + ": "
                    + e.getMessage());
        }
    }

    /** One buffer a thread, reused: a direct buffer is costly to make and is freed only by a collection. */
    private static final ThreadLocal<ByteBuffer> BUFFERS = ThreadLocal.withInitial(
            () -> ByteBuffer.allocateDirect(BUFFER).order(ByteOrder.nativeOrder()));

    private static ByteBuffer buffer() {
        ByteBuffer b = BUFFERS.get();
        b.clear();
        return b;
    }

    private static LongBuffer put(SealedFile.Out ch, ByteBuffer buf, LongBuffer longs, long x) throws IOException {
        if (!longs.hasRemaining()) {
            drain(ch, buf, longs);
            longs = buf.asLongBuffer();
        }
        longs.put(x);
        return longs;
    }

    private static void drain(SealedFile.Out ch, ByteBuffer buf, LongBuffer longs) throws IOException {
        buf.clear();
        buf.limit(longs.position() * 8);
        while (buf.hasRemaining()) {
            ch.write(buf);
        }
        buf.clear();
    }

    /** Reads shard {@code shard} of step {@code step}'s states back as a packed table, its seal checked. */
    static ModTable read(Step step, int shard, long[] primes, boolean estimate) {
        Path f = shardFile(step.dir(), shard);
        int stride = primes.length + (estimate ? 1 : 0);
        int n = (int) step.sizes()[shard];
        int w = 1 + stride;
        long[] slots = new long[n * w];
        try (FileChannel file = FileChannel.open(f, StandardOpenOption.READ)) {
            SealedFile.In ch = SealedFile.In.open(file, f, SHARD, shardPrint(step.run(), step.step(), shard));
            long bytes = 8L * n * w;
            if (ch.left() != bytes) {
                throw SHARD.damaged(f, "it holds " + ch.left() + " bytes of states, not " + bytes);
            }
            ByteBuffer buf = buffer();
            // the file holds the keys, then the counts: each goes to its place in the slots
            fill(ch, buf, slots, 0, n, 1, w);
            fill(ch, buf, slots, 1, n, stride, w);
            ch.finish();
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException("spilled states " + f + ": no such file (the folder was changed during "
                    + "the count): delete the checkpoint folder or use another");
        } catch (IOException e) {
            throw new InvalidInputException("cannot read spilled states " + f + ": " + e.getMessage());
        }
        return ModTable.packed(primes, estimate, slots);
    }

    /** Reads {@code n} runs of {@code run} longs into {@code into}, run i at {@code at + i * width}. */
    private static void fill(ReadableByteChannel ch, ByteBuffer buf, long[] into, int at, int n, int run,
            int width) throws IOException {
        long total = (long) n * run;
        long done = 0;
        while (done < total) {
            buf.clear();
            buf.limit((int) Math.min(buf.capacity(), 8L * (total - done)));
            while (buf.hasRemaining()) {
                if (ch.read(buf) < 0) {
                    throw new IOException("ends early");
                }
            }
            buf.flip();
            LongBuffer longs = buf.asLongBuffer();
            int m = longs.remaining();
            if (run == width) {
                longs.get(into, (int) (at + done), m);
            } else {
                for (int r = 0; r < m; r++) {
                    long d = done + r;
                    into[(int) (at + d / run * width + d % run)] = longs.get();
                }
            }
            done += m;
        }
    }

    /**
     * The states a step makes for the shards of a later round, as they come (a state may come many times): records
     * of a key (stored plus one) and the counts it adds, appended to one file a thread and round.
     */
    static final class Made implements AutoCloseable {
        private final Path file;
        private final FileChannel ch;
        private final ByteBuffer buf = ByteBuffer.allocateDirect(1 << 18).order(ByteOrder.nativeOrder());
        private long records;

        Made(Path file) {
            this.file = file;
            try {
                ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                        StandardOpenOption.WRITE);
            } catch (IOException e) {
                throw new InvalidInputException("cannot write spilled states " + file + ": " + e.getMessage());
            }
        }

        void add(long key1, long[] vals, int off, int stride) {
            if (buf.remaining() < 8 * (1 + stride)) {
                drain();
            }
            buf.putLong(key1);
            for (int j = 0; j < stride; j++) {
                buf.putLong(vals[off + j]);
            }
            records++;
        }

        private void drain() {
            buf.flip();
            try {
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
            } catch (IOException e) {
                throw new LimitReachedException(LimitReachedException.Limit.DISK, "cannot write spilled states "
                        + file + ": " + e.getMessage());
            }
            buf.clear();
        }

        Path file() {
            return file;
        }

        long records() {
            return records;
        }

        @Override
        public void close() {
            drain();
            try {
                ch.close();
            } catch (IOException e) {
                throw new LimitReachedException(LimitReachedException.Limit.DISK, "cannot write spilled states "
                        + file + ": " + e.getMessage());
            }
        }
    }

    /**
     * Records {@code from} to {@code from + count - 1} of a file of {@link Made} states as a packed table whose slot i
     * holds record i (keys may repeat: the table is for sweeping only).
     */
    static ModTable readMade(Path file, long from, int count, long[] primes, boolean estimate) {
        int stride = primes.length + (estimate ? 1 : 0);
        int w = 1 + stride;
        // a record is laid out as a slot: key, then counts
        long[] slots = new long[count * w];
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            ch.position(from * 8 * w);
            fill(ch, buffer(), slots, 0, count * w, 1, 1);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read spilled states " + file + ": " + e.getMessage());
        }
        return ModTable.packed(primes, estimate, slots);
    }

    /** Removes a step's folder and its files (nothing when it is not there). */
    static void delete(Path dir) {
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            throw new InvalidInputException("cannot remove spilled states " + dir + ": " + e.getMessage());
        }
    }
}
