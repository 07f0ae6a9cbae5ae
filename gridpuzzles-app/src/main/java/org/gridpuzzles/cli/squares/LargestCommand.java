package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.squares.SquaresLargestRequest;
import org.gridpuzzles.api.squares.SquaresLargestResult;
import org.gridpuzzles.api.squares.LargestSizes;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares largest}: the largest n x n board with a drawn final position, and the proof one size up. */
@Command(name = "largest", mixinStandardHelpOptions = true,
        description = "Finds the largest n x n board that has a drawn final position, with a witness and a proof that "
                + "the next size has none. The last line is the size (exit 3 when a size stays undecided). "
                + "--time-limit is the seconds the SAT solver may spend on one size (default 600).",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares largest",
            "  gridpuzzles squares largest --axis-parallel --time-limit 300   # long: up to 300 s per size",
            "  gridpuzzles squares largest --colours 3 --method sat",
            "  gridpuzzles squares largest --axis-parallel --any-balance --from 14 --max-size 15 --solver cadical "
                    + "--cases 3   # minutes"})
final class LargestCommand extends EngineCommand {

    @Mixin
    RuleOptions ruleOptions;

    @Option(names = "--method", paramLabel = "M", defaultValue = "auto",
            description = "search, sat or auto (search up to 64 fields, SAT beyond; default ${DEFAULT-VALUE}).")
    SquaresLargestRequest.Method method;

    @Option(names = "--max-size", paramLabel = "N", defaultValue = "40", description = "Stop after size N.")
    int maxSize;

    /** Seconds the SAT solver may spend on one size (default 600). */
    @Mixin
    TimeLimitOption timeLimit;

    @Option(names = "--solver", paramLabel = "S", defaultValue = "sat4j",
            description = "sat4j (in the program) or cadical (the Debian package, when installed; its refutations are "
                    + "checked by a DRAT checker); default ${DEFAULT-VALUE}.")
    SquaresLargestRequest.Solver solver;

    @Option(names = "--no-symmetry-breaking", description = "Leave out the lex-leader constraints for the board's "
            + "symmetries and the colour swap (two colours).")
    boolean noSymmetryBreaking;

    @Option(names = "--no-check-proof", description = "Do not check CaDiCaL's refutation (it is checked by default).")
    boolean noCheckProof;

    @Option(names = "--cases", paramLabel = "K", defaultValue = "0",
            description = "Decide each size of K's parity (from K up, by SAT) case by case: one formula per colouring "
                    + "of the central K x K fields, up to the board's symmetries and the colour swap (K at most 4; "
                    + "15 x 15 with K = 3: 51 cases). 0 (default): one formula a size.")
    int cases;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--from", paramLabel = "N", defaultValue = "1",
            description = "First size tried (above 1 only with --any-balance: a witness at N stands for all smaller "
                    + "sizes).")
    int from;

    @Override
    protected int run() {
        // every option is read (and refused) before the first line is printed
        SquaresLargestRequest request = new SquaresLargestRequest(ruleOptions.colours, ruleOptions.axisParallel,
                ruleOptions.anyBalance, method, maxSize, timeLimit.seconds(SquaresLargestRequest.DEFAULT_TIME_LIMIT), solver,
                noSymmetryBreaking, noCheckProof, cases, from);
        LargestSizes.requireRunnable(request);
        RunContext context = threads.apply(context());
        PrintWriter out = out();
        out.print(request.heading());
        out.flush();
        SquaresLargestResult r;
        try (Progress progress = progress()) {
            r = LargestSizes.find(request, step -> {
                out.print(step.line());
                out.flush();
                return true;
            }, context.withProgress(progress));
        }
        if (r.witness() != null) {
            out.println("witness " + r.largest() + "x" + r.largest() + " (checked): " + r.witnessCompact());
            out.print(r.witnessBox());
        }
        for (SquaresLargestResult.Step step : r.steps()) {
            if (!(": " + step.how()).endsWith(": exhaustive search")) {
                out.println("decided " + step.size() + "x" + step.size() + ": " + step.how());
            }
        }
        if (r.nextProvedImpossible()) {
            int none = Math.max(r.largest() + 1, from);
            out.println("no drawn board on " + none + "x" + none
                    + (r.allLargerImpossible() ? ", nor on any larger board (none even with any balance)" : "")
                    + (r.largest() == 0 && from > 1 ? " (sizes below " + from + " not tried)" : ""));
        } else {
            int open = Math.max(r.largest() + 1, from);
            out.println("size " + open + " not decided" + (open > maxSize
                    ? " (--max-size reached)" : " within the time limit") + "; largest known so far"
                    + (r.largest() == 0 && from > 1 ? " (sizes below " + from + " not tried)" : "") + ":");
        }
        out.println(r.largest());
        out.flush();
        return r.nextProvedImpossible() ? Errors.OK : Errors.TIME_LIMIT;
    }
}
