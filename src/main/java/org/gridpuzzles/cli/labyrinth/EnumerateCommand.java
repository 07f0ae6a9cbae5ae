package org.gridpuzzles.cli.labyrinth;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.labyrinth.Enumerator;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.SplitEnumeration;
import org.gridpuzzles.labyrinth.Walkthrough;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code labyrinth enumerate}: every walkthrough in left-first order. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = "Streams every walkthrough, one move string per line, in left-first order "
                + "(left, straight, right relative to the heading; the first heading is down).")
public final class EnumerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LabyrinthOptions board;

    @Mixin
    OutOption out;

    @Option(names = "--limit", paramLabel = "K", description = "Stop after K walkthroughs.")
    long limit = -1;

    @Option(names = "--count-only", description = "Print only the number of walkthroughs.")
    boolean countOnly;

    @Option(names = "--threads", paramLabel = "N", description = "Threads, one per first move at most (default: "
            + "the number of cores).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--format", paramLabel = "FMT", description = "moves (default), ascii, svg, png or json.")
    OutputFormat format = OutputFormat.MOVES;

    @Override
    public Integer call() throws IOException {
        if (threads < 1) {
            throw new InvalidInputException("--threads " + threads + " is not a positive number");
        }
        Labyrinth lab = board.labyrinth();
        PrintWriter stdout = spec.commandLine().getOut();
        SplitEnumeration split = new SplitEnumeration(lab, threads);
        if (!countOnly && lab.impossibleReason() != null) {
            board.solvable();
        }
        if (countOnly) {
            long n = split.run(limit, null);
            out.text(n + "\n", stdout);
            return Errors.OK;
        }
        if (format == OutputFormat.MOVES && out.path() == null) {
            // standard output is used directly for speed; the picocli writer is flushed first
            stdout.flush();
            Lines lines = new Lines(new FileOutputStream(FileDescriptor.out));
            // a reader that stops early (| head) closes the pipe: then the enumeration simply stops
            lines.stopOnError = true;
            try {
                split.run(limit, lines::write);
            } finally {
                lines.flush();
            }
            return Errors.OK;
        }
        if (format == OutputFormat.MOVES) {
            // streamed into the temporary file, which replaces the target only when every line is written
            AtomicFile.write(out.path(), o -> {
                Lines lines = new Lines(o);
                split.run(limit, lines::write);
                lines.flush();
            });
            return Errors.OK;
        }
        if (format == OutputFormat.JSON) {
            StringBuilder sb = new StringBuilder("{\"rows\":" + lab.grid().rows() + ",\"cols\":" + lab.grid().cols()
                    + ",\"walkthroughs\":[");
            long n = split.run(limit, (m, len) -> {
                sb.append(sb.charAt(sb.length() - 1) == '[' ? "" : ",").append('"').append(m, 0, len).append('"');
                return true;
            });
            sb.append("],\"count\":").append(n).append("}\n");
            out.text(sb.toString(), stdout);
            return Errors.OK;
        }
        // pictures: one picture per walkthrough, one after another (ASCII), or the first only for svg/png
        StringBuilder sb = new StringBuilder();
        long[] shown = {0};
        Format pf = format.picture();
        new Enumerator(lab).run(pf == Format.ASCII ? limit : 1, (m, len) -> {
            String moves = new String(m, 0, len);
            int[] fields = Walkthrough.fields(lab.grid(), lab.start(), moves);
            if (pf == Format.ASCII) {
                sb.append(org.gridpuzzles.render.AsciiRenderer.render(Pictures.line(lab, fields, moves)));
                sb.append("\n");
            } else {
                out.picture(Pictures.line(lab, fields, moves), pf, stdout);
            }
            shown[0]++;
            return true;
        });
        if (pf == Format.ASCII) {
            out.text(sb.toString(), stdout);
        }
        return Errors.OK;
    }

    /** Move strings written as ASCII lines through a buffer of its own (one unsynchronised copy per line). */
    private static final class Lines {
        private final OutputStream out;
        private final byte[] buffer = new byte[1 << 16];
        private int used;
        boolean stopOnError;
        private boolean closed;

        Lines(OutputStream out) {
            this.out = out;
        }

        boolean write(char[] moves, int length) {
            if (closed) {
                return false;
            }
            try {
                if (used + length + 1 > buffer.length) {
                    flush();
                }
                if (length + 1 > buffer.length) {
                    for (int i = 0; i < length; i++) {
                        out.write(moves[i]);
                    }
                    out.write('\n');
                    return true;
                }
                for (int i = 0; i < length; i++) {
                    buffer[used++] = (byte) moves[i];
                }
                buffer[used++] = '\n';
                return !closed;
            } catch (IOException e) {
                return failed(e);
            }
        }

        private boolean failed(IOException e) {
            if (!stopOnError) {
                throw new UncheckedIOException(e);
            }
            closed = true;
            used = 0;
            return false;
        }

        void flush() {
            if (closed) {
                return;
            }
            try {
                out.write(buffer, 0, used);
                used = 0;
                out.flush();
            } catch (IOException e) {
                failed(e);
            }
        }
    }
}
