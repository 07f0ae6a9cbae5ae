package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.gridpuzzles.GeneratedFiles;
import org.gridpuzzles.ProjectFiles;
import org.junit.jupiter.api.Test;

/**
 * docs/cli (a Markdown page per command) and docs/man (a man page per command) are what the command definitions
 * make today. When an option or a help text changes, this fails and says how to write them again:
 * {@code mvn -pl gridpuzzles-app test -Dtest=CommandReferenceTest -Dgridpuzzles.writeReference=true}.
 */
class CommandReferenceTest {

    private static final String HOW = "write it again with mvn -pl gridpuzzles-app test -Dtest=CommandReferenceTest "
            + "-Dgridpuzzles.writeReference=true";

    private final CommandReference reference = new CommandReference();
    private final boolean write = Boolean.getBoolean("gridpuzzles.writeReference");

    @Test
    void markdownPagesAreThoseOfTheCommands() throws IOException {
        GeneratedFiles.Differences d = GeneratedFiles.compare(ProjectFiles.file("docs", "cli"), reference.markdown(),
                ".md", write);
        assertEquals(List.of(), d.stale(), "docs/cli is stale: " + HOW);
        assertEquals(List.of(), d.extra(), "docs/cli holds pages of no command");
    }

    @Test
    void manPagesAreThoseOfTheCommands() throws IOException {
        GeneratedFiles.Differences d = GeneratedFiles.compare(ProjectFiles.file("docs", "man"), reference.manPages(),
                ".1", write);
        assertEquals(List.of(), d.stale(), "docs/man is stale: " + HOW);
        assertEquals(List.of(), d.extra(), "docs/man holds pages of no command");
    }

    @Test
    void everyVisibleOptionOfEveryCommandHasItsLineOnThePage() {
        var pages = reference.markdown();
        picocli.CommandLine root = GridPuzzles.commandLine();
        for (picocli.CommandLine engine : root.getSubcommands().values()) {
            for (picocli.CommandLine command : engine.getSubcommands().values()) {
                String page = pages.get(CommandReference.name(command.getCommandSpec(), "-") + ".md");
                for (var option : command.getCommandSpec().options()) {
                    if (!option.hidden()) {
                        assertTrue(page.contains("| `" + String.join(", ", option.names()).replace("|", "\\|")),
                                command.getCommandSpec().qualifiedName() + " has no line for " + option.longestName());
                    }
                }
            }
        }
    }
}
