package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Following the README (and docs/) from top to bottom never overwrites a file an earlier example made: every file
 * the shell examples write has a name of its own. A command that reads a file another wrote ({@code check X}) is fine.
 */
class ReadmeOutputNamesTest {

    /** Options naming a file the command writes; --solution only for maze solve (push show reads it). */
    private static final Pattern WRITTEN = Pattern.compile(
            "(?:^|\\s)(--out|-o|--svg|--png|--plot|--proof|--solution)[ =](\\S+)|(?<![0-9&>])>\\s*(\\S+)");
    private static final Set<String> SHELL = Set.of("", "bash", "sh", "shell", "console");

    /** Every command line in the shell blocks of a Markdown text, split at {@code &&}, {@code ;} and pipes. */
    static List<String> commands(String markdown) {
        List<String> commands = new ArrayList<>();
        boolean inBlock = false;
        boolean shell = false;
        for (String line : markdown.split("\n")) {
            if (line.startsWith("```")) {
                shell = !inBlock && SHELL.contains(line.substring(3).strip());
                inBlock = !inBlock;
                continue;
            }
            if (!inBlock || !shell) {
                continue;
            }
            String code = line.replaceFirst("\\s+#.*$", "").replaceFirst("^\\$ ", "").strip();
            for (String c : code.split("&&|;|\\|")) {
                if (c.strip().matches("(\\./)?gridpuzzles .*|java .*")) {
                    commands.add(c.strip());
                }
            }
        }
        return commands;
    }

    /** The files a command writes (placeholders such as FILE and devices left out). */
    static List<String> written(String command) {
        List<String> names = new ArrayList<>();
        Matcher m = WRITTEN.matcher(command);
        while (m.find()) {
            String name = m.group(2) != null ? m.group(2) : m.group(3);
            boolean reads = "--solution".equals(m.group(1)) && !command.contains(" maze solve");
            if (!reads && !name.startsWith("/dev/") && !name.matches("[A-Z_]+\\]?|.*[\\[\\]<>].*")) {
                names.add(name);
            }
        }
        return names;
    }

    @Test
    void noTwoExamplesWriteTheSameFile() throws IOException {
        Map<String, Set<String>> writers = new TreeMap<>();
        for (Path doc : DocExamplesTest.pages()) {
            for (String c : commands(Files.readString(doc))) {
                for (String name : written(c)) {
                    writers.computeIfAbsent(name, k -> new TreeSet<>()).add(c);
                }
            }
        }
        assertTrue(writers.size() > 20, "the examples were found: " + writers.keySet());
        Map<String, Set<String>> shared = new TreeMap<>(writers);
        shared.values().removeIf(s -> s.size() < 2);
        assertTrue(shared.isEmpty(), "examples that write the same file: " + shared);
    }

    @Test
    void theParserFindsWhatACommandWritesAndNotWhatItReads() {
        assertEquals(List.of("t.json"), written("gridpuzzles maze generate --format json --out t.json"));
        assertEquals(List.of("a.svg", "b.png"), written("gridpuzzles push show x.asp --svg a.svg --png b.png"));
        assertEquals(List.of(), written("gridpuzzles push show x.asp --solution sol.lp"));
        assertEquals(List.of("s.svg"), written("gridpuzzles maze solve --maze m.json --solution s.svg"));
        assertEquals(List.of("sol.lp"), written("gridpuzzles push solve x.asp --optimal > sol.lp"));
        assertEquals(List.of(), written("gridpuzzles maze generate 2> err.txt --out FILE"));
        assertEquals(List.of("gridpuzzles maze generate --out a.json", "gridpuzzles maze check a.json"),
                commands("```bash\n$ gridpuzzles maze generate --out a.json && gridpuzzles maze check a.json  # x\n"
                        + "```\n"));
    }
}
