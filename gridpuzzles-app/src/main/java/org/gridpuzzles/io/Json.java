package org.gridpuzzles.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;

/** The one JSON mapper of the project: records in, records out, unknown keys rejected when reading. */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
            .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true);

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Compact one-line JSON. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise " + value.getClass().getSimpleName(), e);
        }
    }

    public static <T> T read(String text, Class<T> type, String source) {
        try {
            return MAPPER.readValue(text, type);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            String where = loc == null ? "" : ":" + loc.getLineNr() + ":" + loc.getColumnNr();
            throw new InvalidInputException(source + where + ": not a valid " + type.getSimpleName() + " JSON: "
                    + shortReason(e.getOriginalMessage()), e);
        }
    }

    /** Jackson's reason without its source dump and location tail, at most one short line. */
    static String shortReason(String message) {
        String m = message == null ? "" : message.lines().findFirst().orElse("");
        for (String cut : new String[] {" (start marker", " at [Source", "[Source", " (for Object starting at"}) {
            int i = m.indexOf(cut);
            if (i >= 0) {
                m = m.substring(0, i);
            }
        }
        m = m.trim();
        return m.length() > 160 ? m.substring(0, 157) + "..." : m;
    }

    public static <T> T read(Path file, Class<T> type) {
        return read(readText(file), type, file.toString());
    }

    /** Reads a whole text file, with a one-line error naming the file when it cannot be read. */
    public static String readText(Path file) {
        return TextFiles.read(file);
    }
}
