package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** Where a request ends on a connection: its head, then its body by length or by chunks. */
class RequestFramingTest {

    @Test
    void headsAndBodiesAreFollowedByTheirFraming() throws Exception {
        byte[] text = ("\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\nrest").getBytes(StandardCharsets.ISO_8859_1);
        InputStream in = new ByteArrayInputStream(text);
        byte[] head = RequestFraming.head(in);
        assertEquals("\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n", new String(head, StandardCharsets.ISO_8859_1));
        assertEquals("rest", new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
        assertNull(RequestFraming.head(new ByteArrayInputStream(new byte[0])));
        // Content-Length: exactly that many bytes
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream body = new ByteArrayInputStream("abcdef".getBytes(StandardCharsets.ISO_8859_1));
        assertTrue(RequestFraming.body(body, out, "POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\n".getBytes(
                StandardCharsets.ISO_8859_1)));
        assertArrayEquals("abcd".getBytes(StandardCharsets.ISO_8859_1), out.toByteArray());
        // chunks up to the last and its trailer
        out.reset();
        String chunks = "3;x=y\r\nabc\r\n0\r\nT: 1\r\n\r\nnext";
        InputStream chunked = new ByteArrayInputStream(chunks.getBytes(StandardCharsets.ISO_8859_1));
        assertTrue(RequestFraming.body(chunked, out, "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".getBytes(
                StandardCharsets.ISO_8859_1)));
        assertEquals(chunks.substring(0, chunks.length() - 4), out.toString(StandardCharsets.ISO_8859_1));
        // framing that cannot be followed
        assertFalse(RequestFraming.body(new ByteArrayInputStream("zz\r\n".getBytes(StandardCharsets.ISO_8859_1)),
                new ByteArrayOutputStream(), "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".getBytes(
                        StandardCharsets.ISO_8859_1)));
        assertFalse(RequestFraming.body(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n".getBytes(
                        StandardCharsets.ISO_8859_1)));
    }
}
