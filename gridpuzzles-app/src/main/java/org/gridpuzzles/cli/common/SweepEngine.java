package org.gridpuzzles.cli.common;

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
 * Where the long sweeps of the command line run: {@code knight verify-squirrel}, {@code knight study}, {@code push
 * bench} and the modular passes of the frontier counts. This class runs them in this process, on all cores, by the
 * engines' entry points; the Spark driver (module gridpuzzles-spark) installs one that shares the same per-item
 * work out to a cluster. The commands keep their options, checks and output either way, so both give the same bytes.
 */
public class SweepEngine {

    private static volatile SweepEngine current = new SweepEngine();

    /** The engine the commands use. */
    public static SweepEngine current() {
        return current;
    }

    /** Makes {@code engine} the one the commands use (for the whole JVM). */
    public static void install(SweepEngine engine) {
        current = engine;
    }

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
