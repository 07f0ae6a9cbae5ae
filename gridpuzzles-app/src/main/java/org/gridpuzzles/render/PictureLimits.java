package org.gridpuzzles.render;

import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;

/**
 * How large a picture is drawn without being asked twice, and where a long drawing shows its progress. Every picture
 * is measured before it is drawn (pixels for PNG, bytes for SVG and ASCII); one over a limit is refused in one line
 * that names the limit and {@code --force}, since a 5000 x 5000 maze as PNG takes minutes and gigabytes. The limits
 * belong to the thread that draws (a studio request runs on its own), so that a test can set small ones.
 *
 * @param maxPixels a PNG's width times height
 * @param maxBytes an SVG's or ASCII picture's size in bytes (an SVG's estimated)
 * @param force draw over the limits
 * @param progress where a long drawing reports (a bar on a terminal)
 */
public record PictureLimits(long maxPixels, long maxBytes, boolean force, Supplier<Progress> progress) {

    /** 100 million pixels: a 10,000 x 10,000 PNG, 400 MB of memory while it is drawn. */
    public static final long MAX_PIXELS = 100_000_000L;
    /** 200 MB of SVG or ASCII. */
    public static final long MAX_BYTES = 200_000_000L;
    /** Drawings from this share of a limit on show a progress bar (they take several seconds). */
    private static final long PROGRESS_SHARE = 20;

    public static final PictureLimits DEFAULT = new PictureLimits(MAX_PIXELS, MAX_BYTES, false, Progress::none);

    private static final ThreadLocal<PictureLimits> CURRENT = ThreadLocal.withInitial(() -> DEFAULT);

    /** The limits of this thread's drawings. */
    public static PictureLimits current() {
        return CURRENT.get();
    }

    /** Runs {@code work} with these limits on this thread, then restores the previous ones. */
    public <T> T during(Callable<T> work) throws Exception {
        PictureLimits saved = CURRENT.get();
        CURRENT.set(this);
        try {
            return work.call();
        } finally {
            CURRENT.set(saved);
        }
    }

    public PictureLimits withForce(boolean f) {
        return new PictureLimits(maxPixels, maxBytes, f, progress);
    }

    public PictureLimits withProgress(Supplier<Progress> p) {
        return new PictureLimits(maxPixels, maxBytes, force, p);
    }

    public PictureLimits withMaxPixels(long pixels) {
        return new PictureLimits(pixels, maxBytes, force, progress);
    }

    public PictureLimits withMaxBytes(long bytes) {
        return new PictureLimits(maxPixels, bytes, force, progress);
    }

    /**
     * Refuses a picture over the limit unless forced; {@code what} names it ("a PNG of 5000 x 5000 fields"),
     * {@code width} and {@code height} are its pixels (PNG) or 0, {@code bytes} its size otherwise.
     */
    public void check(Format format, String what, long width, long height, long bytes) {
        if (force) {
            return;
        }
        if (format == Format.PNG && width * height > maxPixels) {
            throw new InvalidInputException(what + " would be " + width + " x " + height + " pixels ("
                    + amount(width * height) + "), over the limit of " + amount(maxPixels)
                    + " pixels: add --force to draw it anyway, or choose a smaller picture");
        }
        if (format != Format.PNG && bytes > maxBytes) {
            throw new InvalidInputException(what + " would be " + (format == Format.SVG ? "about " : "")
                    + megabytes(bytes, true) + ", over the limit of " + megabytes(maxBytes, false)
                    + ": add --force to draw it anyway, or choose a smaller picture");
        }
    }

    /**
     * Refuses, unless forced, a drawing of more than {@code max} fields (each an element of the figure, held in
     * memory while it is drawn); {@code instead} says what to ask for.
     */
    public void checkFields(String what, long fields, long max, String instead) {
        if (!force && fields > max) {
            throw new InvalidInputException(what + " of " + fields + " fields is too big to draw (at most " + max
                    + "): add --force to draw it anyway, or " + instead);
        }
    }

    /** A progress for a drawing of this size: the bar when it is a sizeable share of a limit, else none. */
    public Progress progressFor(Format format, long pixels, long bytes) {
        boolean sizeable = format == Format.PNG ? pixels * PROGRESS_SHARE >= MAX_PIXELS
                : bytes * PROGRESS_SHARE >= MAX_BYTES;
        return sizeable ? progress.get() : Progress.none();
    }

    private static String amount(long n) {
        return n >= 10_000_000 ? (n + 999_999) / 1_000_000 + " million" : String.format(Locale.ROOT, "%,d", n);
    }

    /** Megabytes, rounded up for a picture's size (so that it never reads as equal to the limit it is over). */
    private static String megabytes(long bytes, boolean up) {
        return bytes >= 10_000_000 ? (bytes + (up ? 999_999 : 0)) / 1_000_000 + " MB"
                : String.format(Locale.ROOT, "%,d bytes", bytes);
    }
}
