package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.TieBreakRule;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;

/**
 * The long sweeps of the knight engine ({@code verify-squirrel}, {@code study}) on the {@link Sweeps} the caller
 * gives: in this process ({@link Sweeps#HERE}) or shared out to a cluster, with the same answer either way.
 */
public final class KnightSweeps {

    private KnightSweeps() {
    }

    /** {@code knight verify-squirrel}; a stopped run answers with the sizes checked. */
    public static VerifySquirrelResult verifySquirrel(VerifySquirrelRequest q, RunContext context, Sweeps sweeps) {
        sweeps.admit(q);
        return VerifySquirrelResult.of(sweeps.verifySquirrel(new SquareBoardSizes(q.from(), q.to()),
                context.limits(), context.progress()));
    }

    /** {@code knight study}; a stopped run answers with the sizes finished. */
    public static StudyResult study(StudyRequest q, RunContext context, Sweeps sweeps) {
        sweeps.admit(q);
        return StudyResult.of(sweeps.study(new WarnsdorffStudyOptions(SquareBoardSizes.parse(q.sizes()), q.trials(),
                TieBreakRule.parse(q.tiebreak()), q.seed()), context.limits(), context.progress()));
    }
}
