package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.push.Control;
import org.gridpuzzles.push.ExhaustiveSearch;
import org.gridpuzzles.push.Labyrinth;
import org.gridpuzzles.push.LabyrinthReader;
import org.gridpuzzles.push.Outcome;
import org.gridpuzzles.push.PortfolioSearch;
import org.gridpuzzles.push.Push;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code push solve FILE}: a solution as facts, or UNSATISFIABLE. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push solve board.lp",
            "  gridpuzzles push solve board.lp --optimal --timeout 60",
            "  gridpuzzles push solve board.lp --all --max-steps 3",
            "  cat board.lp | gridpuzzles push solve -"
        },
        description = {"Solves an instance: prints the pushes as facts, or UNSATISFIABLE when none exists within "
                + "max_steps (proved).", "Exit codes: 0 solved, 1 unsatisfiable, 2 bad input, 3 time limit."})
public final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "Instance in the facts format ('-' for stdin).")
    String file;

    @Option(names = "--optimal", description = "A minimum-push solution, proved minimal.")
    boolean optimal;

    @Option(names = "--all", description = "Every solution with at most max_steps pushes, one per line "
            + "(small instances).")
    boolean all;

    @Option(names = "--max-steps", paramLabel = "K", description = "Overrides the instance's max_steps.")
    Integer maxSteps;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit (default: none).")
    double timeout;

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: all cores).")
    Integer threads;

    @Override
    public Integer call() {
        if (optimal && all) {
            throw new InvalidInputException("give either --optimal or --all, not both");
        }
        Labyrinth lab = LabyrinthReader.read(file);
        if (maxSteps != null) {
            if (maxSteps < 0) {
                throw new InvalidInputException("--max-steps " + maxSteps + " is negative");
            }
            lab = lab.withMaxSteps(maxSteps);
        }
        int t = threads != null ? Math.max(1, threads) : Runtime.getRuntime().availableProcessors();
        Control control = Control.of(timeout, t);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (all) {
            List<List<Push>> sols = new ExhaustiveSearch().all(lab, control);
            if (sols == null) {
                err.println(spec.qualifiedName() + ": time limit of " + timeout
                        + " s reached before all solutions were found");
                err.flush();
                return Errors.TIME_LIMIT;
            }
            if (sols.isEmpty()) {
                out.println("UNSATISFIABLE");
                out.flush();
                return Errors.NO;
            }
            for (List<Push> s : sols) {
                out.println(Push.facts(s));
            }
            out.flush();
            return Errors.OK;
        }
        Outcome o;
        if (optimal) {
            try (Progress progress = TerminalProgress.forTerminal()) {
                progress.start("pushes proved insufficient", lab.maxSteps());
                o = new ExhaustiveSearch().onDepthDone(progress::done).solve(lab, control);
            }
        } else {
            o = new PortfolioSearch().solve(lab, control);
        }
        switch (o.status()) {
            case SOLVED -> {
                out.println(Push.facts(o.pushes()));
                out.flush();
                return Errors.OK;
            }
            case UNSATISFIABLE -> {
                out.println("UNSATISFIABLE");
                out.flush();
                return Errors.NO;
            }
            default -> {
                err.println(spec.qualifiedName() + ": time limit of " + timeout + " s reached without an answer");
                err.flush();
                return Errors.TIME_LIMIT;
            }
        }
    }
}
