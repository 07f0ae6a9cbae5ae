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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * What the sources say beyond the packages' dependencies (those are {@link PackageRulesTest}'s, read by ArchUnit):
 * one entry point per engine, a description for every package that names the public types of an engine's
 * subpackage, one name per public type, checkers named so.
 */
class ArchitectureTest {

    private static final Path MAIN = Path.of("src/main/java/org/gridpuzzles");
    private static final List<String> ENGINES = List.of("maze", "labyrinth", "knight", "squares", "push");
    private static final Map<String, String> ENTRY = Map.of("maze", "Mazes", "labyrinth", "Labyrinths",
            "knight", "KnightTours", "squares", "AvoidTheSquare", "push", "PushLabyrinths");
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "(?m)^public\\s+(?:final\\s+|abstract\\s+|sealed\\s+)*(?:class|interface|record|enum|@interface)\\s+(\\w+)");

    private record Source(String pkg, Path file, List<String> lines) {
    }

    private static List<Source> sources() throws IOException {
        List<Source> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String pkg = MAIN.relativize(f.getParent()).toString().replace('/', '.');
                out.add(new Source(pkg.isEmpty() ? "" : pkg.split("\\.")[0], f, Files.readAllLines(f)));
            }
        }
        return out;
    }

    @Test
    void everyEngineHasOneEntryPointThatNothingInsideImports() throws IOException {
        List<String> bad = new ArrayList<>();
        for (String engine : ENGINES) {
            String entry = ENTRY.get(engine);
            Path file = MAIN.resolve(engine).resolve(entry + ".java");
            assertTrue(Files.exists(file), engine + " has its entry point " + entry);
            Pattern named = Pattern.compile("\\b" + entry + "\\b");
            for (Source s : sources()) {
                if (s.pkg().equals(engine) && !s.file().equals(file)
                        && !s.file().getFileName().toString().equals("package-info.java")) {
                    for (int i = 0; i < s.lines().size(); i++) {
                        String line = s.lines().get(i).trim();
                        if (!line.startsWith("*") && !line.startsWith("//") && !line.startsWith("/**")
                                && named.matcher(line).find()) {
                            bad.add(s.file() + ":" + (i + 1) + ": " + line);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), bad, "internals must not depend on their entry point");
    }

    @Test
    void everyPackageSaysWhatItIsFor() throws IOException {
        List<String> missing = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(MAIN)) {
            for (Path d : dirs.filter(Files::isDirectory).sorted().toList()) {
                boolean hasJava;
                try (Stream<Path> files = Files.list(d)) {
                    hasJava = files.anyMatch(p -> p.toString().endsWith(".java"));
                }
                if (hasJava && !Files.exists(d.resolve("package-info.java"))) {
                    missing.add(d.toString());
                }
            }
        }
        assertEquals(List.of(), missing, "packages without package-info.java");
    }

    @Test
    void everyPublicTypeInsideAnEngineIsNamedInItsPackageDescription() throws IOException {
        List<String> unnamed = new ArrayList<>();
        for (String engine : ENGINES) {
            Path top = MAIN.resolve(engine);
            try (Stream<Path> dirs = Files.walk(top)) {
                for (Path d : dirs.filter(p -> Files.isDirectory(p) && !p.equals(top)).sorted().toList()) {
                    Path info = d.resolve("package-info.java");
                    String description = Files.exists(info) ? Files.readString(info) : "";
                    try (Stream<Path> files = Files.list(d)) {
                        for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                            Matcher m = PUBLIC_TYPE.matcher(Files.readString(f));
                            while (m.find()) {
                                if (!Pattern.compile("\\b" + m.group(1) + "\\b").matcher(description).find()) {
                                    unnamed.add(f + ": " + m.group(1));
                                }
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), unnamed, "a type inside an engine is public only where another of its packages needs"
                + " it, and its package-info.java says so");
    }

    @Test
    void noTwoPublicTypesShareAName() throws IOException {
        Map<String, List<String>> byName = new TreeMap<>();
        for (Source s : sources()) {
            Matcher m = PUBLIC_TYPE.matcher(String.join("\n", s.lines()));
            while (m.find()) {
                byName.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(s.file().toString());
            }
        }
        Map<String, List<String>> twice = new TreeMap<>();
        byName.forEach((name, files) -> {
            if (files.size() > 1) {
                twice.put(name, files);
            }
        });
        assertEquals(Map.of(), twice);
    }

    @Test
    void everyIndependentCheckerIsNamedSo() throws IOException {
        List<String> bad = new ArrayList<>();
        for (Source s : sources()) {
            String name = s.file().getFileName().toString().replace(".java", "");
            if (ENGINES.contains(s.pkg()) && (name.endsWith("Verifier") || name.equals("Checker")
                    || name.equals("Checks"))) {
                bad.add(s.file().toString());
            }
        }
        assertEquals(List.of(), bad, "checkers end in Checker (and say what they check); pruning is not 'Checks'");
    }
}
