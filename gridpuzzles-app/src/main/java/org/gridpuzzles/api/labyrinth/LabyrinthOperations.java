package org.gridpuzzles.api.labyrinth;

import java.util.List;

import org.gridpuzzles.api.Operation;

/** The operations of the labyrinth engine, in the order of its commands. */
public final class LabyrinthOperations {

    private LabyrinthOperations() {
    }

    public static List<Operation<?, ?>> all() {
        return List.of(new CountOperation(), new EnumerateOperation(), new DrawOperation(), new StatsOperation(),
                new ExplainOperation(), new CheckOperation(), new BenchOperation());
    }
}
