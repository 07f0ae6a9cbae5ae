package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;

/** {@code knight study}: the success rate of Warnsdorff's rule from (1,1) per board size, over many trials. */
final class StudyOperation implements Operation<StudyRequest, StudyResult> {

    @Override
    public String name() {
        return "knight study";
    }

    @Override
    public String description() {
        return "The success rate of Warnsdorff's rule from (1,1) per board size, over many trials.";
    }

    @Override
    public Class<StudyRequest> requestType() {
        return StudyRequest.class;
    }

    @Override
    public Class<StudyResult> resultType() {
        return StudyResult.class;
    }

    @Override
    public StudyResult run(StudyRequest q, RunContext context) {
        return KnightSweeps.study(q, context, Sweeps.current());
    }
}
