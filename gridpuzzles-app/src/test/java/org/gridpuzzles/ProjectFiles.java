package org.gridpuzzles;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files at the top of the project (README.md, examples/), which the tests read. Maven runs a module's tests in the
 * module's folder, an IDE may run them at the top: the top is the nearest folder upwards that holds the launcher
 * script and the README.
 */
public final class ProjectFiles {

    private ProjectFiles() {
    }

    /** The project's top folder. */
    public static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isRegularFile(dir.resolve("gridpuzzles"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no folder upwards of " + Path.of("").toAbsolutePath()
                + " holds README.md and the gridpuzzles launcher");
    }

    /** A file under the project's top folder, e.g. {@code file("examples", "push", "example.asp")}. */
    public static Path file(String first, String... more) {
        return root().resolve(Path.of(first, more));
    }
}
