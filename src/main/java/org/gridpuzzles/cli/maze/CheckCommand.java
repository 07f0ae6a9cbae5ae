package org.gridpuzzles.cli.maze;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.MazeChecker;
import org.gridpuzzles.maze.MazeFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Verifies that a maze (JSON from 'maze generate --format json', or an ASCII picture) is "
                + "perfect: consistent walls, connected, fields - 1 passages. Exit 0 if it is, 1 with the reason if "
                + "not.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles maze generate -a eller --size 30 --format json --out m.json && "
                + "gridpuzzles maze check m.json"})
final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The maze file (.json or an ASCII picture).")
    Path file;

    @Override
    public Integer call() {
        String text = Json.readText(file);
        MazeFiles.Openings o = text.stripLeading().startsWith("{")
                ? MazeFiles.readJson(text, file.toString()) : MazeFiles.readAscii(text, file.toString());
        MazeChecker.Verdict v = MazeChecker.check(o.rows(), o.cols(), o.openings());
        spec.commandLine().getOut().println(file + ": " + v.reason());
        spec.commandLine().getOut().flush();
        return v.perfect() ? 0 : 1;
    }
}
