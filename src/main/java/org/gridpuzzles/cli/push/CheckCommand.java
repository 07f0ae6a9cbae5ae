package org.gridpuzzles.cli.push;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code push check FILE SOLUTION}: judges a solution with a simulation independent of the solver. */
@Command(name = "check", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push solve examples/push/example.asp > example.sol",
            "  gridpuzzles push check examples/push/example.asp example.sol"
        },
        description = {"Checks a solution (push facts) against an instance; prints VALID or INVALID with the reason.",
            "Exit codes: 0 valid, 1 invalid, 2 bad input."})
final class CheckCommand extends EngineCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "Instance ('-' for stdin).")
    String file;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "Solution facts ('-' for stdin).")
    String solution;

    @Override
    protected int run() {
        Inputs.atMostOneStdin(file, solution, "SOLUTION");
        PushPuzzle puzzle = Inputs.puzzle(file);
        Verdict v = PushLabyrinths.checkSteps(puzzle, Inputs.solution(solution, puzzle));
        out().println(PushLabyrinths.describe(v));
        return v.exitCode().code();
    }
}
