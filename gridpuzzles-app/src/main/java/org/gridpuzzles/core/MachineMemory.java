package org.gridpuzzles.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The memory the machine can still give this process, as Linux reports it. A heap larger than that is not refused
 * by the JVM, which takes it page by page; when a long count fills it, the kernel kills the process without a word
 * (and without the checkpoint that Ctrl-C would write). So long counts say so before they start.
 */
public final class MachineMemory {

    private static final Path MEMINFO = Path.of("/proc/meminfo");

    private MachineMemory() {
    }

    /** Bytes available now (free memory plus what the page cache can give back); empty where not reported. */
    public static OptionalLong available() {
        try {
            return available(Files.readString(MEMINFO));
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return OptionalLong.empty();
        }
    }

    /** The {@code MemAvailable} line of a /proc/meminfo text, in bytes. */
    static OptionalLong available(String meminfo) {
        for (String line : meminfo.split("\n")) {
            if (line.startsWith("MemAvailable:")) {
                String[] parts = line.substring("MemAvailable:".length()).trim().split("\\s+");
                try {
                    long value = Long.parseLong(parts[0]);
                    boolean kb = parts.length > 1 && parts[1].equalsIgnoreCase("kB");
                    return OptionalLong.of(kb ? value << 10 : value);
                } catch (NumberFormatException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }

    /**
     * A one-line warning when a heap of {@code heapBytes} (and the JVM's own memory beside it, about a tenth more)
     * would not fit in what the machine has available now; empty when it fits or the machine does not say.
     */
    public static java.util.Optional<String> heapWarning(long heapBytes, OptionalLong availableBytes) {
        if (availableBytes.isEmpty()) {
            return java.util.Optional.empty();
        }
        long needed = heapBytes + heapBytes / 10 + (256L << 20);
        long avail = availableBytes.getAsLong();
        if (needed <= avail) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(String.format("warning: the heap (%d MB) and the JVM beside it need about %d MB, "
                + "more than the %d MB this machine has available now: if the count fills the heap the system may kill "
                + "it, losing what it made since its last checkpoint; give it less (GRIDPUZZLES_HEAP) or stop other "
                + "programs",
                heapBytes >> 20, needed >> 20, avail >> 20));
    }
}
