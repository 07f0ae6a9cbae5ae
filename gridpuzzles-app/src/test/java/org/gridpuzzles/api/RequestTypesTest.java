package org.gridpuzzles.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class RequestTypesTest {

    enum Shape { SQUARE, CIRCLE }

    record Plain(int size, long seed, String name, Integer rows, BigInteger claim, Shape shape, int[] moves,
            List<String> words, Map<String, Integer> counts, Optional<Long> limit) {
    }

    record Nested(Plain plain, List<Plain> more) {
    }

    record WithPath(int size, Path spill) {
    }

    record WithFile(File out) {
    }

    record Deep(List<Map<String, Optional<WithPath>>> inside) {
    }

    sealed interface Source permits Text, OnDisk {
    }

    record Text(String text) implements Source {
    }

    record OnDisk(Path file) implements Source {
    }

    record Sourced(Source source) {
    }

    record WithObject(Object anything) {
    }

    @Test
    void plainValuesNameNoFile() {
        assertFalse(RequestTypes.namesFiles(Plain.class));
        assertFalse(RequestTypes.namesFiles(Nested.class));
    }

    @Test
    void pathsAndFilesAreFoundWhereverTheyAre() {
        assertEquals(Optional.of("WithPath.spill (java.nio.file.Path)"), RequestTypes.fileField(WithPath.class));
        assertTrue(RequestTypes.namesFiles(WithFile.class));
        assertTrue(RequestTypes.namesFiles(Deep.class));
        assertTrue(RequestTypes.namesFiles(Sourced.class), "one permitted subtype holds a path");
    }

    @Test
    void aTypeThatCannotBeSeenIntoCountsAsNamingFiles() {
        assertTrue(RequestTypes.namesFiles(WithObject.class));
    }
}
