package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

/** The driver finds its commands in the registry of operations, by their request types. */
class GridPuzzlesSparkTest {

    @Test
    void theCommandsHereAreTheOperationsWhoseRequestsTheSweepsShareOut() {
        assertEquals(Set.of("knight verify-squirrel", "knight study", "push bench", "push solve", "labyrinth count",
                "knight count"),
                Set.copyOf(GridPuzzlesSpark.names()));
        assertTrue(GridPuzzlesSpark.operation(new String[] {"push", "bench", "pool"}).isPresent());
        assertTrue(GridPuzzlesSpark.operation(new String[] {"maze", "generate"}).isEmpty());
        assertTrue(GridPuzzlesSpark.operation(new String[] {"knight", "nope"}).isEmpty());
        assertTrue(GridPuzzlesSpark.operation(new String[] {"knight"}).isEmpty());
    }
}
