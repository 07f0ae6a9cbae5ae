package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No engine speaks of a command-line flag: an engine's messages reach the command line, the studio, Spark and Java
 * programs alike, so they name what the request holds ("rows", "optimal"), never an option ("--size"). A literal
 * that names an option in a sentence (it has a space) is a message; "--binary=true", an argument handed to another
 * program, is not, nor is the comment line a file begins with.
 */
class EngineMessagesTest {

    private static final Path MAIN = Path.of("src/main/java/org/gridpuzzles");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern FLAG = Pattern.compile("(^|[\\s(])--[a-z][a-z-]*");

    @Test
    void noEngineMessageNamesACommandLineFlag() throws IOException {
        List<String> found = new ArrayList<>();
        for (String engine : List.of("maze", "labyrinth", "knight", "squares", "push", "frontier")) {
            try (Stream<Path> files = Files.walk(MAIN.resolve(engine))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    List<String> lines = Files.readAllLines(f);
                    for (int i = 0; i < lines.size(); i++) {
                        String line = lines.get(i).trim();
                        if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) {
                            continue;
                        }
                        Matcher m = LITERAL.matcher(line);
                        while (m.find()) {
                            String text = m.group(1);
                            // a comment line written into a file ("# gridpuzzles push solve --optimal") is no message
                            if (text.startsWith("#")) {
                                continue;
                            }
                            if (text.contains(" ") && FLAG.matcher(text).find()
                                    || text.endsWith(" ") && text.trim().matches("--[a-z-]+")) {
                                found.add(f + ":" + (i + 1) + ": " + line);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), found, "engine messages that name a command-line flag");
    }
}
