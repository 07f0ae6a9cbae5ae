package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

/**
 * The examples of the README and docs/ as a new user would run them. A {@code console} block shows commands
 * ({@code $ gridpuzzles ...}) with what they print: each runs in a fresh folder of its own (with the project's
 * examples/ and pool/ beside it) and must print exactly that, times and the folder's path masked. Every other shown
 * command line must at least be one the command line accepts, so that no page names an option that is gone.
 */
class DocExamplesTest {

    /** A shown command and what the page says it prints. */
    record Example(Path page, String command, String output) {
    }

    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ProjectFiles.file("README.md")));
        try (Stream<Path> s = Files.walk(ProjectFiles.file("docs"))) {
            // the command reference is written from the commands themselves
            s.filter(p -> p.toString().endsWith(".md") && !p.getParent().getFileName().toString().equals("cli"))
                    .sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The commands of a page's console blocks, each with the lines after it up to the next command. */
    static List<Example> consoleExamples(Path page, String markdown) {
        List<Example> examples = new ArrayList<>();
        boolean console = false;
        String command = null;
        StringBuilder output = new StringBuilder();
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("```")) {
                if (console && command != null) {
                    examples.add(new Example(page, command, output.toString()));
                }
                console = !console && line.strip().equals("```console");
                command = null;
                continue;
            }
            if (!console) {
                continue;
            }
            if (line.startsWith("$ ")) {
                if (command != null) {
                    examples.add(new Example(page, command, output.toString()));
                }
                command = line.substring(2).strip();
                output.setLength(0);
            } else if (command != null) {
                output.append(line).append('\n');
            }
        }
        return examples;
    }

    /** A command's words, as a shell would split them (single and double quotes; no variables). */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        char quote = 0;
        boolean any = false;
        for (char c : command.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                any = true;
            } else if (Character.isWhitespace(c)) {
                if (any || w.length() > 0) {
                    words.add(w.toString());
                }
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
            }
        }
        if (any || w.length() > 0) {
            words.add(w.toString());
        }
        return words;
    }

    static String masked(String text, Path folder) {
        return text.replace(folder.toString(), "DIR")
                .replaceAll("\\b\\d+(\\.\\d+)? ?(ms|s)\\b", "T s");
    }

    @Test
    void everyConsoleExamplePrintsWhatThePageShows(@TempDir Path dir) throws Exception {
        List<Example> examples = new ArrayList<>();
        for (Path page : pages()) {
            examples.addAll(consoleExamples(page, Files.readString(page)));
        }
        assertTrue(examples.size() >= 5, "the README's examples were found: " + examples);
        int n = 0;
        for (Example e : examples) {
            List<String> words = words(e.command());
            assertTrue(words.get(0).matches("(\\./)?gridpuzzles"), e.page() + ": a console example runs gridpuzzles: "
                    + e.command());
            Path folder = Files.createDirectories(dir.resolve("example-" + n++));
            for (String shared : List.of("examples", "pool")) {
                Files.createSymbolicLink(folder.resolve(shared), ProjectFiles.file(shared));
            }
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-cp", System.getProperty("java.class.path"), GridPuzzles.class.getName()));
            cmd.addAll(words.subList(1, words.size()));
            Path err = dir.resolve("stderr-" + n);
            Process p = new ProcessBuilder(cmd).directory(folder.toFile()).redirectError(err.toFile()).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(10, TimeUnit.MINUTES), e.command() + " ends");
            assertEquals(0, p.exitValue(), e.page() + ": " + e.command() + " exits 0:\n" + Files.readString(err));
            for (String shared : List.of("examples", "pool")) {
                Files.delete(folder.resolve(shared)); // the links only, before the folder is cleaned up
            }
            assertEquals(masked(e.output(), folder).strip(), masked(out, folder).strip(),
                    e.page() + ": " + e.command() + " prints what the page shows");
        }
    }

    @Test
    void everyShownCommandIsOneTheCommandLineAccepts() throws IOException {
        List<String> refused = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            for (String c : ReadmeOutputNamesTest.commands(Files.readString(page))) {
                List<String> words = words(c.replaceFirst("\\s*[12]?>.*$", ""));
                if (!words.get(0).matches("(\\./)?gridpuzzles") || c.matches(".*[<>\\[\\]{}].*|.*\\$.*")
                        || words.stream().anyMatch(w -> w.matches("[A-Z][A-Z_0-9]*"))) {
                    continue; // java -cp ..., or a pattern with placeholders rather than a command
                }
                String[] args = words.subList(1, words.size()).toArray(String[]::new);
                try {
                    GridPuzzles.commandLine(args).parseArgs(args);
                    checked++;
                } catch (CommandLine.ParameterException ex) {
                    refused.add(ProjectFiles.root().relativize(page) + ": " + c + " -> " + ex.getMessage());
                }
            }
        }
        assertTrue(checked > 100, "the pages' commands were found: " + checked);
        assertEquals(List.of(), refused, "shown commands the command line refuses");
    }
}
