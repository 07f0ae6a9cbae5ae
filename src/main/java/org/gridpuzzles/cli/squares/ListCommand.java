package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.squares.BitBoardSearch;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.BoardList;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code squares list}: the drawn final boards in search order. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists the drawn final boards: box drawing (default), compact (one per line) or JSON.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares list --size 3 --limit 2", "  gridpuzzles squares list --size 6 --format compact",
            "  gridpuzzles squares list --size 5 --format json --out boards.json"})
public final class ListCommand implements Callable<Integer> {

    /** Output styles. */
    public enum Style { BOX, COMPACT, JSON }

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions grid;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    OutOption out;

    @Option(names = "--limit", paramLabel = "K", description = "At most K boards.")
    Long limit;

    @Option(names = "--format", paramLabel = "STYLE", defaultValue = "box",
            description = "box, compact or json (default ${DEFAULT-VALUE}).")
    Style format;

    @Override
    public Integer call() {
        var g = grid.grid();
        Rules rules = ruleOptions.rules(g.rows(), g.cols());
        rules.requireBitBoard("list");
        if (limit != null && limit < 0) {
            throw new InvalidInputException("--limit " + limit + " is negative");
        }
        long max = limit == null ? Long.MAX_VALUE : limit;
        List<Board> boards = new ArrayList<>();
        if (max > 0) {
            new BitBoardSearch(1).forEach(rules, b -> {
                boards.add(b);
                return boards.size() < max;
            });
        }
        StringBuilder sb = new StringBuilder();
        switch (format) {
            case BOX -> {
                for (Board b : boards) {
                    sb.append(b.box()).append('\n');
                }
                sb.append(boards.size()).append(" board").append(boards.size() == 1 ? "" : "s").append('\n');
            }
            case COMPACT -> boards.forEach(b -> sb.append(b.compact()).append('\n'));
            default -> {
                List<List<String>> rows = new ArrayList<>();
                boards.forEach(b -> rows.add(b.rowTexts()));
                sb.append(Json.write(new BoardList(rules.rows(), rules.cols(), rules.colours(), rules.axisParallel(),
                        rules.anyBalance(), rows))).append('\n');
            }
        }
        PrintWriter stdout = spec.commandLine().getOut();
        out.text(sb.toString(), stdout);
        return Errors.OK;
    }
}
