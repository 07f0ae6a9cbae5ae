package org.gridpuzzles.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;

/**
 * docs/schemas holds the JSON Schema of every operation's request and result, exactly as generated from the records
 * today. When a record changes, this fails and says how to write them again:
 * {@code mvn -pl gridpuzzles-app test -Dtest=SchemasTest -Dgridpuzzles.writeSchemas=true}.
 */
class SchemasTest {

    @Test
    void publishedSchemasAreThoseOfTheRecords() throws IOException {
        boolean write = Boolean.getBoolean("gridpuzzles.writeSchemas");
        Path folder = JsonSchemas.folder();
        List<String> stale = new ArrayList<>();
        TreeSet<String> expected = new TreeSet<>();
        for (Operation<?, ?> op : Operations.all()) {
            for (String part : List.of("request", "result")) {
                Class<?> type = part.equals("request") ? op.requestType() : op.resultType();
                String text = Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(JsonSchemas.schema(
                        type, part.equals("result"), op.name() + " " + part, op.description())) + "\n";
                String name = JsonSchemas.fileName(op, part);
                expected.add(name);
                Path file = folder.resolve(name);
                if (!Files.exists(file) || !Files.readString(file).equals(text)) {
                    if (write) {
                        Files.createDirectories(folder);
                        Files.writeString(file, text);
                    } else {
                        stale.add(name);
                    }
                }
            }
        }
        TreeSet<String> extra = new TreeSet<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                        .filter(n -> !expected.contains(n)).forEach(extra::add);
            }
        }
        if (write) {
            for (String n : extra) {
                Files.delete(folder.resolve(n));
            }
            extra.clear();
        }
        assertEquals(List.of(), stale, "docs/schemas is stale: write it again with mvn -pl gridpuzzles-app test "
                + "-Dtest=SchemasTest -Dgridpuzzles.writeSchemas=true");
        assertEquals(List.of(), List.copyOf(extra), "docs/schemas holds schemas of no operation");
    }
}
