package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The heap the launcher gives: 8 GB for the commands, 2 GB for the studio (whose requests are bounded), and
 * GRIDPUZZLES_HEAP for either when given. A stand-in for java records the options it is started with.
 */
class LauncherHeapTest {

    @TempDir
    Path dir;

    /** The options java is given for {@code args}, with GRIDPUZZLES_HEAP set to {@code heap} (null: unset). */
    private List<String> javaOptions(String heap, String... args) throws Exception {
        Path top = Files.createDirectories(dir.resolve("project"));
        Path launcher = top.resolve("gridpuzzles");
        Files.copy(ProjectFiles.file("gridpuzzles"), launcher, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(top.resolve("pom.xml"), "<project/>");
        Files.createDirectories(top.resolve("gridpuzzles-app/src/main"));
        Files.writeString(top.resolve("gridpuzzles-app/pom.xml"), "<project/>");
        Path jar = Files.createDirectories(top.resolve("gridpuzzles-app/target")).resolve("gridpuzzles.jar");
        Files.writeString(jar, "");
        // the jar newer than the sources: no build
        FileTime old = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        for (Path p : List.of(top.resolve("pom.xml"), top.resolve("gridpuzzles-app/pom.xml"),
                top.resolve("gridpuzzles-app/src/main"), top.resolve("gridpuzzles-app/src"))) {
            Files.setLastModifiedTime(p, old);
        }
        Path bin = Files.createDirectories(dir.resolve("jdk/bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\n"
                + "if [ \"$1\" = -version ]; then echo 'openjdk version \"17.0.9\" 2023-10-17' >&2; exit 0; fi\n"
                + "printf '%s\\n' \"$@\" > '" + dir.resolve("options") + "'\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString());
        pb.command().addAll(List.of(args));
        pb.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        pb.environment().remove("GRIDPUZZLES_JAVA_OPTS");
        if (heap == null) {
            pb.environment().remove("GRIDPUZZLES_HEAP");
        } else {
            pb.environment().put("GRIDPUZZLES_HEAP", heap);
        }
        pb.redirectErrorStream(true).redirectOutput(dir.resolve("out").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher ended");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("out")));
        return Files.readAllLines(dir.resolve("options"));
    }

    @Test
    void theStudioGetsASmallerHeapThanTheCommands() throws Exception {
        assumeTrue(new File("/bin/bash").canExecute(), "bash");
        List<String> studio = javaOptions(null, "studio", "--port", "0");
        assertTrue(studio.contains("-Xmx2g"), studio.toString());
        assertTrue(studio.contains("-XX:G1PeriodicGCInterval=60000"), studio.toString());
        List<String> count = javaOptions(null, "labyrinth", "count", "--size", "7");
        assertTrue(count.contains("-Xmx8g"), count.toString());
        assertFalse(count.contains("-XX:G1PeriodicGCInterval=60000"), count.toString());
        assertTrue(javaOptions("3g", "studio").contains("-Xmx3g"), "GRIDPUZZLES_HEAP decides when given");
    }
}
