package org.gridpuzzles.api.maze;

import java.util.List;

import org.gridpuzzles.api.Operation;

/** The operations of the maze engine, in the order of its commands. */
public final class MazeOperations {

    private MazeOperations() {
    }

    public static List<Operation<?, ?>> all() {
        return List.of(new AlgorithmsOperation(), new GridsOperation(), new GenerateOperation(), new PathOperation(),
                new SolveOperation(), new StatsOperation(), new CheckOperation(), new BenchOperation(),
                new CountOperation(), new PrintOperation(), new AnimateOperation());
    }
}
