package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.nio.file.Path;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.squares.GameRules;
import org.gridpuzzles.api.squares.SolveProof;
import org.gridpuzzles.api.squares.SquaresSolveRequest;
import org.gridpuzzles.api.squares.SquaresSolveResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.AtomicFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code squares solve}: the value of the game under perfect play, with a principal variation. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves the game: its value under perfect play (first player wins, second player wins or "
                + "draw) and a principal variation; the last line is the value.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares solve --size 3", "  gridpuzzles squares solve --size 4",
            "  gridpuzzles squares solve --size 3 --position 'xox/..o/.ox'",
            "  gridpuzzles squares solve --size 4 --proof 4x4.txt && gridpuzzles squares check-proof 4x4.txt",
            "  gridpuzzles squares solve --rows 3 --cols 4 --rules achieve --axis-parallel"})
@Formats({"text", "svg", "png"})
final class SolveCommand extends EngineCommand {

    @Mixin
    FormatOption format;

    @Mixin
    OutOption outOption;

    @Mixin
    GridOptions grid;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--position", paramLabel = "ROWS", description = "Start from this position (rows joined by '/').")
    String position;

    @Option(names = "--table-bits", paramLabel = "B", defaultValue = "22",
            description = "Transposition table of 2^B entries, 17 bytes each, 8 on boards of up to 25 fields "
                    + "(26 for proof-number search; "
                    + "default ${DEFAULT-VALUE}).")
    int tableBits;

    @Mixin
    TimeLimitOption timeLimit;

    @Option(names = "--rules", paramLabel = "R", defaultValue = "avoid",
            description = "avoid (completing a square of your own loses) or achieve (it wins); default "
                    + "${DEFAULT-VALUE}.")
    GameRules rules;

    @Option(names = "--method", paramLabel = "M", defaultValue = "alpha-beta",
            description = "alpha-beta (both rule sets) or proof-number (depth-first proof-number search, the avoid "
                    + "rules only; slower on the boards measured); default ${DEFAULT-VALUE}.")
    SquaresSolveRequest.Method method;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--proof", paramLabel = "FILE", description = "Write a certificate of the value (the winner's "
            + "strategy, or both players' for a draw) for 'squares check-proof'.")
    void proof(Path p) {
        try {
            AtomicFile.requireWritable(p);
        } catch (InvalidInputException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        proof = p;
    }

    Path proof;

    @Option(names = "--proof-endgames", paramLabel = "N", description = "Leave the positions with at most N free "
            + "fields out of the certificate: check-proof searches them itself (default: two fifths of the fields; "
            + "-1 lists every position).")
    Integer proofEndgames;

    @Override
    protected int run() {
        Grid g = MoveCommand.sizeBeside(grid, position);
        SquaresSolveRequest request = new SquaresSolveRequest(g == null ? null : g.rows(), g == null ? null : g.cols(), position,
                axisParallel, tableBits, rules, method, proofEndgames);
        // read before the first line is written, so that a bad value gives nothing but its error
        RunContext context = threads.apply(timeLimit.apply(context()));
        SquaresSolveResult s = proof != null ? SolveProof.write(request, proof, context)
                : Operations.get("squares solve", SquaresSolveRequest.class, SquaresSolveResult.class).run(request, context);
        PrintWriter stdout = out();
        if (!s.valueFound()) {
            if (format.picture() != null) {
                stdout.print(s.text());
                stdout.flush();
            } else {
                outOption.text(s.text(), stdout);
            }
            return Errors.TIME_LIMIT;
        }
        if (format.picture() != null) {
            outOption.picture(s.picture(), format.picture(), stdout);
        } else {
            outOption.text(s.text(), stdout);
        }
        return Errors.OK;
    }
}
