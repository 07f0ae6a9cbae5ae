package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.maze.MazePrintRequest;
import org.gridpuzzles.api.maze.MazePrintResult;
import org.gridpuzzles.api.maze.MazeSpec;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;

/** {@code maze generate --format pdf}: the page {@code maze print --count 1 --per-page 1} makes of the same maze. */
final class MazePdf {

    private MazePdf() {
    }

    static int write(MazeSpec maze, OutOption out, PrintWriter stdout, RunContext context) {
        if (out.path() == null) {
            throw new InvalidInputException("a PDF is written to a file: add --out FILE");
        }
        if (maze.maze() != null) {
            throw new InvalidInputException("a PDF page generates its maze: drop --maze");
        }
        MazePrintResult r = Operations.get("maze print", MazePrintRequest.class, MazePrintResult.class)
                .run(MazePrintRequest.of(maze, 1, 1, "a4", false, null), context);
        AtomicFile.write(out.path(), o -> o.write(r.content()));
        stdout.print(r.text());
        stdout.flush();
        return 0;
    }
}
