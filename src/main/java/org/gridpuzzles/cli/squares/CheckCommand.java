package org.gridpuzzles.cli.squares;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.BoardFile;
import org.gridpuzzles.squares.BoardVerifier;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code squares check}: verifies boards with code independent of the search; exit 0 when all are fine, 1 if not. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Verifies boards (JSON or compact): full, balanced as asked, no one-coloured square. "
                + "Exit 0 when every board is fine, 1 otherwise.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares check --board 'xox/xxo/oox'",
            "  gridpuzzles squares list --size 4 --format json --out b.json && gridpuzzles squares check b.json",
            "  gridpuzzles squares check --partial --board 'xox/..o/.ox'"})
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Boards to check ('-' for standard "
            + "input).")
    String file;

    @Option(names = "--board", paramLabel = "ROWS", description = "A board given inline, rows joined by '/'.")
    String board;

    @Option(names = "--partial", description = "Allow empty fields and any numbers of counters (a position).")
    boolean partial;

    @Mixin
    RuleOptions ruleOptions;

    @Override
    public Integer call() throws IOException {
        List<Board> boards;
        if (board != null && file != null) {
            throw new InvalidInputException("give either FILE or --board, not both");
        }
        if (board != null) {
            boards = List.of(Board.parse(board, "--board"));
        } else if (file != null) {
            String text;
            if (file.equals("-")) {
                text = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
            } else {
                Path p = Path.of(file);
                if (!Files.isRegularFile(p)) {
                    throw new InvalidInputException(file + ": no such file");
                }
                text = Files.readString(p, StandardCharsets.UTF_8);
            }
            boards = BoardFile.parse(text, file.equals("-") ? "<stdin>" : file);
        } else {
            throw new InvalidInputException("missing board: give FILE or --board ROWS");
        }
        PrintWriter out = spec.commandLine().getOut();
        int bad = 0;
        int i = 0;
        for (Board b : boards) {
            i++;
            Rules rules = ruleOptions.rules(b.rows(), b.cols());
            List<String> problems;
            if (partial) {
                int[] sq = BoardVerifier.firstSquare(b, rules.axisParallel());
                problems = sq == null ? List.of() : List.of("one-coloured square at " + sq[0] + "," + sq[1] + " "
                        + sq[2] + "," + sq[3] + " " + sq[4] + "," + sq[5] + " " + sq[6] + "," + sq[7]);
                for (int v : b.cells()) {
                    if (v >= rules.colours()) {
                        problems = List.of("counter '" + Rules.letter(v) + "' is not one of the " + rules.colours()
                                + " colours");
                    }
                }
            } else {
                problems = BoardVerifier.verifyFinal(b, rules).problems();
            }
            String name = boards.size() == 1 ? "board" : "board " + i;
            if (problems.isEmpty()) {
                if (boards.size() == 1) {
                    out.println(name + " " + b.compact() + ": ok");
                }
            } else {
                bad++;
                out.println(name + " " + b.compact() + ": " + String.join("; ", problems));
            }
        }
        out.println(bad == 0 ? "ok: " + boards.size() + " board" + (boards.size() == 1 ? "" : "s") + " checked"
                : "not ok: " + bad + " of " + boards.size() + " boards fail");
        out.flush();
        return bad == 0 ? Errors.OK : Errors.NO;
    }
}
