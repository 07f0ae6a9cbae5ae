package org.gridpuzzles.api.push;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.io.Folders;
import org.gridpuzzles.push.PushBenchOptions;
import org.gridpuzzles.push.PushBenchReport;
import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushReference;
import org.gridpuzzles.push.PushSolveMode;

/**
 * {@code push bench} row by row: each instance's row is handed on as it finishes, so a long run shows (and keeps)
 * what it has done. The instances run on the {@link Sweeps} the caller gives: in this process ({@link Sweeps#HERE})
 * or shared out to a cluster.
 */
public final class PushBenchRows {

    private final PushBenchRequest request;
    private final Map<String, PushReference> references;
    private final List<Path> files;

    private PushBenchRows(PushBenchRequest request, Map<String, PushReference> references, List<Path> files) {
        this.request = request;
        this.references = references;
        this.files = files;
    }

    /**
     * The bench of {@code request} ready to run: the checkpoint folder checked, the references read, the instances
     * listed; what is wrong with them is said here, before any work.
     */
    public static PushBenchRows of(PushBenchRequest request) {
        if (request.checkpoint() != null) {
            // before any work (each instance makes its own folder below it when it starts)
            Folders.requireWritable(request.checkpoint(), "checkpoint");
        }
        Map<String, PushReference> refs = request.index() == null ? null
                : PushLabyrinths.readReferences(request.index());
        List<Path> files = PushLabyrinths.benchInstances(request.dir());
        if (request.limit() != null) {
            files = files.subList(0, Math.min(request.limit(), files.size()));
        }
        return new PushBenchRows(request, refs, files);
    }

    /** The request this bench runs. */
    public PushBenchRequest request() {
        return request;
    }

    /** The CSV header of the rows. */
    public String header() {
        return PushBenchRow.HEADER + (references == null ? "" : PushBenchRow.REFERENCE_HEADER);
    }

    /** Runs every instance on {@code sweeps}; {@code each} gets the rows one at a time as they finish. */
    public PushBenchResult run(RunContext context, Sweeps sweeps, Consumer<PushBenchResult.Row> each) {
        sweeps.admit(request);
        PushBenchOptions options = PushBenchOptions.defaults().withSecondsPerInstance(request.timeLimit())
                .withMode(request.optimal() ? PushSolveMode.OPTIMAL : PushSolveMode.DECIDE);
        if (request.jobs() != null) {
            options = options.withJobs(request.jobs());
        }
        if (request.threads() != null) {
            options = options.withThreads(request.threads());
        }
        if (request.checkpoint() != null) {
            options = options.withCheckpoint(request.checkpoint());
        }
        List<PushBenchResult.Row> done = new ArrayList<>();
        PushBenchReport report = sweeps.pushBench(files, options, context.limits(), context.progress(), r -> {
            PushBenchResult.Row row = PushBenchResult.Row.of(r, references != null,
                    references == null ? null : references.get(r.instance()));
            done.add(row);
            each.accept(row);
            return true;
        });
        List<String> summary = new ArrayList<>();
        summary.add(report.summary());
        if (request.optimal()) {
            summary.add(report.provedSummary());
        }
        if (references != null) {
            summary.add(report.referenceSummary(references));
        }
        return new PushBenchResult(done, summary, report.invalid(),
                references == null ? 0 : report.disagreements(references), header());
    }
}
