package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's build, with a stand-in for Maven that behaves as Maven 3.8 does when quiet (colour resets on both
 * streams) and then puts a jar in place: the user sees no escape codes, Maven's real messages still show, and
 * MAVEN_ARGS reaches a Maven that does not read it itself.
 */
class LauncherBuildTest {

    @TempDir
    Path dir;

    /** A copy of the launcher in a project of its own, with no jar yet. */
    private Path project() throws IOException {
        Path top = Files.createDirectories(dir.resolve("project"));
        Path launcher = top.resolve("gridpuzzles");
        Files.copy(ProjectFiles.file("gridpuzzles"), launcher);
        Files.writeString(top.resolve("pom.xml"), "<project/>");
        Files.createDirectories(top.resolve("gridpuzzles-app/src/main"));
        Files.writeString(top.resolve("gridpuzzles-app/pom.xml"), "<project/>");
        return launcher;
    }

    /** A jar that runs the command line from this test run's classes. */
    private Path jar() throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, GridPuzzles.class.getName());
        List<String> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toString());
        }
        m.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", urls));
        Path jar = dir.resolve("app.jar");
        try (OutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            out.flush();
        }
        return jar;
    }

    /** A Maven that writes {@code message}, records its arguments and builds by copying the jar. */
    private Path fakeMaven(String message, boolean readsMavenArgs) throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, "#!/bin/sh\n"
                + (readsMavenArgs ? "# like Maven 3.9: reads MAVEN_ARGS itself\n" : "")
                + "printf '%s\\n' \"$@\" > '" + dir.resolve("args") + "'\n"
                + "printf '\\033[0m\\033[0m'\nprintf '\\033[0m\\033[0m" + message + "' >&2\n"
                + "mkdir -p gridpuzzles-app/target && cp '" + jar() + "' gridpuzzles-app/target/gridpuzzles.jar\n");
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    private record Run(int code, String out, String err) {
    }

    private Run launch(Path launcher, Path bin, String mavenArgs) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString(), "--version");
        pb.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("GRIDPUZZLES_HEAP", "256m");
        if (mavenArgs != null) {
            pb.environment().put("MAVEN_ARGS", mavenArgs);
        } else {
            pb.environment().remove("MAVEN_ARGS");
        }
        pb.redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher ended");
        return new Run(p.exitValue(), Files.readString(dir.resolve("out"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("err"), StandardCharsets.UTF_8));
    }

    @Test
    void theBuildShowsNoColourCodesAndPassesMavenArgsOn() throws Exception {
        assumeTrue(new File("/bin/bash").canExecute(), "bash");
        Run r = launch(project(), fakeMaven("", false), "-s my-settings.xml");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("gridpuzzles "), r.out());
        assertFalse(r.err().contains("\u001b"), "escape codes on standard error: " + r.err());
        assertEquals(1, r.err().lines().count(), "only the launcher's line: " + r.err());
        List<String> args = Files.readAllLines(dir.resolve("args"));
        assertEquals(List.of("-s", "my-settings.xml"), args.subList(0, 2), args.toString());
        assertTrue(args.contains("-Dstyle.color=never") && args.contains("-q") && args.contains("-B"),
                args.toString());
    }

    @Test
    void mavensOwnMessagesStillShowWithoutCodes() throws Exception {
        assumeTrue(new File("/bin/bash").canExecute(), "bash");
        Run r = launch(project(), fakeMaven("[WARNING] a real message", true), "-s my-settings.xml");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("\n[WARNING] a real message"), r.err());
        assertFalse(r.err().contains("\u001b"), r.err());
        // a Maven that reads MAVEN_ARGS itself does not get them twice
        assertFalse(Files.readAllLines(dir.resolve("args")).contains("my-settings.xml"));
    }

    /**
     * A count running from the jar while the launcher builds a new one keeps reading the old jar whole: the launcher
     * takes the old file away before Maven (here one that writes the new jar over the old file in place) runs.
     */
    @Test
    void aRebuildLeavesTheJarARunningCountReadsWhole() throws Exception {
        assumeTrue(new File("/bin/bash").canExecute(), "bash");
        Path launcher = project();
        Path top = launcher.getParent();
        Path target = Files.createDirectories(top.resolve("gridpuzzles-app/target"));
        Path old = target.resolve("gridpuzzles.jar");
        byte[] before = "the jar a count runs from".getBytes(StandardCharsets.US_ASCII);
        Files.write(old, before);
        // sources newer than the jar: the launcher builds
        Path source = top.resolve("gridpuzzles-app/src/main/Changed.java");
        Files.writeString(source, "class Changed {}");
        Files.setLastModifiedTime(old,
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, "#!/bin/sh\nmkdir -p gridpuzzles-app/target\ncat '" + jar()
                + "' > gridpuzzles-app/target/gridpuzzles.jar\n");
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (java.nio.channels.FileChannel running = java.nio.channels.FileChannel.open(old)) {
            Run r = launch(launcher, bin, null);
            assertEquals(0, r.code(), r.err());
            java.nio.ByteBuffer seen = java.nio.ByteBuffer.allocate(before.length + 16);
            running.read(seen, 0);
            assertEquals(new String(before, StandardCharsets.US_ASCII),
                    new String(seen.array(), 0, seen.position(), StandardCharsets.US_ASCII));
        }
    }
}
