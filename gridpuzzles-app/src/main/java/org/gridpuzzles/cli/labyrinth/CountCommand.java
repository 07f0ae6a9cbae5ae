package org.gridpuzzles.cli.labyrinth;

import java.math.BigInteger;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.gridpuzzles.cli.common.Confirmations;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.FrontierCountOptions;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.WalkthroughCount;
import org.gridpuzzles.labyrinth.WalkthroughCountOptions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth count}: the exact number of walkthroughs by the frontier dynamic program. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Counts the walkthroughs exactly (frontier dynamic program, never enumeration).")
@Formats({"text", "json"})
final class CountCommand extends EngineCommand {

    /** The longest --time-limit that counts: far beyond any run, small enough to count in nanoseconds. */
    static final long MAX_SECONDS = 100L * 365 * 24 * 3600;

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

    @Option(names = "--time-limit", paramLabel = "S", description = "Give up after S seconds (exit 3).")
    Long timeLimit;

    @Option(names = "--engine", paramLabel = "E", description = "The rule of the frontier program: planar "
            + "(default: the grid's own, two bits a slot) or frontier (the rule for any graph that knight count "
            + "uses, three bits a field: an independent second computation).")
    String engine = "planar";

    @Option(names = "--sweep", paramLabel = "S", description = "rows (default, across the narrow side from the "
            + "start corner), reversed (from the opposite corner), mirrored (from the corner beside the start, each "
            + "line from its other end) or columns (across the other side).")
    String sweep;

    @Option(names = "--confirm", paramLabel = "N", description = "Instead of the whole count, one pass of it (the "
            + "primes of --primes and --first-prime, the sweep of --sweep) that judges N: exit 0 when N leaves the "
            + "count's residue modulo each prime and lies within the pass's proved bound, 1 when not. With other "
            + "primes and another sweep than those that gave N, an independent second computation of N.")
    String confirm;

    @Mixin
    FrontierCountOptions frontier;

    @Mixin
    FormatOption format;

    /** The JSON answer: counts as decimal strings. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record CountJson(int rows, int cols, String moves, String count, Map<String, String> byFirstMove,
            String reason) {
    }

    @Override
    protected int run() {
        boolean json = format.is("json");
        BigInteger claimed = null;
        if (confirm != null) {
            claimed = Confirmations.parse(confirm, "walkthroughs");
            if (byFirstMove) {
                throw new InvalidInputException("--confirm judges one number: drop --by-first-move");
            }
            if (frontier.exact()) {
                throw new InvalidInputException("--confirm makes one pass of residues: drop --exact");
            }
        }
        Labyrinth lab = board.labyrinth();
        Limits limits = limits();
        if (timeLimit != null) {
            if (timeLimit < 1) {
                throw new InvalidInputException("--time-limit " + timeLimit + " is not a positive number of seconds");
            }
            // beyond a century is no limit at all, and a nanosecond deadline would overflow
            limits = limits.withTimeout(Duration.ofSeconds(Math.min(timeLimit, MAX_SECONDS)));
        }
        WalkthroughCountOptions.Engine eng = switch (engine) {
            case "planar" -> WalkthroughCountOptions.Engine.PLANAR;
            case "frontier" -> WalkthroughCountOptions.Engine.FRONTIER;
            default -> throw new InvalidInputException("--engine " + engine + " is not planar or frontier");
        };
        WalkthroughCountOptions.Sweep s = sweep == null ? WalkthroughCountOptions.Sweep.ROWS : switch (sweep) {
            case "rows" -> WalkthroughCountOptions.Sweep.ROWS;
            case "reversed" -> WalkthroughCountOptions.Sweep.REVERSED;
            case "mirrored" -> WalkthroughCountOptions.Sweep.MIRRORED;
            case "columns" -> WalkthroughCountOptions.Sweep.COLUMNS;
            default -> throw new InvalidInputException("--sweep " + sweep
                    + " is not rows, reversed, mirrored or columns");
        };
        FrontierOptions fo = frontier.options();
        frontier.announce(err(), fo);
        WalkthroughCountOptions options = new WalkthroughCountOptions(eng, s, fo);
        if (claimed != null) {
            return confirm(lab, claimed, options, limits, json);
        }
        WalkthroughCount r;
        try (Progress p = frontier.progress(progress(), err())) {
            r = Labyrinths.count(lab, moves == null ? null : moves.strip(), byFirstMove, options, limits, p);
        }
        if (json) {
            Map<String, String> per = null;
            if (byFirstMove) {
                per = new LinkedHashMap<>();
                for (Map.Entry<String, BigInteger> e : r.byFirstMove().entrySet()) {
                    per.put(e.getKey(), e.getValue().toString());
                }
            }
            CountJson j = new CountJson(r.rows(), r.cols(), moves == null ? null : moves.strip(),
                    r.count().toString(), per, r.impossibleReason());
            out.text(Json.write(j) + "\n", out());
        } else {
            StringBuilder sb = new StringBuilder();
            if (r.impossibleReason() != null) {
                sb.append("no walkthrough: ").append(r.impossibleReason()).append('\n');
            }
            for (Map.Entry<String, BigInteger> e : r.byFirstMove().entrySet()) {
                sb.append(moves == null || moves.isBlank() ? "first move " : "next move ").append(e.getKey())
                        .append(": ").append(e.getValue()).append('\n');
            }
            sb.append(r.count()).append('\n');
            out.text(sb.toString(), out());
        }
        return Errors.OK;
    }

    private int confirm(Labyrinth lab, BigInteger claimed, WalkthroughCountOptions options, Limits limits,
            boolean json) {
        Verdict v;
        try (Progress p = frontier.progress(progress(), err())) {
            v = Labyrinths.confirm(lab, moves, claimed, options, limits, p);
        }
        if (json) {
            Map<String, Object> head = new LinkedHashMap<>();
            head.put("rows", lab.grid().rows());
            head.put("cols", lab.grid().cols());
            if (moves != null) {
                head.put("moves", moves.strip());
            }
            out.text(Confirmations.json(head, claimed, v), out());
        } else {
            out.text(Confirmations.text(claimed, v), out());
        }
        return v.valid() ? Errors.OK : Errors.NO;
    }
}
