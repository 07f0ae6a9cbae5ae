package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SweepEngine;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Folders;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.push.PushBenchOptions;
import org.gridpuzzles.push.PushBenchReport;
import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushReference;
import org.gridpuzzles.push.PushSolveMode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code push bench DIR}: solves and checks every instance of a folder; CSV rows as they finish. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push bench examples/push/ --timeout 60 -o results.csv",
            "  gridpuzzles push bench examples/push/ --timeout 60 --optimal",
            "  gridpuzzles push bench pool/instances --optimal --index pool/index.csv -o optimal.csv"
        },
        description = {"Solves every instance in a folder with a time limit each (several at once), checks every "
                + "solution and prints CSV: instance,N,result,pushes,seconds,optimal,check.",
            "With --index the rows gain the columns lowerBound,reference,comparison: the pushes proved necessary, "
                    + "the reference minimum of index.csv (4 or >=5) and equal, respects, consistent, open or "
                    + "DISAGREES; exit code 1 on any disagreement.",
            "With --out the file is rewritten (atomically) after every instance, so an interrupted run keeps what "
                    + "was done. A summary goes to standard error."})
final class BenchCommand extends EngineCommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "Folder of instances (*.asp, *.lp, *.txt).")
    Path dir;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit per instance (default: 60).")
    double timeout = 60;

    @Option(names = "--optimal", description = "Prove minimum pushes instead of deciding.")
    boolean optimal;

    @Option(names = "--jobs", paramLabel = "J", description = "Instances at a time (default: all cores).")
    Integer jobs;

    @Option(names = "--threads", paramLabel = "T", description = "Threads that search one instance for minimum pushes "
            + "(with --optimal; default: 1). --jobs 1 --threads 2 gives each instance both cores.")
    Integer threads;

    @Option(names = "--checkpoint", paramLabel = "DIR", description = "With --optimal: keep each instance's search "
            + "in DIR/<file name>/ (see push solve --checkpoint); run the bench again, e.g. with a longer --timeout, "
            + "and every search goes on where it stopped.")
    Path checkpoint;

    @Option(names = "--limit", paramLabel = "K", description = "Only the first K instances.")
    Integer limit;

    @Option(names = "--index", paramLabel = "CSV", description = "Reference minima to compare with: a CSV with "
            + "the columns file and min_pushes (the pool's index.csv).")
    Path index;

    @Mixin
    OutOption out;

    /**
     * The CSV goes to standard output as well, and the file is rewritten after every instance: the shared option's
     * help says otherwise, so this command says it its own way.
     */
    @Spec
    void describeOut(CommandSpec own) {
        OptionSpec shared = own.findOption("--out");
        if (shared != null) {
            own.remove(shared);
            own.addOption(OptionSpec.builder(shared).description("Also write the CSV to FILE.").build());
        }
    }

    @Override
    protected int run() {
        if (!(timeout > 0) || Double.isInfinite(timeout)) {
            throw new InvalidInputException("--timeout " + timeout + " must be positive");
        }
        if (jobs != null && jobs < 1) {
            throw new InvalidInputException("--jobs " + jobs + " is out of range: give 1 or more");
        }
        if (threads != null && (threads < 1 || threads > 256)) {
            throw new InvalidInputException("--threads " + threads + " is out of range: give 1 to 256");
        }
        if (threads != null && !optimal) {
            throw new InvalidInputException("--threads " + threads + " needs --optimal: the decision mode runs two "
                    + "searches side by side already");
        }
        if (checkpoint != null && !optimal) {
            throw new InvalidInputException("--checkpoint needs --optimal (the decision mode has nothing to keep)");
        }
        if (limit != null && limit < 0) {
            throw new InvalidInputException("--limit " + limit + " is out of range: give 0 or more");
        }
        if (checkpoint != null) {
            // before any work (each instance makes its own folder below it when it starts)
            Folders.requireWritable(checkpoint, "checkpoint");
        }
        PushBenchOptions options = PushBenchOptions.defaults().withSecondsPerInstance(timeout)
                .withMode(optimal ? PushSolveMode.OPTIMAL : PushSolveMode.DECIDE);
        if (jobs != null) {
            options = options.withJobs(jobs);
        }
        if (threads != null) {
            options = options.withThreads(threads);
        }
        if (checkpoint != null) {
            options = options.withCheckpoint(checkpoint);
        }
        Map<String, PushReference> refs = index == null ? null : PushLabyrinths.readReferences(index);
        List<Path> files = PushLabyrinths.benchInstances(dir);
        if (limit != null) {
            files = files.subList(0, Math.min(limit, files.size()));
        }
        PrintWriter stdout = out();
        stdout.println(PushBenchRow.HEADER + (refs == null ? "" : PushBenchRow.REFERENCE_HEADER));
        stdout.flush();
        List<PushBenchRow> done = new ArrayList<>();
        PushBenchReport report;
        try (Progress progress = progress()) {
            report = SweepEngine.current().pushBench(files, options, limits(), progress, row -> {
                stdout.println(refs == null ? row.csv() : row.csv(refs.get(row.instance())));
                stdout.flush();
                done.add(row);
                if (out.path() != null) {
                    AtomicFile.writeString(out.path(), refs == null ? PushLabyrinths.csv(done)
                            : PushLabyrinths.csv(done, refs));
                }
                return true;
            });
        }
        PrintWriter err = err();
        err.println(report.summary());
        if (optimal) {
            err.println(report.provedSummary());
        }
        if (refs != null) {
            err.println(report.referenceSummary(refs));
        }
        err.flush();
        return report.invalid() > 0 || (refs != null && report.disagreements(refs) > 0) ? Errors.NO : Errors.OK;
    }
}
