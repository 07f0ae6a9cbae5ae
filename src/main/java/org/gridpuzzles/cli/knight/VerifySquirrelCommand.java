package org.gridpuzzles.cli.knight;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.grid.InvalidInputException;
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
        List<SquirrelCheck.Failure> failures;
        try (Progress progress = TerminalProgress.forTerminal()) {
            failures = SquirrelCheck.failures(new SizeRange(from, to), progress);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        String text;
        if (format == OutFormat.JSON) {
            text = "{\"from\":" + from + ",\"to\":" + to + ",\"failures\":["
                    + failures.stream().map(f -> Integer.toString(f.m())).collect(Collectors.joining(",")) + "]}\n";
        } else {
            StringBuilder sb = new StringBuilder();
            for (SquirrelCheck.Failure f : failures) {
                sb.append("m = ").append(f.m()).append(": the walk ended after ").append(f.visited()).append(" of ")
                        .append((long) f.m() * f.m()).append(" squares\n");
            }
            sb.append(failures.size()).append(" failure").append(failures.size() == 1 ? "" : "s").append(" on ")
                    .append(to - from + 1).append(" sizes from ").append(from).append(" to ").append(to).append('\n');
            text = sb.toString();
        }
        out.text(text, stdout);
        return Errors.OK;
    }
}
