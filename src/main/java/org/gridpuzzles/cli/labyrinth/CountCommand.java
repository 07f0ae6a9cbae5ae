package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.Counting;
import org.gridpuzzles.labyrinth.Labyrinth;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code labyrinth count}: the exact number of walkthroughs by the frontier dynamic program. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Exact number of walkthroughs (frontier dynamic program, never enumeration).")
public final class CountCommand implements Callable<Integer> {

    enum Fmt { TEXT, JSON }

    @Spec
    CommandSpec spec;

    @Mixin
    LabyrinthOptions board;

    @Mixin
    OutOption out;

    @Option(names = "--by-first-move", description = "Also the count per first move.")
    boolean byFirstMove;

    @Option(names = "--format", paramLabel = "FMT", description = "text (default) or json.")
    Fmt format = Fmt.TEXT;

    @Override
    public Integer call() {
        Labyrinth lab = board.labyrinth();
        Counting.Result r;
        try (Progress p = TerminalProgress.forTerminal()) {
            r = Counting.count(lab, byFirstMove, p);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        if (format == Fmt.JSON) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rows", r.rows());
            m.put("cols", r.cols());
            m.put("count", r.count().toString());
            if (byFirstMove) {
                Map<String, String> per = new LinkedHashMap<>();
                r.byFirstMove().forEach((k, v) -> per.put(k, v.toString()));
                m.put("byFirstMove", per);
            }
            if (r.impossibleReason() != null) {
                m.put("reason", r.impossibleReason());
            }
            out.text(Json.write(m) + "\n", stdout);
        } else {
            StringBuilder sb = new StringBuilder();
            if (r.impossibleReason() != null) {
                sb.append("no walkthrough: ").append(r.impossibleReason()).append('\n');
            }
            for (Map.Entry<String, BigInteger> e : r.byFirstMove().entrySet()) {
                sb.append("first move ").append(e.getKey()).append(": ").append(e.getValue()).append('\n');
            }
            sb.append(r.count()).append('\n');
            out.text(sb.toString(), stdout);
        }
        return Errors.OK;
    }
}
