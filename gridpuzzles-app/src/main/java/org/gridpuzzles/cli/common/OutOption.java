package org.gridpuzzles.cli.common;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --out FILE}: where the result goes (standard output without it); files are written atomically. The path is
 * checked when the option is read, before any work.
 */
public final class OutOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    Path out;
    private java.io.StringWriter buffer;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Write to FILE (atomically) instead of "
            + "standard output.")
    void setOut(Path path) {
        try {
            AtomicFile.requireWritable(path);
        } catch (InvalidInputException e) {
            throw new ParameterException(mixee.commandLine(), e.getMessage());
        }
        out = path;
    }

    public Path path() {
        return out;
    }

    /** Writes text to the file, or to {@code stdout}. */
    public void text(String text, PrintWriter stdout) {
        if (out == null) {
            stdout.print(text);
            stdout.flush();
        } else {
            AtomicFile.writeString(out, text);
        }
    }

    /**
     * The writer for a command's text, line by line: standard output itself, or with --out a buffer that
     * {@link #commit} writes to the file at once (whole or not at all).
     */
    public PrintWriter buffer(PrintWriter stdout) {
        if (out == null) {
            return stdout;
        }
        buffer = new java.io.StringWriter();
        return new PrintWriter(buffer);
    }

    /** Writes what went to {@link #buffer} to the file (nothing without --out). */
    public void commit() {
        if (buffer != null) {
            AtomicFile.writeString(out, buffer.toString());
            buffer = null;
        }
    }

    /** Writes a picture to the file, or to standard output (PNG only when that is not a terminal). */
    public void picture(Picture picture, Format format, PrintWriter stdout) {
        if (out != null) {
            Renderer.write(picture, format, out);
            return;
        }
        if (format == Format.PNG && System.console() != null) {
            throw new InvalidInputException("a PNG picture needs --out FILE (or a pipe)");
        }
        stdout.flush();
        if (format == Format.PNG) {
            try {
                Renderer.write(picture, format, System.out);
            } catch (IOException e) {
                throw AtomicFile.cannotWrite("standard output", e);
            }
        } else {
            Renderer.writeText(picture, format, stdout);
            stdout.flush();
        }
    }
}
