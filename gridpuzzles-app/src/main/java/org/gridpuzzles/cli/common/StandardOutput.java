package org.gridpuzzles.cli.common;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

import org.gridpuzzles.io.AtomicFile;

/**
 * Standard output that remembers why a write failed. {@code System.out} and the command's writer keep only that one
 * did, so a full disk under {@code > file} ended with exit 0; with this the command line ends with the same line
 * as for {@code --out FILE}: "cannot write standard output: no space left on device", exit 2.
 */
public final class StandardOutput extends FilterOutputStream {

    private static volatile StandardOutput installed;

    private volatile IOException failure;

    private StandardOutput(OutputStream out) {
        super(out);
    }

    /** Makes {@code System.out} write to file descriptor 1 through a recorder; call before any output. */
    public static void install() {
        install(new FileOutputStream(FileDescriptor.out));
    }

    /** Makes {@code System.out} write to {@code target} through a recorder (tests give a device of their own). */
    public static void install(OutputStream target) {
        StandardOutput recorder = new StandardOutput(target);
        installed = recorder;
        System.setOut(new PrintStream(new BufferedOutputStream(recorder, 1 << 13), true, charset()));
    }

    /** Forgets the recorder (the caller restores its own {@code System.out}). */
    public static void uninstall() {
        installed = null;
    }

    /** The last failure so far (null for none), to be given to {@link #check} after a command. */
    public static Object mark() {
        StandardOutput recorder = installed;
        return recorder == null ? null : recorder.failure;
    }

    /**
     * After a command: flushes its output and, when a write to standard output failed since {@code mark} for another
     * reason than a reader that went away ({@code | head}), tells why in one line naming the command; returns the
     * exit code, 2 then. (The studio runs many commands in one process: one's failure is not the next one's.)
     */
    public static int check(Object mark, int code, java.io.PrintWriter out, java.io.PrintWriter err,
            String command) {
        out.flush();
        System.out.flush();
        StandardOutput recorder = installed;
        IOException e = recorder == null ? null : recorder.failure;
        // a command that failed otherwise has said so in its own line already
        if (e == null || e == mark || (code != Errors.OK && code != Errors.NO)
                || AtomicFile.reason(e).equals("broken pipe")) {
            return code;
        }
        err.println(command + ": " + AtomicFile.cannotWrite("standard output", e).getMessage());
        err.flush();
        return Errors.BAD_INPUT;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw remember(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw remember(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw remember(e);
        }
    }

    private IOException remember(IOException e) {
        failure = e;
        return e;
    }

    private static Charset charset() {
        String name = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
        try {
            return name == null ? Charset.defaultCharset() : Charset.forName(name);
        } catch (IllegalArgumentException e) {
            return Charset.defaultCharset();
        }
    }
}
