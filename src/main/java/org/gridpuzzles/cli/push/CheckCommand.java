package org.gridpuzzles.cli.push;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.push.Checker;
import org.gridpuzzles.push.Labyrinth;
import org.gridpuzzles.push.LabyrinthReader;
import org.gridpuzzles.push.SolutionReader;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code push check FILE SOLUTION}: judges a solution with a simulation independent of the solver. */
@Command(name = "check", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push solve board.lp > board.sol && gridpuzzles push check board.lp board.sol"
        },
        description = {"Checks a solution (push facts) against an instance; prints VALID or INVALID with the reason.",
            "Exit codes: 0 valid, 1 invalid, 2 bad input."})
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "Instance ('-' for stdin).")
    String file;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "Solution facts ('-' for stdin).")
    String solution;

    @Override
    public Integer call() {
        if ("-".equals(file) && "-".equals(solution)) {
            throw new InvalidInputException("only one of FILE and SOLUTION can be standard input");
        }
        Labyrinth lab = LabyrinthReader.read(file);
        Checker.Verdict v = Checker.checkSteps(lab, SolutionReader.read(solution, lab.n()));
        PrintWriter out = spec.commandLine().getOut();
        out.println(v);
        out.flush();
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
