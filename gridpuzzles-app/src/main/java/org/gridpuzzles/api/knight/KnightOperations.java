package org.gridpuzzles.api.knight;

import java.util.List;

import org.gridpuzzles.api.Operation;

/** The operations of the knight engine, in the order of its commands. */
public final class KnightOperations {

    private KnightOperations() {
    }

    public static List<Operation<?, ?>> all() {
        return List.of(new TourOperation(), new CheckOperation(), new VerifySquirrelOperation(), new StudyOperation(),
                new CountOperation(), new BenchOperation());
    }
}
