package org.gridpuzzles.cli.maze;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazePrintRequest;
import org.gridpuzzles.api.maze.MazePrintResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "print", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Writes a booklet of mazes to print, a PDF (--out FILE): --count mazes of the grid and "
                + "algorithm with the seeds --seed, --seed + 1, ..., --per-page to a page on A4 or Letter, each with "
                + "its algorithm and seed, the title and page number on every page; with --solutions their "
                + "solutions (the path between the hardest pair of ends) on the pages that follow. Prints one line: "
                + "mazes, pages and bytes (--format json: the same as JSON).",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze print --size 20 --seed 1 --count 8 --per-page 4 --solutions --out book.pdf",
            "  gridpuzzles maze print --grid polar --rings 10 -a wilson --paper letter --out polar.pdf"
        })
@Formats({"text", "json"})
final class PrintCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--count", paramLabel = "K", defaultValue = "1", description = "Mazes in the booklet (default 1; "
            + "at most 1000).")
    int count;

    @Option(names = "--per-page", paramLabel = "N", defaultValue = "1", description = "Mazes on a page (default 1; "
            + "at most 36), in rows and columns.")
    int perPage;

    @Option(names = "--paper", paramLabel = "a4|letter", defaultValue = "a4", description = "The paper (default a4).")
    String paper;

    @Option(names = "--solutions", description = "Also the solutions, on the pages after the mazes.")
    boolean solutions;

    @Option(names = "--title", paramLabel = "TEXT", description = "The title on every page (default: the grid and "
            + "the algorithm).")
    String title;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        if (out.path() == null) {
            throw new InvalidInputException("a PDF is written to a file: add --out FILE");
        }
        if (source.fromFile()) {
            throw new InvalidInputException("a booklet generates its mazes: drop --maze");
        }
        MazePrintResult r;
        try (Progress p = progress()) {
            r = Operations.get("maze print", MazePrintRequest.class, MazePrintResult.class)
                    .run(MazePrintRequest.of(source.spec(), count, perPage, paper, solutions, title),
                            context().withProgress(p));
        }
        AtomicFile.write(out.path(), o -> o.write(r.pdf()));
        out().print(format.is("json") ? OperationJson.write(r) + "\n" : r.text());
        out().flush();
        return 0;
    }
}
