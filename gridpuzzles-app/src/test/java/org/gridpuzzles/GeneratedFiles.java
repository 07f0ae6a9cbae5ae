package org.gridpuzzles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * A folder of checked-in files that the code generates (schemas, the command reference): the names of those that
 * differ from what the code makes now, and of those that the code no longer makes. With {@code write} the folder is
 * brought up to date instead and nothing is reported.
 */
public final class GeneratedFiles {

    private GeneratedFiles() {
    }

    /** What differs: stale or missing files, and files of the given ending that nothing generates. */
    public record Differences(List<String> stale, List<String> extra) {
    }

    public static Differences compare(Path folder, Map<String, String> expected, String ending, boolean write)
            throws IOException {
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, String> e : expected.entrySet()) {
            Path file = folder.resolve(e.getKey());
            if (!Files.exists(file) || !Files.readString(file).equals(e.getValue())) {
                if (write) {
                    Files.createDirectories(folder);
                    Files.writeString(file, e.getValue());
                } else {
                    stale.add(e.getKey());
                }
            }
        }
        TreeSet<String> extra = new TreeSet<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(ending))
                        .filter(n -> !expected.containsKey(n)).forEach(extra::add);
            }
        }
        if (write) {
            for (String n : extra) {
                Files.delete(folder.resolve(n));
            }
            extra.clear();
        }
        return new Differences(stale, List.copyOf(extra));
    }
}
