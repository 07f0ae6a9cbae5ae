package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.push.Bench;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code push bench DIR}: solves and checks every instance of a folder; CSV rows as they finish. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push bench instances/ --timeout 60 -o results.csv",
            "  gridpuzzles push bench instances/ --timeout 60 --optimal"
        },
        description = {"Solves every instance in a folder with a time limit each (several at once), checks every "
                + "solution and prints CSV: instance,N,result,pushes,seconds,optimal,check.",
            "With --out the file is rewritten (atomically) after every instance, so an interrupted run keeps what "
                    + "was done. A summary goes to standard error."})
public final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "Folder of instances (*.asp, *.lp, *.txt).")
    Path dir;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit per instance (default: 60).")
    double timeout = 60;

    @Option(names = "--optimal", description = "Prove minimum pushes instead of deciding.")
    boolean optimal;

    @Option(names = "--jobs", paramLabel = "J", description = "Instances at a time (default: all cores).")
    Integer jobs;

    @Option(names = "--limit", paramLabel = "K", description = "Only the first K instances.")
    Integer limit;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Also write the CSV to FILE.")
    Path out;

    @Override
    public Integer call() {
        if (timeout <= 0) {
            throw new InvalidInputException("--timeout " + timeout + " must be positive");
        }
        List<Path> files = Bench.instances(dir);
        if (limit != null) {
            files = files.subList(0, Math.max(0, Math.min(limit, files.size())));
        }
        int j = jobs != null ? Math.max(1, jobs) : Runtime.getRuntime().availableProcessors();
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println(Bench.Row.HEADER);
        stdout.flush();
        List<Bench.Row> done = new ArrayList<>();
        List<Bench.Row> rows = Bench.run(files, timeout, optimal, j, 20, TerminalProgress.forTerminal(), row -> {
            stdout.println(row.csv());
            stdout.flush();
            done.add(row);
            if (out != null) {
                List<Bench.Row> sorted = new ArrayList<>(done);
                sorted.sort(Comparator.comparing(Bench.Row::instance));
                StringBuilder sb = new StringBuilder(Bench.Row.HEADER).append('\n');
                sorted.forEach(r -> sb.append(r.csv()).append('\n'));
                AtomicFile.writeString(out, sb.toString());
            }
        });
        long solved = rows.stream().filter(r -> r.result().equals("SOLVED")).count();
        long unsat = rows.stream().filter(r -> r.result().equals("UNSATISFIABLE")).count();
        long invalid = rows.stream().filter(r -> r.result().equals("INVALID")).count();
        long opt = rows.stream().filter(Bench.Row::optimal).count();
        double[] mm = Bench.medianAndMax(rows);
        PrintWriter err = spec.commandLine().getErr();
        err.println(String.format(Locale.ROOT, "%d instances: %d solved (%d proved minimal), %d unsatisfiable, "
                + "%d timeouts, %d invalid; median %.3f s, max %.3f s", rows.size(), solved, opt, unsat,
                rows.size() - solved - unsat - invalid, invalid, mm[0], mm[1]));
        err.flush();
        return invalid > 0 ? Errors.NO : Errors.OK;
    }
}
