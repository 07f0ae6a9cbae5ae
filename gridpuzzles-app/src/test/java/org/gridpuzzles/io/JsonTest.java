package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParser;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class JsonTest {

    record Point(int row, int col) {
    }

    @Test
    void recordsGoOutAndComeBack() {
        assertEquals("{\"row\":2,\"col\":3}", Json.write(new Point(2, 3)));
        assertEquals(new Point(2, 3), Json.read("{\"row\":2,\"col\":3}", Point.class, "p.json"));
    }

    @Test
    void truncatedJsonIsOneShortLineWithLineAndColumn() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Json.read("{\"row\":2,\n\"col\":", Point.class, "p.json"));
        String m = e.getMessage();
        assertTrue(m.startsWith("p.json:2:"), m);
        assertFalse(m.contains("REDACTED") || m.contains("Source") || m.contains("\n"), m);
        assertTrue(m.length() < 200, m);
    }

    @Test
    void unknownKeysAreRefused() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Json.read("{\"row\":2,\"col\":3,\"x\":1}", Point.class, "p.json"));
        assertTrue(e.getMessage().startsWith("p.json:1:"), e.getMessage());
    }

    @Test
    void anythingAfterTheValueIsRefusedWithItsLineAndColumn() {
        assertEquals("p.json:2:1: not a valid Point JSON: content after the end of the JSON value",
                assertThrows(InvalidInputException.class,
                        () -> Json.read("{\"row\":2,\"col\":3}\n{}", Point.class, "p.json")).getMessage());
        String m = assertThrows(InvalidInputException.class,
                () -> Json.read("{\"row\":2,\"col\":3}garbage", Point.class, "p.json")).getMessage();
        assertTrue(m.startsWith("p.json:1:18: "), m);
        assertEquals(new Point(2, 3), Json.read("{\"row\":2,\"col\":3}\n \t\n", Point.class, "p.json"));
    }

    @Test
    void aStreamingParserReadsValuesInsideAndChecksTheEnd() throws IOException {
        try (JsonParser p = Json.parser("{\"a\":[1,2]} [3]")) {
            p.nextToken();
            p.nextToken();
            p.nextToken();
            assertEquals("[1,2]", p.readValueAsTree().toString());
            p.nextToken();
            assertEquals("s:1:13: content after the end of the JSON value",
                    assertThrows(InvalidInputException.class, () -> Json.requireEnd(p, "s")).getMessage());
        }
        try (JsonParser p = Json.parser("{} \n")) {
            p.nextToken();
            p.nextToken();
            Json.requireEnd(p, "s");
        }
    }
}
