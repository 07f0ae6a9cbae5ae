package org.gridpuzzles.io;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A file that a later run trusts (a checkpoint, states kept on disk), sealed so that it cannot lie. A binary file is
 * a header (magic {@code GPSEALED}, format version, the file's kind, the fingerprint of the request that made it, and
 * a CRC32C of the header), the content, then a trailer (the content's length and a CRC32C over everything before it).
 * A text file ends with a line {@code crc32c XXXXXXXX} over the lines before it, and stays readable.
 *
 * <p>A reader checks the header and the trailer when it opens the file, and the checksum once the content has been
 * read, before anything read is trusted. A file that fails is refused in one line that names it and what to do
 * ({@link InvalidInputException}, exit 2); a damaged file and one written by an older version (without a seal) are
 * told apart from a file made for another request only by their header's own checksum.
 */
public final class SealedFile {

    private static final byte[] MAGIC = "GPSEALED".getBytes(StandardCharsets.US_ASCII);
    /** The format written; a file of another version is refused. */
    public static final int VERSION = 1;
    /** Magic, version, kind, fingerprint, the header's CRC32C. */
    static final int HEADER = 8 + 4 + 8 + 8 + 4;
    /** The content's length and the CRC32C of everything before it. */
    static final int TRAILER = 8 + 4;
    private static final String TEXT_SEAL = "crc32c ";

    private SealedFile() {
    }

    /**
     * What a sealed file is: {@code tag} (up to 8 ASCII characters) tells kinds apart in the header; {@code role}
     * names the file in messages ("checkpoint"); {@code foreign} ends the message for a file of another request
     * ("belongs to another count: use another folder").
     */
    public record Kind(String tag, String role, String foreign) {
        public Kind {
            if (tag.length() > 8 || !StandardCharsets.US_ASCII.newEncoder().canEncode(tag)) {
                throw new IllegalArgumentException("tag " + tag);
            }
        }

        long tagBits() {
            long bits = 0;
            for (int i = 0; i < 8; i++) {
                bits = bits << 8 | (i < tag.length() ? tag.charAt(i) : ' ');
            }
            return bits;
        }

        /** The refusal of {@code file}: damaged or of an older version ({@code why} in a few words). */
        public InvalidInputException damaged(Path file, String why) {
            Path dir = file.toAbsolutePath().getParent();
            Path shown = file.getParent() != null ? file.getParent() : dir;
            return new InvalidInputException(role + " " + file + " was written by an older version or is damaged ("
                    + why + "): delete " + shown + " or use another folder");
        }
    }

    /** Reads the content of a sealed file. */
    @FunctionalInterface
    public interface Content<T> {
        T readFrom(DataInputStream in) throws IOException;
    }

    /** Writes a sealed file completely or not at all (see {@link AtomicFile}): header, {@code body}'s bytes, trailer. */
    public static void write(Path target, Kind kind, long fingerprint, AtomicFile.Body body) {
        AtomicFile.write(target, raw -> {
            Out out = new Out(Channels.newChannel(raw), kind, fingerprint);
            OutputStream content = new BufferedOutputStream(Channels.newOutputStream(out), 1 << 16);
            body.writeTo(content);
            content.flush();
            out.finish();
        });
    }

    /**
     * The content of sealed file {@code file} as {@code content} reads it, returned only when the whole content was
     * read and its checksum matches. A content read that ends early, or stops before the end, refuses the file.
     */
    public static <T> T read(Path file, Kind kind, long fingerprint, Content<T> content) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            In in = In.open(ch, file, kind, fingerprint);
            // a large buffer for large files (states read back), a small one for small files
            int buffer = (int) Math.max(1 << 12, Math.min(1 << 20, in.left()));
            DataInputStream data = new DataInputStream(new BufferedInputStream(Channels.newInputStream(in), buffer));
            T value;
            try {
                value = content.readFrom(data);
            } catch (EOFException e) {
                throw kind.damaged(file, "it ends early");
            } catch (RuntimeException e) {
                // what was read is not yet checked: a damaged file is named so, whatever its content broke
                in.skipRest();
                in.finish();
                throw e instanceof InvalidInputException iie ? iie : kind.damaged(file, String.valueOf(e));
            }
            // bytes the buffer read ahead are content too: every byte is read, else the file is longer than it says
            if (data.read() >= 0) {
                throw kind.damaged(file, "more content than it holds");
            }
            in.finish();
            return value;
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(kind.role() + " " + file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + kind.role() + " " + file + ": " + AtomicFile.reason(e), e);
        }
    }

    private static ByteBuffer header(Kind kind, long fingerprint) {
        ByteBuffer h = ByteBuffer.allocate(HEADER);
        h.put(MAGIC).putInt(VERSION).putLong(kind.tagBits()).putLong(fingerprint);
        CRC32C crc = new CRC32C();
        crc.update(h.array(), 0, HEADER - 4);
        h.putInt((int) crc.getValue());
        return h.flip();
    }

    /**
     * The writing side: the header at once, then content as it comes, then {@link #finish} writes the trailer. The
     * channel underneath is not closed.
     */
    public static final class Out implements WritableByteChannel {
        private final WritableByteChannel ch;
        private final CRC32C crc = new CRC32C();
        private long length;

        public Out(WritableByteChannel ch, Kind kind, long fingerprint) throws IOException {
            this.ch = ch;
            ByteBuffer h = header(kind, fingerprint);
            crc.update(h.duplicate());
            writeFully(h);
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            int n = src.remaining();
            crc.update(src.duplicate());
            length += n;
            writeFully(src);
            return n;
        }

        private void writeFully(ByteBuffer b) throws IOException {
            while (b.hasRemaining()) {
                ch.write(b);
            }
        }

        /** Writes the trailer: the content's length and the checksum of all before it. */
        public void finish() throws IOException {
            ByteBuffer t = ByteBuffer.allocate(TRAILER).putLong(length);
            crc.update(t.array(), 0, 8);
            t.putInt((int) crc.getValue());
            writeFully(t.flip());
        }

        @Override
        public boolean isOpen() {
            return ch.isOpen();
        }

        @Override
        public void close() {
            // the caller closes the channel underneath
        }
    }

    /**
     * The reading side: {@link #open} checks header and trailer; {@link #read} gives the content and no more;
     * {@link #finish} checks that all of it was read and that its checksum matches. The channel is not closed.
     */
    public static final class In implements ReadableByteChannel {
        private final FileChannel ch;
        private final Path file;
        private final Kind kind;
        private final CRC32C crc = new CRC32C();
        private final long length;
        private final int sum;
        private long left;

        private In(FileChannel ch, Path file, Kind kind, ByteBuffer header, long length, int sum) {
            this.ch = ch;
            this.file = file;
            this.kind = kind;
            this.length = length;
            this.sum = sum;
            this.left = length;
            crc.update(header);
        }

        /** Opens sealed file {@code file} on {@code ch}: refused unless its seal is of {@code kind} and request. */
        public static In open(FileChannel ch, Path file, Kind kind, long fingerprint) throws IOException {
            long size = ch.size();
            ByteBuffer h = readAt(ch, 0, (int) Math.min(HEADER, size));
            byte[] magic = new byte[Math.min(MAGIC.length, h.remaining())];
            h.get(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw kind.damaged(file, size == 0 ? "it is empty" : "it has no seal");
            }
            if (size < HEADER + TRAILER) {
                throw kind.damaged(file, "it ends early");
            }
            CRC32C headerCrc = new CRC32C();
            headerCrc.update(h.array(), 0, HEADER - 4);
            int version = h.getInt();
            long tag = h.getLong();
            long print = h.getLong();
            if (h.getInt() != (int) headerCrc.getValue()) {
                throw kind.damaged(file, "its header's checksum does not match");
            }
            if (version != VERSION) {
                throw kind.damaged(file, "format version " + version + ", this version reads " + VERSION);
            }
            if (tag != kind.tagBits()) {
                throw kind.damaged(file, "it is another kind of file");
            }
            if (print != fingerprint) {
                throw new InvalidInputException(kind.role() + " " + file + " " + kind.foreign());
            }
            ByteBuffer t = readAt(ch, size - TRAILER, TRAILER);
            long length = t.getLong();
            int sum = t.getInt();
            if (length != size - HEADER - TRAILER) {
                throw kind.damaged(file, "it holds " + (size - HEADER - TRAILER) + " bytes of content, not "
                        + length);
            }
            ch.position(HEADER);
            return new In(ch, file, kind, h.flip(), length, sum);
        }

        private static ByteBuffer readAt(FileChannel ch, long at, int n) throws IOException {
            ByteBuffer b = ByteBuffer.allocate(n);
            while (b.hasRemaining()) {
                if (ch.read(b, at + b.position()) < 0) {
                    break;
                }
            }
            return b.flip();
        }

        /** The bytes of content left to read. */
        public long left() {
            return left;
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            if (left == 0) {
                return -1;
            }
            int pos = dst.position();
            int limit = dst.limit();
            if (dst.remaining() > left) {
                dst.limit(pos + (int) left);
            }
            int n;
            try {
                n = ch.read(dst);
            } finally {
                dst.limit(limit);
            }
            if (n < 0) {
                throw kind.damaged(file, "it was cut short while it was read");
            }
            ByteBuffer got = dst.duplicate();
            got.limit(pos + n).position(pos);
            crc.update(got);
            left -= n;
            return n;
        }

        /** Reads the rest of the content, unused (its checksum is then known). */
        void skipRest() throws IOException {
            ByteBuffer b = ByteBuffer.allocate(1 << 16);
            while (read(b) >= 0) {
                b.clear();
            }
        }

        /** Checks that the whole content was read and matches its checksum: only then is what was read trusted. */
        public void finish() {
            if (left != 0) {
                throw kind.damaged(file, "more content than it holds");
            }
            ByteBuffer t = ByteBuffer.allocate(8).putLong(length);
            crc.update(t.array(), 0, 8);
            if ((int) crc.getValue() != sum) {
                throw kind.damaged(file, "its checksum does not match");
            }
        }

        @Override
        public boolean isOpen() {
            return ch.isOpen();
        }

        @Override
        public void close() {
            // the caller closes the channel underneath
        }
    }

    /** {@code text} (whole lines) with its seal: a last line {@code crc32c XXXXXXXX} over the bytes before it. */
    public static String sealText(String text) {
        if (!text.isEmpty() && !text.endsWith("\n")) {
            throw new IllegalArgumentException("text ends without a line break");
        }
        CRC32C crc = new CRC32C();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return text + TEXT_SEAL + String.format("%08x", crc.getValue()) + "\n";
    }

    /**
     * The text of sealed text file {@code file} without its seal; refused unless the last line is the seal and its
     * checksum matches the lines before it (and they are UTF-8), and when larger than {@code maxBytes}.
     */
    public static String readText(Path file, Kind kind, long maxBytes) {
        byte[] bytes;
        try {
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                // a FIFO or a device would be read without end
                throw kind.damaged(file, "not a regular file");
            }
            if (Files.size(file) > maxBytes) {
                throw kind.damaged(file, "larger than " + maxBytes + " bytes");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        }
        int end = bytes.length;
        int sealLength = TEXT_SEAL.length() + 8 + 1;
        int start = end - sealLength;
        if (start < 0 || bytes[end - 1] != '\n' || (start > 0 && bytes[start - 1] != '\n')) {
            throw kind.damaged(file, "no checksum line at its end");
        }
        String seal = new String(bytes, start, sealLength - 1, StandardCharsets.US_ASCII);
        if (!seal.startsWith(TEXT_SEAL) || !seal.substring(TEXT_SEAL.length()).matches("[0-9a-f]{8}")) {
            throw kind.damaged(file, "no checksum line at its end");
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, start);
        if (!seal.equals(TEXT_SEAL + String.format("%08x", crc.getValue()))) {
            throw kind.damaged(file, "its checksum does not match");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, start))
                    .toString();
        } catch (CharacterCodingException e) {
            throw kind.damaged(file, "not UTF-8 text");
        }
    }
}
