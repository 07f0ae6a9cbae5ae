package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.api.push.PushBenchRequest;
import org.gridpuzzles.api.push.PushBenchResult;
import org.gridpuzzles.api.push.PushBenchRows;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

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
            "  gridpuzzles push bench examples/push/ --time-limit 60 -o results.csv",
            "  gridpuzzles push bench examples/push/ --time-limit 60 --optimal",
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

    @Mixin
    TimeLimitOption timeLimit;

    @Option(names = "--optimal", description = "Prove minimum pushes instead of deciding.")
    boolean optimal;

    @Option(names = "--jobs", paramLabel = "J", description = "Instances at a time (default: all cores).")
    Integer jobs;

    @Option(names = "--threads", paramLabel = "N", description = "Threads that search one instance for minimum pushes "
            + "(with --optimal; default: 1). --jobs 1 --threads 2 gives each instance both cores.")
    Integer threads;

    @Option(names = "--checkpoint", paramLabel = "DIR", description = "With --optimal: keep each instance's search "
            + "in DIR/<file name>/ (see push solve --checkpoint); run the bench again, e.g. with a longer "
            + "--time-limit, and every search goes on where it stopped.")
    Path checkpoint;

    @Option(names = "--limit", paramLabel = "K", description = "Only the first K instances.")
    Integer limit;

    @Option(names = "--index", paramLabel = "CSV", description = "Reference minima to compare with: a CSV with "
            + "the columns file and min_pushes (the pool's index.csv).")
    Path index;

    @Mixin
    OutOption out;

    /**
     * The CSV goes to standard output as well, and the file is rewritten after every instance, and the time limit is
     * each instance's: the shared options' help says otherwise, so this command says it its own way.
     */
    @Spec
    void describeOut(CommandSpec own) {
        OptionSpec shared = own.findOption("--out");
        if (shared != null) {
            own.remove(shared);
            own.addOption(OptionSpec.builder(shared).description("Also write the CSV to FILE.").build());
        }
        // the time limit is each instance's here
        OptionSpec limit = own.findOption("--time-limit");
        if (limit != null) {
            own.remove(limit);
            own.addOption(OptionSpec.builder(limit).description("Time limit per instance (default: 60).").build());
        }
    }

    @Override
    protected int run() {
        Double timeout = timeLimit.exactSeconds();
        if (timeout != null && (!(timeout > 0) || Double.isInfinite(timeout))) {
            throw new InvalidInputException(timeLimit.spelling() + " " + timeout + " must be positive");
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
        PushBenchRequest request = new PushBenchRequest(dir, timeout, optimal, jobs, threads, checkpoint, limit, index);
        // the instances run on the installed sweeps (a cluster's, or here): what they cannot run is refused before
        // the folders are read and the header printed
        Sweeps sweeps = Sweeps.current();
        sweeps.admit(request);
        PushBenchRows bench = PushBenchRows.of(request);
        PrintWriter stdout = out();
        stdout.println(bench.header());
        stdout.flush();
        List<PushBenchResult.Row> done = new ArrayList<>();
        PushBenchResult report;
        try (Progress progress = progress()) {
            report = bench.run(context().withProgress(progress), sweeps, row -> {
                stdout.println(row.csv());
                stdout.flush();
                done.add(row);
                if (out.path() != null) {
                    AtomicFile.writeString(out.path(), PushBenchResult.csv(bench.header(), done));
                }
            });
        }
        PrintWriter err = err();
        for (String line : report.summary()) {
            err.println(line);
        }
        err.flush();
        return report.failed() ? Errors.NO : Errors.OK;
    }
}
