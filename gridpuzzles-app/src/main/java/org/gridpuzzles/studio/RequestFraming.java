package org.gridpuzzles.studio;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Where one HTTP/1.1 request ends on a connection, for {@link FrontDoor}: its head up to the empty line, then its body
 * by Content-Length or by chunks. Only as much as relaying needs: what does not follow the framing is left to the
 * server behind.
 */
final class RequestFraming {

    /** A request head longer than this is relayed unread: the server behind refuses it. */
    static final int MAX_HEAD = 64 * 1024;
    static final int BUFFER = 16 * 1024;

    private RequestFraming() {
    }

    /**
     * A request's head up to and with its empty line; null at the end of the stream before a byte of it. A head
     * longer than {@link #MAX_HEAD} is given as far as it was read.
     */
    static byte[] head(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream(512);
        int lineLength = 0;
        int previous = -1;
        int b;
        while ((b = in.read()) >= 0) {
            head.write(b);
            if (b == '\n') {
                // an empty line (CRLF or LF alone) ends the head; one before the request line does not
                boolean empty = lineLength == 0 || (lineLength == 1 && previous == '\r');
                if (empty && head.size() > lineLength + 1) {
                    return head.toByteArray();
                }
                lineLength = 0;
            } else {
                lineLength++;
            }
            previous = b;
            if (head.size() > MAX_HEAD) {
                return head.toByteArray();
            }
        }
        return head.size() == 0 ? null : head.toByteArray();
    }

    static String firstLine(byte[] head) {
        String text = new String(head, StandardCharsets.ISO_8859_1).stripLeading();
        int end = text.indexOf('\n');
        return (end < 0 ? text : text.substring(0, end)).strip();
    }

    /**
     * Relays the body a head announces: Content-Length bytes, or chunks up to the last one and its trailer. False when
     * the framing cannot be followed (the rest of the connection is then relayed as it is).
     */
    static boolean body(InputStream in, OutputStream out, byte[] head) throws IOException {
        String length = null;
        boolean chunked = false;
        for (String line : new String(head, StandardCharsets.ISO_8859_1).split("\r?\n")) {
            int colon = line.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).trim();
            if (name.equals("transfer-encoding")) {
                chunked |= value.toLowerCase(Locale.ROOT).contains("chunked");
            } else if (name.equals("content-length")) {
                if (length != null && !length.equals(value)) {
                    return false;
                }
                length = value;
            }
        }
        if (chunked) {
            while (true) {
                byte[] sizeLine = line(in);
                if (sizeLine == null) {
                    return false;
                }
                out.write(sizeLine);
                String hex = new String(sizeLine, StandardCharsets.ISO_8859_1).trim();
                int semicolon = hex.indexOf(';');
                long size;
                try {
                    size = Long.parseLong(semicolon < 0 ? hex : hex.substring(0, semicolon).trim(), 16);
                } catch (NumberFormatException e) {
                    return false;
                }
                if (size < 0) {
                    return false;
                }
                if (size == 0) {
                    // the trailer, up to its empty line
                    while (true) {
                        byte[] trailer = line(in);
                        if (trailer == null) {
                            return false;
                        }
                        out.write(trailer);
                        if (new String(trailer, StandardCharsets.ISO_8859_1).isBlank()) {
                            return true;
                        }
                    }
                }
                if (!copy(in, out, size)) {
                    return false;
                }
                byte[] end = line(in);
                if (end == null) {
                    return false;
                }
                out.write(end);
            }
        }
        if (length == null) {
            return true;
        }
        try {
            long n = Long.parseLong(length);
            return n >= 0 && copy(in, out, n);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** One line with its end, at most 4 KB; null at the end of the stream or beyond. */
    private static byte[] line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(16);
        int b;
        while ((b = in.read()) >= 0) {
            line.write(b);
            if (b == '\n') {
                return line.toByteArray();
            }
            if (line.size() > 4096) {
                return null;
            }
        }
        return null;
    }

    private static boolean copy(InputStream in, OutputStream out, long n) throws IOException {
        byte[] buffer = new byte[(int) Math.min(BUFFER, Math.max(1, n))];
        long left = n;
        while (left > 0) {
            int r = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (r < 0) {
                return false;
            }
            out.write(buffer, 0, r);
            left -= r;
        }
        return true;
    }

    static void copyAll(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[BUFFER];
        int r;
        while ((r = in.read(buffer)) >= 0) {
            out.write(buffer, 0, r);
        }
    }

}
