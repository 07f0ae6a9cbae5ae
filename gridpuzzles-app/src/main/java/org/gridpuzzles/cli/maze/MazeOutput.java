package org.gridpuzzles.cli.maze;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.maze.CarvedMaze;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;

/** Writes a maze's JSON to {@code --out} (atomically) or to standard output. */
final class MazeOutput {

    private MazeOutput() {
    }

    static void json(MazeResult made, OutOption out, PrintWriter stdout) {
        json(o -> Mazes.writeJson(made, o), out, stdout);
    }

    /** The maze's JSON with its carving order. */
    static void json(CarvedMaze carved, OutOption out, PrintWriter stdout) {
        json(o -> Mazes.writeJson(carved, o), out, stdout);
    }

    private static void json(AtomicFile.Body writer, OutOption out, PrintWriter stdout) {
        if (out.path() != null) {
            AtomicFile.write(out.path(), writer);
            return;
        }
        try {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            writer.writeTo(buf);
            stdout.print(buf.toString(StandardCharsets.UTF_8));
            stdout.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
