package org.gridpuzzles.frontier;

import java.nio.file.Path;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Where the threads of a step take the tables they sweep, one table a task: the states in memory, the states on disk
 * (one shard a task, see {@link Spill}), or the states a step made for a later round (chunks of its files, only to be
 * added up).
 */
interface StepSource {

    int tasks();

    ModTable table(int task);

    /** True for states already made, to be added up as they are; false for states to move on by the step's rule. */
    boolean made();

    /** Records {@code from} to {@code from + count - 1} of a file of {@link Spill.Made} states. */
    record Chunk(Path file, long from, int count) {
    }

    static StepSource memory(Shards cur) {
        return shards(s -> cur.t[s]);
    }

    static StepSource disk(Spill.Step step, long[] primes, boolean estimate) {
        return shards(s -> Spill.read(step, s, primes, estimate));
    }

    /** One task a shard, its states to move on. */
    private static StepSource shards(IntFunction<ModTable> shard) {
        return new StepSource() {
            @Override
            public int tasks() {
                return Shards.COUNT;
            }

            @Override
            public ModTable table(int task) {
                return shard.apply(task);
            }

            @Override
            public boolean made() {
                return false;
            }
        };
    }

    static StepSource made(List<Chunk> chunks, long[] primes, boolean estimate) {
        return new StepSource() {
            @Override
            public int tasks() {
                return chunks.size();
            }

            @Override
            public ModTable table(int task) {
                Chunk c = chunks.get(task);
                return Spill.readMade(c.file(), c.from(), c.count(), primes, estimate);
            }

            @Override
            public boolean made() {
                return true;
            }
        };
    }

    /** Appends the chunks of at most {@code size} records that cover file {@code m}. */
    static void chunks(Spill.Made m, int size, List<Chunk> into) {
        for (long at = 0; at < m.records(); at += size) {
            into.add(new Chunk(m.file(), at, (int) Math.min(size, m.records() - at)));
        }
    }
}
