package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.io.Fifos;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What every command does with inputs that are not what they seem: FIFOs, devices, trailing content, ESC. */
class InputsCliTest {

    /** The commands that read a file, with {@code F} standing for it. */
    private static List<String[]> readers(Path dir) throws IOException {
        Path instance = dir.resolve("instance.asp");
        Files.writeString(instance, "field(1,1). max_steps(1). init_on(1,1). goal_on(1,1).\n");
        String i = instance.toString();
        return List.of(
                new String[] {"maze", "check", "F"},
                new String[] {"maze", "solve", "--maze", "F"},
                new String[] {"maze", "generate", "--mask", "F"},
                new String[] {"knight", "check", "F", "--size", "5"},
                new String[] {"knight", "check", "F"},
                new String[] {"squares", "check", "F"},
                new String[] {"squares", "check-proof", "F"},
                new String[] {"push", "check", "F"},
                new String[] {"push", "check", i, "F"},
                new String[] {"push", "show", i, "--solution", "F"},
                new String[] {"push", "solve", "F"});
    }

    private static String[] with(String[] args, String file) {
        String[] a = args.clone();
        for (int k = 0; k < a.length; k++) {
            if (a[k].equals("F")) {
                a[k] = file;
            }
        }
        return a;
    }

    @Test
    void aFifoIsRefusedByEveryReaderInsteadOfWaitingForAWriter(@TempDir Path dir) throws Exception {
        Path fifo = Fifos.make(dir);
        List<String> failures = new ArrayList<>();
        try {
            for (String[] reader : readers(dir)) {
                String[] args = with(reader, fifo.toString());
                // a reader that opens the FIFO blocks for ever: the timeout turns that into a failure
                CommandRun r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CommandRun.run(args),
                        () -> String.join(" ", args) + " waits on the FIFO");
                if (r.code() != 2 || !r.err().contains(fifo + ": not a regular file")
                        || r.err().lines().count() != 1) {
                    failures.add(String.join(" ", args) + " -> " + r.code() + " " + r.err());
                }
            }
        } finally {
            unblock(fifo);
        }
        assertEquals(List.of(), failures);
    }

    /** A writer that opens and closes the FIFO, so that a reader left waiting on it ends. */
    private static void unblock(Path fifo) throws InterruptedException, IOException {
        Process p = new ProcessBuilder("sh", "-c", ": > \"$0\"", fifo.toString()).start();
        if (!p.waitFor(1, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
    }

    @Test
    void aDeviceIsRefusedAtOnce(@TempDir Path dir) throws Exception {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        for (String[] reader : readers(dir)) {
            String[] args = with(reader, zero.toString());
            CommandRun r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CommandRun.run(args),
                    () -> String.join(" ", args) + " reads /dev/zero");
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains("/dev/zero: not a regular file"), r.err());
        }
    }

    @Test
    void contentAfterTheJsonValueIsRefusedByEveryJsonReader(@TempDir Path dir) throws IOException {
        CommandRun hex = CommandRun.run("maze", "generate", "--grid", "hex", "--size", "3", "--format", "json");
        assertEquals(0, hex.code(), hex.err());
        String[][] cases = {
            {"{\"rows\":1,\"cols\":1,\"openings\":[\"0\"]}", "maze", "check"},
            {"{\"rows\":1,\"cols\":1,\"openings\":[\"0\"]}", "maze", "solve", "--maze"},
            {hex.out().strip(), "maze", "check"},
            {hex.out().strip(), "maze", "path", "--maze"},
            {"{\"rows\":1,\"cols\":1,\"squares\":[[1,1]]}", "knight", "check"},
            {"{\"board\":[\"xo\",\"ox\"]}", "squares", "check"},
        };
        for (String[] c : cases) {
            Path ok = dir.resolve("ok.json");
            Files.writeString(ok, c[0] + "\n");
            String[] args = new String[c.length];
            System.arraycopy(c, 1, args, 0, c.length - 1);
            args[c.length - 1] = ok.toString();
            if (!c[c.length - 1].equals("--maze")) {
                CommandRun valid = CommandRun.run(args);
                assertEquals(0, valid.code(), String.join(" ", args) + ": " + valid.err());
            }
            for (String tail : new String[] {"garbage", "{}", "\n[1]", "0"}) {
                Path bad = dir.resolve("bad.json");
                Files.writeString(bad, c[0] + tail);
                args[c.length - 1] = bad.toString();
                CommandRun r = CommandRun.run(args);
                assertEquals(2, r.code(), String.join(" ", args) + " with " + tail + ": " + r.out() + r.err());
                assertTrue(r.err().matches("(?s)[^\n]*" + java.util.regex.Pattern.quote(bad.toString())
                        + ":[12](:\\d+)?: [^\n]*\n"), r.err());
            }
        }
    }

    @Test
    void controlCharactersQuotedFromTheInputReachTheTerminalEscaped(@TempDir Path dir) throws IOException {
        Path board = dir.resolve("b.txt");
        Files.write(board, "x\u001b[2J\u000bo\n".getBytes(StandardCharsets.UTF_8));
        CommandRun r = CommandRun.run("squares", "check", board.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("\\u001b"), r.err());
        assertFalse(r.err().strip().chars().anyMatch(Character::isISOControl), r.err());
        Path named = dir.resolve("a\u001b]0;title\u0007.json");
        CommandRun missing = CommandRun.run("maze", "check", named.toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("a\\u001b]0;title\\u0007.json: no such file"), missing.err());
    }

    /** A PNG whose header claims {@code side x side} pixels of one bit, with no pixel data. */
    private static byte[] claimedPng(int side) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        java.nio.ByteBuffer header = java.nio.ByteBuffer.allocate(13).putInt(side).putInt(side).put((byte) 1);
        chunk(out, "IHDR", header.array());
        java.util.zip.Deflater d = new java.util.zip.Deflater();
        d.finish();
        byte[] empty = new byte[64];
        chunk(out, "IDAT", java.util.Arrays.copyOf(empty, d.deflate(empty)));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(type.getBytes(StandardCharsets.US_ASCII));
        crc.update(data);
        out.write(java.nio.ByteBuffer.allocate(4).putInt(data.length).array());
        out.write(type.getBytes(StandardCharsets.US_ASCII));
        out.write(data);
        out.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    @Test
    void aPngMaskIsSizedFromItsHeaderBeforeItIsDecoded(@TempDir Path dir) throws IOException {
        // 82 bytes that claim 400 million pixels: refused from the header, not decoded for minutes
        Path mask = dir.resolve("huge.png");
        Files.write(mask, claimedPng(20_000));
        CommandRun r = CommandRun.run("maze", "generate", "--mask", mask.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(mask + ": a picture of 20000 x 20000 pixels, more fields than"), r.err());
    }

    @Test
    void aFilePipedIntoDevStdinIsReadOnce() throws Exception {
        // /dev/stdin as a pipe can be read only once: neither the sniffing of a format nor a second look may need it
        CommandRun tour = CommandRun.run("knight", "tour", "--size", "5", "--format", "moves");
        CommandRun json = CommandRun.run("maze", "generate", "--size", "3", "--seed", "1", "--format", "json");
        CommandRun ascii = CommandRun.run("maze", "generate", "--size", "3", "--seed", "1");
        String[][] cases = {
            {tour.out(), "valid: open tour on 5 x 5", "knight", "check", "/dev/stdin", "--size", "5"},
            {"\n {\"rows\":1,\"cols\":1,\"squares\":[[1,1]]}\n", "valid: open tour on 1 x 1", "knight", "check",
                "/dev/stdin"},
            {json.out(), "{\"grid\":\"rect\",\"cells\":9,\"rows\":3,\"cols\":3,",
                "maze", "solve", "--maze", "/dev/stdin", "--format", "json"},
            {ascii.out(), "{\"grid\":\"rect\",\"cells\":9,\"rows\":3,\"cols\":3,",
                "maze", "solve", "--maze", "/dev/stdin", "--format", "json"},
        };
        for (String[] c : cases) {
            List<String> args = List.of(c).subList(2, c.length);
            Process p = new ProcessBuilder(ChildJvm.command("256m", args)).redirectErrorStream(true).start();
            try {
                try (var in = p.getOutputStream()) {
                    in.write(c[0].getBytes(StandardCharsets.UTF_8));
                }
                assertTrue(p.waitFor(60, TimeUnit.SECONDS), args + " did not end");
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertEquals(0, p.exitValue(), args + ": " + out);
                assertTrue(out.startsWith(c[1]), args + ": " + out);
            } finally {
                p.destroyForcibly();
            }
        }
    }
}
