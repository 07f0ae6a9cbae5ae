package org.gridpuzzles.push;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Fingerprint;
import org.gridpuzzles.io.Folders;
import org.gridpuzzles.io.SealedFile;

/**
 * What the optimal search has proved so far, kept in a folder so that a run stopped by a time limit or Ctrl-C goes on
 * where it stopped: the depths refuted (every push sequence up to that length searched without a solution), the first
 * pushes of the next depth whose subtrees are refuted, and the shortest solution found. All of it stays true whatever
 * max_steps is, so a run may be resumed with another one. The file names its instance by a fingerprint of the board,
 * the avatar and the goal and is never used for another; it ends with a CRC32C of the lines before it, so a damaged
 * or edited file is refused, never used (see {@link SealedFile}); a solution it holds is checked again when it is read.
 *
 * <p>The file, {@value #FILE}, is text:
 * <pre>
 * # gridpuzzles push solve --optimal: the search so far
 * instance 5d0c4e2a91b7f3c8 (N = 22)
 * refuted 6
 * first-pushes-refuted 1e 2e 17w 3n
 * best push(1,w,1). push(2,n,2).
 * crc32c 0f3a9b12
 * </pre>
 *
 * <p>A write that fails (a full disk) does not stop the search, whose answer stays true: the failure is kept in
 * {@link #unsaved} until a later write succeeds, for the caller to say.
 */
final class OptimalCheckpoint {

    static final String FILE = "optimal.txt";
    private static final SealedFile.Kind KIND = new SealedFile.Kind("optimal", "checkpoint",
            "is for another instance: give another folder");
    /** Far beyond a real file (a few kilobytes): a larger one is not a checkpoint. */
    private static final long MAX_BYTES = 1 << 24;
    private static final String HEAD = "# gridpuzzles push solve --optimal: the search so far";
    /** A write at most this often while first pushes are refuted (each write is one small file, renamed). */
    private static final long WRITE_EVERY_NANOS = 2_000_000_000L;

    private final Path file;
    private final PushPuzzle puzzle;
    private final String instance;
    private int refuted;
    /** Bit p: first push p of {@link Push#all} refuted at depth {@code refuted + 1}. */
    private final long[] firstRefuted;
    private List<Push> best;
    private long lastWrite;
    private boolean dirty;
    /** Told each first push recorded: how tests stop a search at a chosen point. */
    private IntConsumer onRecord = p -> { };
    /** Why the last write failed (null: the file holds all that is known). */
    private String unsaved;
    /** Writes the file: {@link AtomicFile#writeString} but where tests make the disk fail. */
    private Writer writer = AtomicFile::writeString;

    /** How the checkpoint's text gets to its file. */
    @FunctionalInterface
    interface Writer {
        void write(Path file, String text);
    }

    private OptimalCheckpoint(Path dir, PushPuzzle puzzle) {
        this.file = dir.resolve(FILE);
        this.puzzle = puzzle;
        this.instance = fingerprint(puzzle);
        this.firstRefuted = new long[(4 * puzzle.n() + 63) >>> 6];
    }

    /** The folder's checkpoint for {@code puzzle}: read when there is one, else empty (the folder is made). */
    static OptimalCheckpoint open(Path dir, PushPuzzle puzzle) {
        Folders.requireWritable(dir, "checkpoint");
        OptimalCheckpoint c = new OptimalCheckpoint(dir, puzzle);
        if (Files.exists(c.file)) {
            c.read(SealedFile.readText(c.file, KIND, MAX_BYTES));
        }
        return c;
    }

    OptimalCheckpoint onRecord(IntConsumer listener) {
        this.onRecord = listener;
        return this;
    }

    OptimalCheckpoint writer(Writer w) {
        this.writer = w;
        return this;
    }

    /** Why the checkpoint could not be saved ("cannot write DIR/optimal.txt: no space left on device"), or null. */
    synchronized String unsaved() {
        return unsaved;
    }

    /** 16 hex digits over the size, every field's openings, the avatar's field and the goal's. */
    static String fingerprint(PushPuzzle p) {
        long h = Fingerprint.mix(Fingerprint.START, p.n());
        for (byte o : p.openings()) {
            h = Fingerprint.mix(h, o);
        }
        h = Fingerprint.mix(h, p.init());
        h = Fingerprint.mix(h, p.goal());
        return String.format("%016x", h);
    }

    private void read(String text) {
        String[] lines = text.split("\n", -1);
        boolean sawInstance = false;
        boolean sawRefuted = false;
        String bestText = "-";
        String bestWhere = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            String where = file + ":" + (i + 1);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] w = line.split("\\s+", 2);
            String rest = w.length > 1 ? w[1] : "";
            switch (w[0]) {
                case "instance" -> {
                    String print = rest.split("\\s+")[0];
                    if (!print.equals(instance)) {
                        throw new InvalidInputException(where + ": this checkpoint is for another instance ("
                                + print + ", this one is " + instance + "): give another folder");
                    }
                    sawInstance = true;
                }
                case "refuted" -> {
                    try {
                        refuted = Integer.parseInt(rest);
                    } catch (NumberFormatException e) {
                        throw new InvalidInputException(where + ": refuted '" + rest + "' is not a number");
                    }
                    if (refuted < 0) {
                        throw new InvalidInputException(where + ": refuted " + refuted + " is negative");
                    }
                    sawRefuted = true;
                }
                case "first-pushes-refuted" -> {
                    for (String t : rest.isEmpty() ? new String[0] : rest.split("\\s+")) {
                        int p = pushIndex(t, where);
                        firstRefuted[p >>> 6] |= 1L << p;
                    }
                }
                case "best" -> {
                    bestText = rest;
                    bestWhere = where;
                }
                default -> throw new InvalidInputException(where + ": unknown entry '" + w[0] + "' (expected "
                        + "instance, refuted, first-pushes-refuted or best)");
            }
        }
        if (!sawInstance || !sawRefuted) {
            throw new InvalidInputException(file + ": not a checkpoint of the optimal push search (no "
                    + (sawInstance ? "refuted" : "instance") + " line)");
        }
        if (!bestText.equals("-")) {
            best = readBest(bestText, bestWhere);
        }
    }

    private int pushIndex(String token, String where) {
        int n = puzzle.n();
        char d = token.isEmpty() ? '?' : token.charAt(token.length() - 1);
        int line;
        try {
            line = Integer.parseInt(token.substring(0, Math.max(0, token.length() - 1)));
        } catch (NumberFormatException e) {
            line = -1;
        }
        if (line < 1 || line > n || PushPuzzle.bit(d) < 0) {
            throw new InvalidInputException(where + ": '" + token + "' is not a push of this board (a line 1.." + n
                    + " and a direction n, e, s or w, e.g. 3e)");
        }
        return new Push(line, d).index(n);
    }

    private List<Push> readBest(String facts, String where) {
        List<PushStep> steps = SolutionReader.parse(where + ": best", facts, puzzle.n());
        if (steps.size() <= refuted) {
            throw new InvalidInputException(where + ": its solution of " + steps.size() + " pushes contradicts "
                    + "'refuted " + refuted + "'");
        }
        // Read back with the checker, which did not produce it.
        if (!PushSolutionChecker.checkSteps(puzzle.withMaxSteps(Math.max(puzzle.maxSteps(), steps.size())), steps)
                .valid()) {
            throw new InvalidInputException(where + ": the solution it holds does not solve this instance");
        }
        return SolutionReader.inStepOrder(steps);
    }

    /** Every sequence of this many pushes or fewer has been searched without a solution. */
    synchronized int refuted() {
        return refuted;
    }

    /** The shortest solution found, not yet proved minimal unless one push longer than {@link #refuted}; or null. */
    synchronized List<Push> best() {
        return best;
    }

    /** Whether first push {@code p} is refuted at {@code depth}. */
    synchronized boolean firstRefuted(int depth, int p) {
        return depth == refuted + 1 && (firstRefuted[p >>> 6] >>> p & 1) != 0;
    }

    /** How many first pushes are refuted at {@code depth}. */
    synchronized int firstRefutedCount(int depth) {
        if (depth != refuted + 1) {
            return 0;
        }
        int k = 0;
        for (long w : firstRefuted) {
            k += Long.bitCount(w);
        }
        return k;
    }

    /** First push {@code p}'s subtree at {@code depth} was searched without a solution. */
    synchronized void firstPushRefuted(int depth, int p) {
        if (depth != refuted + 1) {
            return;
        }
        firstRefuted[p >>> 6] |= 1L << p;
        dirty = true;
        if (System.nanoTime() - lastWrite >= WRITE_EVERY_NANOS) {
            write();
        }
        onRecord.accept(p);
    }

    /** Every sequence of {@code depth} pushes or fewer has been searched without a solution. */
    synchronized void depthRefuted(int depth) {
        if (depth > refuted) {
            refuted = depth;
            java.util.Arrays.fill(firstRefuted, 0);
            write();
        }
    }

    /** A solution found, kept when it is shorter than the one known. */
    synchronized void found(List<Push> pushes) {
        if (best == null || pushes.size() < best.size()) {
            best = List.copyOf(pushes);
            write();
        }
    }

    /** Writes what is not yet written. */
    synchronized void flush() {
        if (dirty) {
            write();
        }
    }

    private void write() {
        StringBuilder sb = new StringBuilder();
        sb.append(HEAD).append('\n');
        sb.append("instance ").append(instance).append(" (N = ").append(puzzle.n()).append(")\n");
        sb.append("refuted ").append(refuted).append('\n');
        List<String> firsts = new ArrayList<>();
        Push[] all = Push.all(puzzle.n());
        for (int p = 0; p < all.length; p++) {
            if ((firstRefuted[p >>> 6] >>> p & 1) != 0) {
                firsts.add(all[p].line() + String.valueOf(all[p].dir()));
            }
        }
        sb.append("first-pushes-refuted ").append(String.join(" ", firsts)).append('\n');
        sb.append("best ").append(best == null ? "-" : Push.facts(best)).append('\n');
        lastWrite = System.nanoTime();
        try {
            writer.write(file, SealedFile.sealText(sb.toString()));
            unsaved = null;
            dirty = false;
        } catch (InvalidInputException e) {
            // the search goes on (what it proves stays true); the next write tries again
            unsaved = e.getMessage();
            dirty = true;
        }
    }
}
