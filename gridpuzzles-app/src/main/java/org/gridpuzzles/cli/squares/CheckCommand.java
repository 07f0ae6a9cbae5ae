package org.gridpuzzles.cli.squares;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.squares.SquaresCheckRequest;
import org.gridpuzzles.api.squares.SquaresCheckResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.TextFiles;

import picocli.CommandLine.ArgGroup;
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

    @ArgGroup(exclusive = true)
    Boards boards;

    /** The boards: FILE or --board, never both. */
    static final class Boards {

        @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Boards to check ('-' for "
                + "standard input).")
        String file;

        @Option(names = "--board", paramLabel = "ROWS", description = "A board given inline, rows joined by '/'.")
        String board;
    }

    @Option(names = "--partial", description = "Allow empty fields and any numbers of counters (a position).")
    boolean partial;

    @Mixin
    RuleOptions ruleOptions;

    @Override
    protected int run() {
        // the rules are checked before any board is read (a request of one board stands in for the boards)
        new SquaresCheckRequest(null, null, "x", partial, ruleOptions.colours, ruleOptions.axisParallel,
                ruleOptions.anyBalance);
        String file = this.boards == null ? null : this.boards.file;
        String board = this.boards == null ? null : this.boards.board;
        String text = null;
        String source = null;
        if (file != null) {
            if (file.equals("-")) {
                source = "<stdin>";
                text = TextFiles.read(System.in, source);
            } else {
                Path p = path(file);
                source = p.toString();
                text = TextFiles.read(p);
            }
        } else if (board == null) {
            throw new InvalidInputException("missing board: give FILE or --board ROWS");
        }
        SquaresCheckResult r = Operations.get("squares check", SquaresCheckRequest.class, SquaresCheckResult.class).run(
                new SquaresCheckRequest(text, source, board, partial, ruleOptions.colours, ruleOptions.axisParallel,
                        ruleOptions.anyBalance), context());
        if (format.picture() != null) {
            // a picture shows the first board, its one-coloured squares outlined; the exit code is the check's
            outOption.picture(r.picture(), format.picture(), out());
            return r.first().ok() ? Errors.OK : Errors.NO;
        }
        outOption.text(r.text(), out());
        return r.valid() ? Errors.OK : Errors.NO;
    }

    private static Path path(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new InvalidInputException(name + ": not a valid path");
        }
    }
}
