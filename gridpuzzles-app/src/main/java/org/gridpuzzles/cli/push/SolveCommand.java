package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.push.PushSolveCheckpoint;
import org.gridpuzzles.api.push.PushSolveRequest;
import org.gridpuzzles.api.push.PushSolveResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.LimitReachedException.Limit;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code push solve FILE}: a solution as facts, or UNSATISFIABLE. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push solve examples/push/example.asp",
            "  gridpuzzles push solve examples/push/example.asp --optimal --time-limit 60",
            "  gridpuzzles push solve board.lp --optimal --time-limit 3600 --checkpoint board.proof",
            "  gridpuzzles push solve examples/push/example.asp --all --max-steps 3",
            "  gridpuzzles push solve examples/push/example.asp --all --optimal",
            "  cat examples/push/example.asp | gridpuzzles push solve -",
            "  gridpuzzles push solve --facts \"$(cat examples/push/example.asp)\" --format json"
        },
        description = {"Solves an instance: prints the pushes as facts, or UNSATISFIABLE when none exists within "
                + "max_steps (proved).", "Exit codes: 0 solved, 1 unsatisfiable, 2 bad input, 3 time limit "
                + "(with --optimal, the shortest solution found by then is printed, not proved minimal)."})
@Formats({"text", "json"})
final class SolveCommand extends EngineCommand {

    @ArgGroup(exclusive = true)
    InstanceInput instance;

    @Mixin
    FormatOption format;

    @Option(names = "--optimal", description = "A minimum-push solution, proved minimal.")
    boolean optimal;

    @Option(names = "--all", description = "Every solution with at most max_steps pushes, one per line "
            + "(small instances); with --optimal every solution with the fewest pushes.")
    boolean all;

    @Option(names = "--max-steps", paramLabel = "K", description = "Overrides the instance's max_steps.")
    Integer maxSteps;

    @Mixin
    TimeLimitOption timeLimit;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: all cores).")
    Integer threads;

    @Option(names = "--checkpoint", paramLabel = "DIR", description = "With --optimal: keep what the search has "
            + "proved in DIR (the depths and first pushes refuted, the shortest solution found); the same command "
            + "goes on from there after a time limit or Ctrl-C.")
    Path checkpoint;

    @Override
    protected int run() {
        if (maxSteps != null && maxSteps < 0) {
            throw new InvalidInputException("--max-steps " + maxSteps + " is negative");
        }
        Double timeout = timeLimit.exactSeconds();
        RunContext context = context();
        if (timeout != null) {
            if (!(timeout > 0) || timeout.isInfinite()) {
                throw new InvalidInputException(timeLimit.spelling() + " " + timeout + " is out of range: give a "
                        + "number of seconds above 0 (leave it out for no time limit)");
            }
            context = context.withTimeLimit(Duration.ofNanos((long) (Math.min(timeout, 1e9) * 1e9)));
        }
        if (threads != null && threads < 1) {
            throw new InvalidInputException("--threads " + threads + " is out of range: give 1 or more");
        }
        if (threads != null) {
            context = context.withThreads(Math.min(threads, RunContext.MAX_THREADS));
        }
        if (checkpoint != null && (!optimal || all)) {
            throw new InvalidInputException(all ? "--checkpoint is kept by --optimal alone, not with --all"
                    : "--checkpoint needs --optimal (the decision mode has nothing to keep)");
        }
        Inputs.Text puzzle = Inputs.instance(InstanceInput.file(instance), InstanceInput.facts(instance));
        PrintWriter out = out();
        if (all && format.is("json")) {
            throw new InvalidInputException("--all writes text only: leave out --format json");
        }
        PushSolveRequest request = new PushSolveRequest(puzzle.content(), puzzle.source(), optimal, all, maxSteps);
        if (all) {
            PushSolveResult sols = solve(request, context);
            if (sols.status() == PushSolveResult.Status.TIMEOUT) {
                throw new LimitReachedException(Limit.TIME, "time limit of " + seconds()
                        + " s reached before all solutions were found");
            }
            if (sols.solutions().isEmpty()) {
                out.println("UNSATISFIABLE");
                return Errors.NO;
            }
            for (String s : sols.solutions()) {
                out.println(s);
            }
            return Errors.OK;
        }
        PushSolveResult o;
        try (Progress progress = optimal ? progress() : Progress.none()) {
            o = solve(request, context.withProgress(progress));
        }
        if (format.is("json")) {
            out.println(OperationJson.write(o));
            out.flush();
        }
        return switch (o.status()) {
            case SOLVED -> {
                if (!format.is("json")) {
                    out.println(o.text());
                }
                yield answered(o, Errors.OK);
            }
            case UNSATISFIABLE -> {
                if (!format.is("json")) {
                    out.println("UNSATISFIABLE");
                }
                yield answered(o, Errors.NO);
            }
            case TIMEOUT -> {
                if (o.best() == null) {
                    throw new LimitReachedException(Limit.TIME, "time limit of " + seconds()
                            + " s reached without an answer" + kept(o));
                }
                if (!format.is("json")) {
                    out.println(o.bestText());
                    out.flush();
                }
                throw new LimitReachedException(Limit.TIME, "time limit of " + seconds() + " s reached: the best "
                        + "solution found has " + o.bestPushes() + " pushes, not proved minimal (at least "
                        + o.lowerBound() + " needed)" + kept(o));
            }
        };
    }

    private PushSolveResult solve(PushSolveRequest request, RunContext context) {
        return checkpoint != null ? PushSolveCheckpoint.solve(request, checkpoint, context)
                : Operations.get("push solve", PushSolveRequest.class, PushSolveResult.class).run(request, context);
    }

    /**
     * The exit code of an answer printed: {@code code}, unless the checkpoint asked for could not be saved; then, as
     * for any file that cannot be written, one line says so and the exit code is 2 (the answer printed stands).
     */
    private int answered(PushSolveResult o, int code) {
        if (o.unsaved() != null) {
            out().flush();
            throw new InvalidInputException("checkpoint not saved: " + o.unsaved());
        }
        return code;
    }

    /** Where the search so far is kept, for the time limit's message. */
    private String kept(PushSolveResult o) {
        return checkpoint == null ? "" : o.unsaved() != null ? "; the checkpoint was not saved: " + o.unsaved()
                : "; kept in " + checkpoint + ", the same command goes on from there";
    }

    /** The time limit as the messages have always shown it. */
    private double seconds() {
        Double timeout = timeLimit.exactSeconds();
        return timeout == null ? 0 : timeout;
    }
}
