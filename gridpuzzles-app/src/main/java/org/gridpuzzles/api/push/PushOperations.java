package org.gridpuzzles.api.push;

import java.util.List;

import org.gridpuzzles.api.Operation;

/** The operations of the push engine, in the order of its commands. */
public final class PushOperations {

    private PushOperations() {
    }

    public static List<Operation<?, ?>> all() {
        return List.of(new SolveOperation(), new CheckOperation(), new ShowOperation(),
                new GenerateOperation(), new BenchOperation());
    }
}
