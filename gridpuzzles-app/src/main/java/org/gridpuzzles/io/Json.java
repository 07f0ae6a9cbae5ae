package org.gridpuzzles.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;

import java.io.IOException;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The one JSON mapper of the project: records in, records out, unknown keys rejected when reading, and nothing but
 * white space allowed after the value (a file with anything after its closing brace is not the file it claims).
 */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
            .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true)
            .configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true);

    /** For values read in the middle of a document by a streaming parser: the end is checked by requireEnd. */
    private static final ObjectReader IN_STREAM = MAPPER.reader()
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

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
        return read(MAPPER.readerFor(type), text, type, source);
    }

    /**
     * As {@link #read(String, Class, String)}, with a field left out taking its default (0, false) instead of being
     * refused: for requests, whose records say their defaults.
     */
    public static <T> T readWithDefaults(String text, Class<T> type, String source) {
        return read(MAPPER.readerFor(type).without(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES), text, type,
                source);
    }

    private static <T> T read(ObjectReader reader, String text, Class<T> type, String source) {
        try {
            return reader.readValue(text);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(source + where(e) + ": not a valid " + type.getSimpleName() + " JSON: "
                    + shortReason(e), e);
        }
    }

    /**
     * A streaming parser of {@code text} whose values read in the middle of the document (readValueAsTree) are not
     * taken for the whole document; {@link #requireEnd} checks the end instead.
     */
    public static JsonParser parser(String text) throws IOException {
        JsonParser p = MAPPER.getFactory().createParser(text);
        p.setCodec(IN_STREAM);
        return p;
    }

    /**
     * Refuses anything but white space after the value a streaming parser of {@link #mapper()} has just read, as the
     * mapper itself does: {@code source:line:column: content after the end of the JSON value}.
     */
    public static void requireEnd(JsonParser p, String source) throws IOException {
        if (p.nextToken() != null) {
            JsonLocation at = p.currentTokenLocation();
            throw new InvalidInputException(source + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": " + TRAILING);
        }
    }

    private static final String TRAILING = "content after the end of the JSON value";

    /** Where a JSON failure is, as {@code :line:column}, or nothing when Jackson does not say. */
    public static String where(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        return at == null || at.getLineNr() < 1 ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr();
    }

    /** Jackson's reason in one short line, without its source dump, location tail or list of what was expected. */
    public static String shortReason(JsonProcessingException e) {
        return shortReason(e.getOriginalMessage());
    }

    static String shortReason(String message) {
        String m = message == null ? "" : message.lines().findFirst().orElse("");
        if (m.startsWith("Trailing token")) {
            return TRAILING;
        }
        for (String cut : new String[] {" (start marker", " at [Source", "[Source", " (for Object starting at",
            " (through reference chain", ": was expecting"}) {
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
