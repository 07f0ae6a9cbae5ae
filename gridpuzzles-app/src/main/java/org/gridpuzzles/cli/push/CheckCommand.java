package org.gridpuzzles.cli.push;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.push.PushCheckRequest;
import org.gridpuzzles.api.push.PushCheckResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code push check FILE SOLUTION}: judges a solution with a simulation independent of the solver. */
@Command(name = "check", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push solve examples/push/example.asp > example.sol",
            "  gridpuzzles push check examples/push/example.asp example.sol",
            "  gridpuzzles push check examples/push/example.asp --pushes 'push(1,w,1). push(2,n,2).' --format json"
        },
        description = {"Checks a solution (push facts) against an instance; prints VALID or INVALID with the reason.",
            "Exit codes: 0 valid, 1 invalid, 2 bad input."})
@Formats({"text", "json"})
final class CheckCommand extends EngineCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "Instance ('-' for stdin); leave it out with --facts.")
    String file;

    @Parameters(index = "1", arity = "0..1", paramLabel = "SOLUTION",
            description = "Solution facts ('-' for stdin); leave it out with --pushes.")
    String solution;

    @Option(names = "--facts", paramLabel = "TEXT", description = "The instance's facts themselves instead of FILE.")
    String facts;

    @Option(names = "--pushes", paramLabel = "TEXT",
            description = "The solution's push facts themselves instead of SOLUTION, e.g. 'push(1,w,1). push(2,n,2).'")
    String pushes;

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        String instance = file;
        String sol = solution;
        // with --facts the one file given is the solution
        if (facts != null && sol == null) {
            sol = instance;
            instance = null;
        }
        Inputs.atMostOneStdin(instance, sol, "SOLUTION");
        Inputs.Text puzzle = Inputs.instance(instance, facts);
        Inputs.Text steps = Inputs.solution(sol, pushes, "SOLUTION");
        if (steps == null) {
            throw new InvalidInputException("missing solution: give SOLUTION or --pushes TEXT");
        }
        PushCheckResult v = Operations.get("push check", PushCheckRequest.class, PushCheckResult.class).run(
                new PushCheckRequest(puzzle.content(), steps.content(), puzzle.source(), steps.source()),
                RunContext.plain()); // a check reads no limits: Ctrl-C simply ends it, as before
        out().println(format.is("json") ? OperationJson.write(v) : v.text());
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
