package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;

/** {@code knight verify-squirrel}: where the raw Table 1 of Squirrel's algorithm fails in a range of sizes. */
final class VerifySquirrelOperation implements Operation<VerifySquirrelRequest, VerifySquirrelResult> {

    @Override
    public String name() {
        return "knight verify-squirrel";
    }

    @Override
    public String description() {
        return "Runs Squirrel's raw Table 1 on every m x m board of a range and reports where it fails.";
    }

    @Override
    public Class<VerifySquirrelRequest> requestType() {
        return VerifySquirrelRequest.class;
    }

    @Override
    public Class<VerifySquirrelResult> resultType() {
        return VerifySquirrelResult.class;
    }

    @Override
    public VerifySquirrelResult run(VerifySquirrelRequest q, RunContext context) {
        return KnightSweeps.verifySquirrel(q, context, Sweeps.current());
    }
}
