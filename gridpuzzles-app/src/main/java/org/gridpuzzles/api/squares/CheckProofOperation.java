package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;

/** {@code squares check-proof}: replays a certificate of solve against every opponent move. */
final class CheckProofOperation implements Operation<SquaresCheckProofRequest, SquaresCheckProofResult> {

    @Override
    public String name() {
        return "squares check-proof";
    }

    @Override
    public String description() {
        return "Checks a certificate written by solve with its own rules: every strategy is replayed against every "
                + "opponent move.";
    }

    @Override
    public Class<SquaresCheckProofRequest> requestType() {
        return SquaresCheckProofRequest.class;
    }

    @Override
    public Class<SquaresCheckProofResult> resultType() {
        return SquaresCheckProofResult.class;
    }

    @Override
    public SquaresCheckProofResult run(SquaresCheckProofRequest q, RunContext context) {
        return ProofChecks.check(q.file(), context);
    }
}
