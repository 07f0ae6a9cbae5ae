package org.gridpuzzles.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Set;
import java.util.zip.GZIPInputStream;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The one gate every input file passes before it is opened: a regular file (or standard input), and no larger than
 * the input limit when it is read whole. A FIFO, a device or a socket given by name is refused up front, because
 * opening or reading it may block forever (a FIFO without a writer) or never end ({@code /dev/zero}); standard input
 * ({@code /dev/stdin}, and {@code -} where a command takes it) is read as it comes, within the limit.
 */
public final class InputFiles {

    /** The environment variable that sets the limit, in bytes or with a suffix k, m or g (powers of 1024). */
    public static final String LIMIT_VARIABLE = "GRIDPUZZLES_MAX_INPUT";

    /**
     * The most bytes a file read whole can have: about what one Java array holds (a square maze of 2^30 fields, the
     * largest rectangle, is 1.07 GB of JSON).
     */
    public static final long MAX_LIMIT = 2047L << 20;

    /** The names of this process's standard input, which is read even when it is a pipe or a terminal. */
    private static final Set<String> STANDARD_INPUT = Set.of("/dev/stdin", "/dev/fd/0", "/proc/self/fd/0");

    private InputFiles() {
    }

    /** The input limit: {@value #LIMIT_VARIABLE} when set, else {@link #MAX_LIMIT}. */
    public static long maxBytes() {
        String value = System.getenv(LIMIT_VARIABLE);
        return value == null || value.isBlank() ? MAX_LIMIT : parseLimit(value);
    }

    /** A limit as {@value #LIMIT_VARIABLE} gives it: bytes, or a number with k, m or g; 1 to {@link #MAX_LIMIT}. */
    static long parseLimit(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        int shift = v.isEmpty() ? 0 : switch (v.charAt(v.length() - 1)) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            default -> 0;
        };
        String digits = shift == 0 ? v : v.substring(0, v.length() - 1);
        if (!digits.matches("[0-9]{1,12}")) {
            throw new InvalidInputException(LIMIT_VARIABLE + "=" + value
                    + ": not a size (bytes, or a number with k, m or g, e.g. 64m)");
        }
        long n = Long.parseLong(digits);
        if (n < 1 || n > MAX_LIMIT >> shift) {
            throw new InvalidInputException(LIMIT_VARIABLE + "=" + value + ": not between 1 and " + MAX_LIMIT
                    + " bytes (" + (MAX_LIMIT >> 20) + "m)");
        }
        return n << shift;
    }

    /** True for the names of standard input ({@code /dev/stdin} and its aliases). */
    public static boolean isStandardInput(Path file) {
        return STANDARD_INPUT.contains(file.normalize().toString());
    }

    /**
     * Refuses what cannot be read as an input file, without opening it: no such file, a directory, or anything but a
     * regular file (a FIFO, a device, a socket) unless it is standard input.
     */
    public static void requireReadable(Path file) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        }
        if (a.isDirectory()) {
            throw new InvalidInputException(file + ": is a directory");
        }
        if (!a.isRegularFile() && !isStandardInput(file)) {
            throw new InvalidInputException(file + ": not a regular file (a FIFO, device or socket): give a file, or "
                    + "/dev/stdin to read standard input");
        }
    }

    /** Opens an input file after {@link #requireReadable}; a file that cannot be opened is a one-line failure. */
    public static InputStream open(Path file) {
        return open(file, Long.MAX_VALUE);
    }

    /** The same for a file read whole: a regular file larger than {@code maxBytes} is refused before it is opened. */
    public static InputStream open(Path file, long maxBytes) {
        requireReadable(file);
        try {
            if (Files.isRegularFile(file) && Files.size(file) > maxBytes) {
                throw tooLarge(file.toString(), maxBytes);
            }
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        }
    }

    /**
     * The stream itself, or its contents when it is gzip-compressed (told by the format's first two bytes, not the
     * name, so standard input works too): long text files such as certificates ship compressed.
     */
    public static InputStream gunzipped(InputStream in) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
        buffered.mark(2);
        int b0 = buffered.read();
        int b1 = buffered.read();
        buffered.reset();
        return b0 == 0x1f && b1 == 0x8b ? new GZIPInputStream(buffered, 1 << 16) : buffered;
    }

    /** The failure of an input beyond the limit, saying how the limit is set. */
    public static InvalidInputException tooLarge(String name, long maxBytes) {
        return new InvalidInputException(name + ": larger than " + maxBytes + " bytes, the input limit ("
                + LIMIT_VARIABLE + ", at most " + (MAX_LIMIT >> 20) + "m)");
    }
}
