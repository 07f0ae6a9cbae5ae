package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.BoardVerifier;
import org.gridpuzzles.squares.LargestBoard;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code squares largest}: the largest n x n board with a drawn final position, and the proof one size up. */
@Command(name = "largest", mixinStandardHelpOptions = true,
        description = "The largest n x n board that has a drawn final position, with a witness and a proof that "
                + "the next size has none. The last line is the size (exit 3 when a size stays undecided).",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares largest", "  gridpuzzles squares largest --axis-parallel --time-limit 300",
            "  gridpuzzles squares largest --colours 3 --method sat"})
public final class LargestCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    RuleOptions ruleOptions;

    @Option(names = "--method", paramLabel = "M", defaultValue = "auto",
            description = "search, sat or auto (search up to 64 fields, SAT beyond; default ${DEFAULT-VALUE}).")
    LargestBoard.Method method;

    @Option(names = "--max-size", paramLabel = "N", defaultValue = "40", description = "Stop after size N.")
    int maxSize;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "600",
            description = "Seconds the SAT solver may spend on one size (default ${DEFAULT-VALUE}).")
    long timeLimit;

    @Override
    public Integer call() {
        if (maxSize < 1) {
            throw new InvalidInputException("--max-size " + maxSize + " is not a positive size");
        }
        if (timeLimit < 1) {
            throw new InvalidInputException("--time-limit " + timeLimit + " is not a positive number of seconds");
        }
        Rules template = ruleOptions.rules(1, 1);
        PrintWriter out = spec.commandLine().getOut();
        out.println("# n x n boards, " + template.colours() + " colours, "
                + (template.axisParallel() ? "axis-parallel squares" : "all squares (tilted too)") + ", "
                + (template.anyBalance() ? "any balance" : "counters shared evenly"));
        out.println("n\tdrawn\tmethod\tseconds");
        out.flush();
        LargestBoard.Result r = new LargestBoard(method).find(template, maxSize, timeLimit, step -> {
            out.printf("%d\t%s\t%s\t%.3f%n", step.size(),
                    !step.decided() ? "unknown (time limit)" : step.exists() ? "yes" : "none", step.method(),
                    step.seconds());
            out.flush();
        });
        if (r.witness() != null) {
            Rules rules = template.withSize(r.largest(), r.largest());
            if (!BoardVerifier.verifyFinal(r.witness(), rules).ok()) {
                throw new IllegalStateException("witness fails the check: " + r.witness().compact());
            }
            out.println("witness " + r.largest() + "x" + r.largest() + " (checked): " + r.witness().compact());
            out.print(r.witness().box());
        }
        if (r.nextProvedImpossible()) {
            out.println("no drawn board on " + (r.largest() + 1) + "x" + (r.largest() + 1)
                    + (r.allLargerImpossible() ? ", nor on any larger board (none even with any balance)" : ""));
        } else {
            out.println("size " + (r.largest() + 1) + " not decided" + (r.largest() + 1 > maxSize
                    ? " (--max-size reached)" : " within the time limit") + "; largest known so far:");
        }
        out.println(r.largest());
        out.flush();
        return r.nextProvedImpossible() ? Errors.OK : Errors.TIME_LIMIT;
    }
}
