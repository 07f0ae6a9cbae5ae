package org.gridpuzzles.api;

import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.SquirrelReport;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;
import org.gridpuzzles.knight.WarnsdorffStudyResult;
import org.gridpuzzles.push.FirstPushes;
import org.gridpuzzles.push.PushBenchOptions;
import org.gridpuzzles.push.PushBenchReport;
import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushLabyrinths;

/**
 * Where the long sweeps run: {@code knight verify-squirrel}, {@code knight study}, {@code push bench} and the modular
 * passes of the frontier counts. This class runs them in this process, on all cores, by the engines' entry points; a
 * subclass may share the same per-item work out to a cluster (the Spark driver's does), with the same answer. The
 * operations run on {@link #current()}: in this process unless a driver has installed its own for the whole JVM, so
 * every client (the command line, the studio, the Java API) reaches the cluster the same way, through its operations.
 */
public class Sweeps {

    /** In this process. */
    public static final Sweeps HERE = new Sweeps();

    private static volatile Sweeps current = HERE;

    /** The sweeps the operations run on: {@link #HERE} unless a driver installed others. */
    public static Sweeps current() {
        return current;
    }

    /** Makes {@code sweeps} the ones the operations run on, for the whole JVM; returns those it replaces. */
    public static Sweeps install(Sweeps sweeps) {
        if (sweeps == null) {
            throw new IllegalArgumentException("no sweeps to install");
        }
        Sweeps before = current;
        current = sweeps;
        return before;
    }

    /**
     * Refuses, as bad input, a request these sweeps cannot run as it asks, by its type and values, before any work;
     * in this process every request runs. The operations that run on sweeps call it first; a client that prints
     * before the work (a CSV header) calls it before printing.
     */
    public void admit(Record request) {
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

    /**
     * Where the optimal push search sends each depth's first pushes, one task each; null: on this process's threads,
     * with one table for all (faster here; a cluster's tasks split one proof over many machines).
     */
    public FirstPushes pushFirstPushes() {
        return null;
    }

    /**
     * Where the modular passes of a frontier count with these options run; null: in this process. Options these
     * sweeps cannot honour (an exact count, a checkpoint, spilled steps, elsewhere than here) are refused as bad input.
     */
    public FrontierPasses frontierPasses(FrontierOptions asked) {
        return null;
    }
}
