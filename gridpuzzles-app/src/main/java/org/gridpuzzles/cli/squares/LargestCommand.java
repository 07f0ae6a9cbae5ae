package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.DecisionMethod;
import org.gridpuzzles.squares.LargestBoard;
import org.gridpuzzles.squares.LargestOptions;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares largest}: the largest n x n board with a drawn final position, and the proof one size up. */
@Command(name = "largest", mixinStandardHelpOptions = true,
        description = "Finds the largest n x n board that has a drawn final position, with a witness and a proof that "
                + "the next size has none. The last line is the size (exit 3 when a size stays undecided).",
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
    DecisionMethod method;

    @Option(names = "--max-size", paramLabel = "N", defaultValue = "40", description = "Stop after size N.")
    int maxSize;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "600",
            description = "Seconds the SAT solver may spend on one size (default ${DEFAULT-VALUE}).")
    long timeLimit;

    @Option(names = "--solver", paramLabel = "S", defaultValue = "sat4j",
            description = "sat4j (in the program) or cadical (the Debian package, when installed; its refutations are "
                    + "checked by a DRAT checker); default ${DEFAULT-VALUE}.")
    LargestOptions.SatSolver solver;

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
        if (from < 1 || from > maxSize) {
            throw new InvalidInputException("--from " + from + " is not between 1 and --max-size " + maxSize);
        }
        if (from > 1 && !ruleOptions.anyBalance) {
            throw new InvalidInputException("--from " + from + " needs --any-balance: only then does a board at one "
                    + "size stand for all smaller ones");
        }
        if (solver == LargestOptions.SatSolver.CADICAL && !AvoidTheSquare.cadicalAvailable()) {
            throw new InvalidInputException("--solver cadical: the program 'cadical' is not on the PATH "
                    + "(Debian: apt-get install cadical)");
        }
        if (cases < 0 || cases > 4) {
            throw new InvalidInputException("--cases " + cases + " is not between 0 and 4");
        }
        if (cases > 0 && method == DecisionMethod.SEARCH) {
            throw new InvalidInputException("--cases splits SAT formulas; it does not go with --method search");
        }
        if (maxSize < 1) {
            throw new InvalidInputException("--max-size " + maxSize + " is not a positive size");
        }
        if (timeLimit < 1) {
            throw new InvalidInputException("--time-limit " + timeLimit + " is not a positive number of seconds");
        }
        Rules template = ruleOptions.rules(1, 1);
        if (cases > 0 && template.colours() != 2) {
            throw new InvalidInputException("--cases works with two colours, not " + template.colours());
        }
        // Every option is read (and refused) before the first line is printed.
        LargestOptions options = new LargestOptions(method, maxSize, timeLimit, limits(), solver,
                !noSymmetryBreaking, !noCheckProof, from, cases, threads.threads());
        PrintWriter out = out();
        out.println("# n x n boards, " + RuleOptions.header(template));
        out.println("n\tdrawn\tmethod\tseconds");
        out.flush();
        java.util.List<String> hows = new java.util.ArrayList<>();
        LargestBoard r;
        try (Progress progress = progress()) {
            r = AvoidTheSquare.largest(template, options, step -> {
                out.printf("%d\t%s\t%s\t%.3f%n", step.size(),
                        !step.decided() ? "unknown (time limit)" : step.exists() ? "yes" : "none", step.method(),
                        step.seconds());
                hows.add(step.size() + "x" + step.size() + ": " + step.how());
                out.flush();
                return true;
            }, progress);
        }
        if (r.witness() != null) {
            out.println("witness " + r.largest() + "x" + r.largest() + " (checked): " + r.witness().compact());
            out.print(r.witness().box());
        }
        for (String how : hows) {
            if (!how.endsWith(": exhaustive search")) {
                out.println("decided " + how);
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
