package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Use as a library" examples are compiled against the library and run, one per engine, so that they
 * cannot rot.
 */
class ReadmeExamplesTest {

    /** The example of each engine through its entry point, and one of all engines through the registry. */
    private static final List<String> ENGINES = List.of("operations", "maze", "labyrinth", "knight", "squares", "push");

    /** The one ```java block between an engine's library markers. */
    static String example(String readme, String engine) {
        String start = "<!-- library: " + engine + " -->";
        String end = "<!-- end library: " + engine + " -->";
        int a = readme.indexOf(start);
        int b = readme.indexOf(end);
        assertTrue(a >= 0 && b > a, "README has the library section of " + engine);
        Matcher m = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(readme.substring(a, b));
        assertTrue(m.find(), "the library section of " + engine + " has a java example");
        String code = m.group(1);
        assertFalse(m.find(), "one example per engine");
        return code;
    }

    @Test
    void everyEnginesExampleCompilesAndRuns(@TempDir Path dir) throws Exception {
        String readme = Files.readString(ProjectFiles.file("docs", "library.md"));
        List<Path> files = new ArrayList<>();
        List<String> classes = new ArrayList<>();
        for (String engine : ENGINES) {
            String code = example(readme, engine);
            Matcher m = Pattern.compile("public\\s+(?:final\\s+)?class\\s+(\\w+)").matcher(code);
            assertTrue(m.find(), engine + " example declares a public class");
            Path f = dir.resolve(m.group(1) + ".java");
            Files.writeString(f, code);
            files.add(f);
            classes.add(m.group(1));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "a JDK, not a JRE");
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(List.of("-Xlint:all", "-Werror", "-d", dir.toString(),
                "-cp", System.getProperty("java.class.path")));
        files.forEach(f -> args.add(f.toString()));
        int rc = javac.run(null, diagnostics, diagnostics, args.toArray(String[]::new));
        assertEquals(0, rc, "the examples compile: " + diagnostics.toString(StandardCharsets.UTF_8));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                getClass().getClassLoader())) {
            for (String name : classes) {
                assertTrue(run(loader, name).strip().length() > 0, name + " prints what it made");
            }
        }
    }

    private static String run(ClassLoader loader, String name) throws Exception {
        Method main = loader.loadClass(name).getMethod("main", String[].class);
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theExtractionFindsExactlyOneBlock() throws IOException {
        String text = "x\n<!-- library: maze -->\n```java\nclass A {}\n```\n<!-- end library: maze -->\n";
        assertEquals("class A {}\n", example(text, "maze"));
    }
}
