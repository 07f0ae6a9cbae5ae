package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
