package org.gridpuzzles.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.GeneratedFiles;
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
        Map<String, String> expected = new LinkedHashMap<>();
        for (Operation<?, ?> op : Operations.all()) {
            for (String part : List.of("request", "result")) {
                Class<?> type = part.equals("request") ? op.requestType() : op.resultType();
                expected.put(JsonSchemas.fileName(op, part), Json.mapper().writerWithDefaultPrettyPrinter()
                        .writeValueAsString(JsonSchemas.schema(type, part.equals("result"), op.name() + " " + part,
                                op.description())) + "\n");
            }
        }
        GeneratedFiles.Differences d = GeneratedFiles.compare(JsonSchemas.folder(), expected, ".json", write);
        List<String> stale = d.stale();
        List<String> extra = d.extra();
        assertEquals(List.of(), stale, "docs/schemas is stale: write it again with mvn -pl gridpuzzles-app test "
                + "-Dtest=SchemasTest -Dgridpuzzles.writeSchemas=true");
        assertEquals(List.of(), extra, "docs/schemas holds schemas of no operation");
    }
}
