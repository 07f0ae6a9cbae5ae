package org.gridpuzzles.cli.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.api.labyrinth.LabyrinthCountOnDisk;
import org.gridpuzzles.api.labyrinth.LabyrinthCountRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthCountResult;
import org.gridpuzzles.cli.common.Confirmations;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.FrontierCountOptions;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.TimeLimitOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth count}: the exact number of walkthroughs (or closed lines) by the frontier dynamic program. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Counts the walkthroughs exactly (frontier dynamic program, never enumeration); with --closed "
                + "the closed lines.",
            "--confirm N makes one pass with the sweep of --sweep: with other primes and another sweep than those "
                    + "that gave N, an independent second computation of N."})
@Formats({"text", "json"})
final class CountCommand extends EngineCommand {

    @Mixin
    LabyrinthOptions board;

    @Mixin
    OutOption out;

    @Option(names = "--by-first-move", description = "Also the count per first move (with --moves: per move after "
            + "them).")
    boolean byFirstMove;

    @Option(names = "--moves", paramLabel = "MOVES", description = "Count only the walkthroughs that begin with these "
            + "moves (U D L R): the completions of that position.")
    String moves;

    @Mixin
    TimeLimitOption timeLimit;

    @Option(names = "--engine", paramLabel = "E", description = "The rule of the frontier program: planar "
            + "(default: the grid's own, two bits a slot) or frontier (the rule for any graph that knight count "
            + "uses, three bits a field: an independent second computation).")
    String engine = "planar";

    @Option(names = "--sweep", paramLabel = "S", description = "rows (default, across the narrow side from the "
            + "start corner), reversed (from the opposite corner), mirrored (from the corner beside the start, each "
            + "line from its other end) or columns (across the other side).")
    String sweep;

    @Option(names = "--closed", description = "Count the closed lines instead: through every field and back to the "
            + "field they start from (the grid's Hamiltonian cycles, each counted once), by the engine of --engine; "
            + "no --start, --end, --moves or --by-first-move.")
    boolean closed;

    @Mixin
    FrontierCountOptions frontier;

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        boolean json = format.is("json");
        BigInteger claimed = null;
        String confirm = frontier.confirm();
        if (confirm != null) {
            claimed = Confirmations.parse(confirm, "walkthroughs");
            // --confirm belongs to the frontier options' group (it excludes --exact there); an option is in one
            // group only, so this pair is checked here
            if (byFirstMove) {
                throw new InvalidInputException("--confirm judges one number: drop --by-first-move");
            }
        }
        LabyrinthBoard b = board.board();
        RunContext context = timeLimit.apply(context());
        LabyrinthCountRequest.Engine eng = switch (engine) {
            case "planar" -> LabyrinthCountRequest.Engine.PLANAR;
            case "frontier" -> LabyrinthCountRequest.Engine.FRONTIER;
            default -> throw new InvalidInputException("--engine " + engine + " is not planar or frontier");
        };
        LabyrinthCountRequest.Sweep s = sweep == null ? LabyrinthCountRequest.Sweep.ROWS : switch (sweep) {
            case "rows" -> LabyrinthCountRequest.Sweep.ROWS;
            case "reversed" -> LabyrinthCountRequest.Sweep.REVERSED;
            case "mirrored" -> LabyrinthCountRequest.Sweep.MIRRORED;
            case "columns" -> LabyrinthCountRequest.Sweep.COLUMNS;
            default -> throw new InvalidInputException("--sweep " + sweep
                    + " is not rows, reversed, mirrored or columns");
        };
        // the frontier's options as checked in the command line's words; the folders go beside the request
        var fo = frontier.options();
        // a closed line has no ends: only those given are passed on, for the request to refuse
        LabyrinthCountRequest request = new LabyrinthCountRequest(b.rows(), b.cols(),
                closed && board.start == null ? null : b.start(), closed && board.end == null ? null : b.end(), moves,
                byFirstMove, eng, s, claimed, fo.exact(), fo.primes(), fo.firstPrime(), closed);
        LabyrinthCountOnDisk.Folders folders = new LabyrinthCountOnDisk.Folders(fo.checkpoint(),
                fo.checkpointSeconds(), fo.spill());
        if (frontier.estimate()) {
            if (eng != LabyrinthCountRequest.Engine.PLANAR || confirm != null) {
                throw new InvalidInputException("--estimate is there for the counts of the grid's own rule: not yet "
                        + "with --engine frontier, and not with --confirm");
            }
            // the estimate alone, for the store the folders make the count use: nothing is counted
            LabyrinthCountResult e = LabyrinthCountOnDisk.run(request.withEstimate(true), folders, fo.passes(),
                    context);
            out.text(json ? OperationJson.write(e) + "\n" : e.text(), out());
            return Errors.OK;
        }
        // a count foreseen not to fit the heap is refused before any of its work (passes run elsewhere have theirs)
        var foreseen = fo.passes() == null
                ? LabyrinthCountOnDisk.estimate(request, folders, null, context).orElse(null) : null;
        frontier.refuseIfTooLarge(foreseen, timeLimit);
        frontier.announce(err(), fo, foreseen);
        LabyrinthCountResult r;
        try (Progress p = frontier.progress(progress(), err())) {
            RunContext c = context.withProgress(p);
            r = folders.none() && fo.passes() == null
                    ? Operations.get("labyrinth count", LabyrinthCountRequest.class, LabyrinthCountResult.class)
                            .run(request, c)
                    : LabyrinthCountOnDisk.run(request, folders, fo.passes(), c);
        }
        out.text(json ? OperationJson.write(r) + "\n" : r.text(), out());
        return r.agreed() ? Errors.OK : Errors.NO;
    }
}
