package org.gridpuzzles.api.squares;

import java.util.List;

import org.gridpuzzles.api.Operation;

/** The operations of the squares engine, in the order of its commands. */
public final class SquaresOperations {

    private SquaresOperations() {
    }

    public static List<Operation<?, ?>> all() {
        return List.of(new CountOperation(), new TableOperation(), new ListOperation(), new CheckOperation(),
                new SolveOperation(), new CheckProofOperation(), new PlayOperation(), new MoveOperation(),
                new LargestOperation(), new BenchOperation());
    }
}
