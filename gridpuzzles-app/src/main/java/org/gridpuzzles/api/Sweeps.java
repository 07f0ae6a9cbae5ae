package org.gridpuzzles.api;

import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.SquirrelReport;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;
import org.gridpuzzles.knight.WarnsdorffStudyResult;
import org.gridpuzzles.push.PushBenchOptions;
import org.gridpuzzles.push.PushBenchReport;
import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushLabyrinths;

/**
 * Where the long sweeps run: {@code knight verify-squirrel}, {@code knight study}, {@code push bench} and the modular
 * passes of the frontier counts. This class runs them in this process, on all cores, by the engines' entry points; a
 * subclass may share the same per-item work out to a cluster (the Spark driver's does), with the same answer. The
 * operations take the sweeps to run on from their caller.
 */
public class Sweeps {

    /** In this process. */
    public static final Sweeps HERE = new Sweeps();

    /** {@code knight verify-squirrel}: the raw Table 1 on every size of the range. */
    public SquirrelReport verifySquirrel(SquareBoardSizes sizes, Limits limits, Progress progress) {
        return KnightTours.verifySquirrel(sizes, limits, progress);
    }

    /** {@code knight study}: the success rate of Warnsdorff's rule per size. */
    public WarnsdorffStudyResult study(WarnsdorffStudyOptions options, Limits limits, Progress progress) {
        return KnightTours.study(options, limits, progress, Sink.discard());
    }

    /** {@code push bench}: solves and checks every file; rows go to {@code rows} as they are ready. */
    public PushBenchReport pushBench(List<Path> files, PushBenchOptions options, Limits limits, Progress progress,
            Sink<PushBenchRow> rows) {
        return PushLabyrinths.bench(files, options, limits, progress, rows);
    }

    /** Where the modular passes of a frontier count run; null: in this process. */
    public FrontierPasses frontierPasses() {
        return null;
    }
}
