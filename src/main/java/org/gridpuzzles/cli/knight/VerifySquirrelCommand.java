package org.gridpuzzles.cli.knight;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.SizeRange;
import org.gridpuzzles.knight.SquirrelCheck;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code knight verify-squirrel}: the raw Table 1 on every size of a range; where does it fail? */
@Command(name = "verify-squirrel", mixinStandardHelpOptions = true,
        description = "Run Squirrel's raw Table 1 on every m x m board from A to B and report where it fails.",
        footer = {"", "Examples:", "  gridpuzzles knight verify-squirrel --from 5 --to 300",
            "  gridpuzzles knight verify-squirrel --from 5 --to 2000 --format json"})
public final class VerifySquirrelCommand implements Callable<Integer> {

    enum OutFormat { TEXT, JSON }

    @Spec
    CommandSpec spec;

    @Mixin
    OutOption out;

    @Option(names = "--from", paramLabel = "A", required = true, description = "Smallest board size (>= 5).")
    int from;

    @Option(names = "--to", paramLabel = "B", required = true, description = "Largest board size.")
    int to;

    @Option(names = "--format", paramLabel = "F", defaultValue = "text", description = "text or json.")
    OutFormat format;

    @Override
    public Integer call() {
        if (from < 5) {
            throw new InvalidInputException("--from " + from + ": boards below 5 x 5 have no knight's tour");
        }
        if (to < from) {
            throw new InvalidInputException("--to " + to + " is below --from " + from);
        }
        SizeRange range = new SizeRange(from, to);
        // sizes checked so far (null value: passed); on Ctrl-C the result over those is written before the JVM ends
        ConcurrentSkipListMap<Integer, Optional<SquirrelCheck.Failure>> done = new ConcurrentSkipListMap<>();
        AtomicBoolean written = new AtomicBoolean();
        Thread onInterrupt = new Thread(() -> {
            if (written.compareAndSet(false, true)) {
                ConcurrentSkipListMap<Integer, Optional<SquirrelCheck.Failure>> seen = done.clone();
                spec.commandLine().getErr().println("interrupted: " + seen.size() + " of " + range.count()
                        + " sizes checked; writing those");
                spec.commandLine().getErr().flush();
                List<SquirrelCheck.Failure> partial = new ArrayList<>();
                seen.values().forEach(f -> f.ifPresent(partial::add));
                write(partial, unchecked(seen), seen.size());
            }
        });
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        List<SquirrelCheck.Failure> failures;
        try (Progress progress = TerminalProgress.forTerminal()) {
            failures = SquirrelCheck.failures(range, progress, (m, f) -> done.put(m, Optional.ofNullable(f)));
        }
        if (written.compareAndSet(false, true)) {
            write(failures, null, range.count());
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onInterrupt);
        } catch (IllegalStateException shuttingDown) {
            // the hook has run or is running
        }
        return Errors.OK;
    }

    /** Sizes of the range not yet checked, as closed ranges {a, b}. */
    private List<int[]> unchecked(ConcurrentSkipListMap<Integer, ?> done) {
        List<int[]> out = new ArrayList<>();
        int m = from;
        while (m <= to) {
            if (done.containsKey(m)) {
                m++;
                continue;
            }
            int a = m;
            while (m <= to && !done.containsKey(m)) {
                m++;
            }
            out.add(new int[] {a, m - 1});
        }
        return out;
    }

    /** The report; {@code unchecked} is null for a complete run, else the sizes an interrupted run did not reach. */
    private void write(List<SquirrelCheck.Failure> failures, List<int[]> unchecked, int checked) {
        PrintWriter stdout = spec.commandLine().getOut();
        String text;
        if (format == OutFormat.JSON) {
            StringBuilder sb = new StringBuilder("{\"from\":" + from + ",\"to\":" + to + ",\"failures\":["
                    + failures.stream().map(f -> Integer.toString(f.m())).collect(Collectors.joining(",")) + "]");
            if (unchecked != null) {
                sb.append(",\"partial\":true,\"checked\":").append(checked).append(",\"unchecked\":[")
                        .append(unchecked.stream().map(r -> "[" + r[0] + "," + r[1] + "]")
                                .collect(Collectors.joining(",")))
                        .append(']');
            }
            text = sb.append("}\n").toString();
        } else {
            StringBuilder sb = new StringBuilder();
            for (SquirrelCheck.Failure f : failures) {
                sb.append("m = ").append(f.m()).append(": the walk ended after ").append(f.visited()).append(" of ")
                        .append((long) f.m() * f.m()).append(" squares\n");
            }
            sb.append(failures.size()).append(" failure").append(failures.size() == 1 ? "" : "s").append(" on ")
                    .append(checked).append(" sizes ");
            if (unchecked == null) {
                sb.append("from ").append(from).append(" to ").append(to).append('\n');
            } else {
                sb.append("checked between ").append(from).append(" and ").append(to)
                        .append(" (interrupted; not checked: ")
                        .append(unchecked.stream().map(r -> r[0] == r[1] ? "" + r[0] : r[0] + ".." + r[1])
                                .collect(Collectors.joining(", ")))
                        .append(")\n");
            }
            text = sb.toString();
        }
        out.text(text, stdout);
        stdout.flush();
    }
}
