package org.gridpuzzles.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

class MachineMemoryTest {

    private static final String MEMINFO = """
            MemTotal:       24576000 kB
            MemFree:         2000000 kB
            MemAvailable:   12288000 kB
            Buffers:           33620 kB
            """;

    @Test
    void readsTheAvailableLineInBytes() {
        assertEquals(OptionalLong.of(12288000L << 10), MachineMemory.available(MEMINFO));
    }

    @Test
    void saysNothingWhereTheLineIsMissingOrUnreadable() {
        assertTrue(MachineMemory.available("MemTotal: 1 kB\n").isEmpty());
        assertTrue(MachineMemory.available("MemAvailable: lots\n").isEmpty());
    }

    @Test
    void warnsOnlyWhenTheHeapAndTheJvmBesideItDoNotFit() {
        long gb = 1L << 30;
        OptionalLong twelve = OptionalLong.of(12 * gb);
        assertTrue(MachineMemory.heapWarning(8 * gb, twelve).isEmpty());
        String w = MachineMemory.heapWarning(18 * gb, twelve).orElseThrow();
        assertTrue(w.startsWith("warning: the heap (18432 MB)"), w);
        assertTrue(w.contains("12288 MB"), w);
        // just under: 11 GB + 1.1 GB + 256 MB is more than 12 GB
        assertTrue(MachineMemory.heapWarning(11 * gb, twelve).isPresent());
        assertTrue(MachineMemory.heapWarning(18 * gb, OptionalLong.empty()).isEmpty());
    }
}
