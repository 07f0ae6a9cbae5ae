package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code squares check}: verifies boards with code independent of the search; exit 0 when all are fine, 1 if not. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Checks boards (JSON or compact): full, balanced as asked, no one-coloured square. "
                + "Exit 0 when every board is fine, 1 otherwise.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares check --board 'xox/xxo/oox'",
            "  gridpuzzles squares list --size 4 --format json --out b.json && gridpuzzles squares check b.json",
            "  gridpuzzles squares check --partial --board 'xox/..o/.ox'"})
@Formats({"text", "svg", "png"})
final class CheckCommand extends EngineCommand {

    @Mixin
    FormatOption format;

    @Mixin
    OutOption outOption;


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
    protected int run() {
        ruleOptions.rules(1, 1); // the options are checked before any board is read
        List<Board> boards;
        if (board != null && file != null) {
            throw new InvalidInputException("give either FILE or --board, not both");
        }
        if (board != null) {
            boards = List.of(AvoidTheSquare.board(board, "--board"));
        } else if (file != null) {
            if (file.equals("-")) {
                boards = AvoidTheSquare.readBoards(TextFiles.read(System.in, "<stdin>"),
                        "<stdin>");
            } else {
                boards = AvoidTheSquare.readBoards(path(file));
            }
        } else {
            throw new InvalidInputException("missing board: give FILE or --board ROWS");
        }
        PrintWriter stdout = out();
        if (format.picture() != null) {
            // a picture shows the first board, its one-coloured squares outlined; the exit code is the check's
            Board b = boards.get(0);
            Rules rules = ruleOptions.rules(b.rows(), b.cols());
            Verdict v = partial ? AvoidTheSquare.checkPosition(b, rules) : AvoidTheSquare.checkFinal(b, rules);
            outOption.picture(AvoidTheSquare.picture(b, rules, v.valid() ? "ok" : "not ok"), format.picture(), stdout);
            return v.valid() ? Errors.OK : Errors.NO;
        }
        PrintWriter out = outOption.buffer(stdout);
        int bad = 0;
        int i = 0;
        for (Board b : boards) {
            i++;
            Rules rules = ruleOptions.rules(b.rows(), b.cols());
            Verdict v = partial ? AvoidTheSquare.checkPosition(b, rules) : AvoidTheSquare.checkFinal(b, rules);
            String name = boards.size() == 1 ? "board" : "board " + i;
            if (v.valid()) {
                if (boards.size() == 1) {
                    out.println(name + " " + b.compact() + ": ok");
                }
            } else {
                bad++;
                out.println(name + " " + b.compact() + ": " + v.problem());
            }
        }
        out.println(bad == 0 ? "ok: " + boards.size() + " board" + (boards.size() == 1 ? "" : "s") + " checked"
                : "not ok: " + bad + " of " + boards.size() + " boards fail");
        out.flush();
        outOption.commit();
        return bad == 0 ? Errors.OK : Errors.NO;
    }

    private static Path path(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new InvalidInputException(name + ": not a valid path");
        }
    }
}
