package org.gridpuzzles.studio;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A query string read strictly: {@code name=value} pairs joined by {@code &}, percent-encoded UTF-8, names of lower
 * case letters, digits and dashes (the command line's long option names). Anything else is refused with the reason.
 */
record Query(List<Param> params) {

    /** One pair; {@code value} is null for a bare name ({@code ?closed}). */
    record Param(String name, String value) {
    }

    static final int MAX_LENGTH = 8192;
    static final int MAX_PARAMS = 64;

    static Query parse(String raw) {
        List<Param> out = new ArrayList<>();
        if (raw == null || raw.isEmpty()) {
            return new Query(out);
        }
        if (raw.length() > MAX_LENGTH) {
            throw new BadRequest("the query is longer than " + MAX_LENGTH + " characters");
        }
        for (String part : raw.split("&", -1)) {
            if (part.isEmpty()) {
                continue;
            }
            int eq = part.indexOf('=');
            String name = decode(eq < 0 ? part : part.substring(0, eq));
            String value = eq < 0 ? null : decode(part.substring(eq + 1));
            if (!name.matches("[a-z][a-z0-9-]{0,40}")) {
                throw new BadRequest("'" + shorten(name) + "' is not an option name");
            }
            out.add(new Param(name, value));
            if (out.size() > MAX_PARAMS) {
                throw new BadRequest("more than " + MAX_PARAMS + " parameters");
            }
        }
        return new Query(out);
    }

    /** The value of a parameter, or null when it is absent. */
    String get(String name) {
        for (Param p : params) {
            if (p.name().equals(name)) {
                return p.value() == null ? "" : p.value();
            }
        }
        return null;
    }

    /** Percent-decoding that refuses what URLDecoder would guess at: bad escapes, invalid UTF-8, control characters. */
    static String decode(String s) {
        byte[] bytes = new byte[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%') {
                int hi = i + 1 < s.length() ? Character.digit(s.charAt(i + 1), 16) : -1;
                int lo = i + 2 < s.length() ? Character.digit(s.charAt(i + 2), 16) : -1;
                if (hi < 0 || lo < 0) {
                    throw new BadRequest("a '%' without two hex digits");
                }
                bytes[n++] = (byte) (hi * 16 + lo);
                i += 2;
            } else if (c == '+') {
                bytes[n++] = ' ';
            } else if (c < 0x20 || c > 0x7e) {
                throw new BadRequest("a character that must be percent-encoded");
            } else {
                bytes[n++] = (byte) c;
            }
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, n)).toString();
        } catch (CharacterCodingException e) {
            throw new BadRequest("a value that is not UTF-8");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
                throw new BadRequest("a control character in a value");
            }
        }
        return text;
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /** A request that cannot be read; answered 400 with the reason. */
    static final class BadRequest extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadRequest(String message) {
            super(message);
        }
    }
}
