package org.gridpuzzles.cli.knight;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.RateChart;
import org.gridpuzzles.knight.SizeRange;
import org.gridpuzzles.knight.Study;
import org.gridpuzzles.knight.TieBreaks;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code knight study}: success rate of Warnsdorff's rule per board size. */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = "Success rate of Warnsdorff's rule from (1,1) per board size, over many trials, on all cores.",
        footer = {"", "Examples:", "  gridpuzzles knight study --sizes 5..100 --trials 100 --tiebreak random --seed 1",
            "  gridpuzzles knight study --sizes 5..400 --trials 100 --tiebreak random --seed 1 --plot rate.svg",
            "  gridpuzzles knight study --sizes 5..60 --trials 100 --tiebreak pohl --format json"})
public final class StudyCommand implements Callable<Integer> {

    enum OutFormat { CSV, JSON }

    @Spec
    CommandSpec spec;

    @Mixin
    SeedOption seed;

    @Mixin
    OutOption out;

    @Option(names = "--sizes", paramLabel = "A..B", required = true, description = "Board sizes, such as 5..400.")
    String sizes;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "100", description = "Trials per size (default "
            + "${DEFAULT-VALUE}).")
    int trials;

    @Option(names = "--tiebreak", paramLabel = "T", defaultValue = "random",
            description = "random, pohl, roth or a move-ordering (default: ${DEFAULT-VALUE}).")
    String tiebreak;

    @Option(names = "--format", paramLabel = "F", defaultValue = "csv", description = "csv or json.")
    OutFormat format;

    @Option(names = "--plot", paramLabel = "FILE", description = "Also draw success rate against size, .svg or .png.")
    Path plot;

    @Override
    public Integer call() {
        if (trials < 1) {
            throw new InvalidInputException("--trials " + trials + " is not positive");
        }
        SizeRange range = SizeRange.parse(sizes);
        TieBreaks.parse(tiebreak, 0);
        if (plot != null) {
            String p = plot.toString().toLowerCase(java.util.Locale.ROOT);
            if (!p.endsWith(".svg") && !p.endsWith(".png")) {
                throw new InvalidInputException("--plot " + plot + ": name a .svg or .png file");
            }
        }
        long s = seed.seed();
        if (!seed.given() && TieBreaks.isRandom(tiebreak)) {
            spec.commandLine().getErr().println("seed " + s);
        }
        // sizes finished so far: on Ctrl-C they are written (completely, by the same code) before the JVM ends
        ConcurrentSkipListMap<Integer, Study.Row> done = new ConcurrentSkipListMap<>();
        AtomicBoolean written = new AtomicBoolean();
        Thread onInterrupt = new Thread(() -> {
            if (written.compareAndSet(false, true)) {
                List<Study.Row> partial = new ArrayList<>(done.values());
                spec.commandLine().getErr().println("interrupted: " + partial.size() + " of " + range.count()
                        + " sizes finished; writing those");
                spec.commandLine().getErr().flush();
                write(partial, s, true);
            }
        });
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        List<Study.Row> rows;
        try (Progress progress = TerminalProgress.forTerminal()) {
            rows = Study.run(range, trials, tiebreak, s, progress, row -> done.put(row.size(), row));
        }
        if (written.compareAndSet(false, true)) {
            write(rows, s, false);
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onInterrupt);
        } catch (IllegalStateException shuttingDown) {
            // the hook has run or is running; nothing left to do
        }
        return Errors.OK;
    }

    private void write(List<Study.Row> rows, long s, boolean partial) {
        String text = format == OutFormat.CSV ? Study.csv(rows) : Study.json(tiebreak, s, rows);
        if (partial && format == OutFormat.JSON) {
            // a partial study says so in its json; csv keeps its header and lists the finished sizes only
            text = text.substring(0, text.lastIndexOf('}')) + ",\"partial\":true}\n";
        }
        PrintWriter stdout = spec.commandLine().getOut();
        out.text(text, stdout);
        stdout.flush();
        if (plot != null && !rows.isEmpty()) {
            RateChart.write(rows, "Warnsdorff, tie-break " + tiebreak + ", " + trials + " trials per size"
                    + (partial ? " (partial)" : ""), plot);
        }
    }
}
