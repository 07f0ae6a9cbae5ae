package org.gridpuzzles.maze;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.InputFiles;
import org.gridpuzzles.io.TextFiles;

/** Masks of rect, hex and triangle grids, from text ({@code X}: no field) or PNG (a dark pixel: no field). */
final class MaskFiles {

    private MaskFiles() {
    }

    /**
     * A PNG mask's picture, its size checked from its header before it is decoded: a small file may claim a picture
     * of billions of pixels, which would take the memory and minutes before the grid refused it.
     */
    private static BufferedImage readPng(Path file) {
        String name = file.toString();
        try (InputStream in = InputFiles.open(file, InputFiles.maxBytes()); ImageInputStream images = ImageIO.createImageInputStream(in)) {
            Iterator<ImageReader> readers = images == null ? null : ImageIO.getImageReaders(images);
            if (readers == null || !readers.hasNext()) {
                throw new InvalidInputException(name + ": not a PNG picture ImageIO can read");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(images, true, true);
                long pixels = (long) reader.getWidth(0) * reader.getHeight(0);
                if (pixels > CellGrid.MAX_CELLS) {
                    throw new InvalidInputException(name + ": a picture of " + reader.getWidth(0) + " x "
                            + reader.getHeight(0) + " pixels, more fields than the " + CellGrid.MAX_CELLS
                            + " a maze may have");
                }
                return reader.read(0);
            } finally {
                reader.dispose();
            }
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        }
    }

    /**
     * Reads a mask file as the rows of its text: a PNG (one field per pixel; a pixel less than half bright is no
     * field, a transparent one is a field) becomes rows of {@code X} (no field) and {@code .}; text is taken as it
     * is, blank lines at its end left out.
     */
    static MaskText readMask(Path file) {
        String name = file.toString();
        if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".png")) {
            BufferedImage image = readPng(file);
            List<String> rows = new ArrayList<>(image.getHeight());
            for (int y = 0; y < image.getHeight(); y++) {
                StringBuilder row = new StringBuilder(image.getWidth());
                for (int x = 0; x < image.getWidth(); x++) {
                    int argb = image.getRGB(x, y);
                    int alpha = argb >>> 24;
                    int light = (299 * ((argb >> 16) & 0xff) + 587 * ((argb >> 8) & 0xff) + 114 * (argb & 0xff))
                            / 1000;
                    row.append(alpha < 128 || light >= 128 ? '.' : 'X');
                }
                rows.add(row.toString());
            }
            return new MaskText(rows, true);
        }
        return new MaskText(TextFiles.read(file).lines().toList(), false);
    }

    /**
     * The grid a mask leaves: {@code X} is no field, any other character a field; lines shorter than the longest
     * have no fields past their end, blank lines at the end are left out. The fields left must be one connected part
     * of the grid. Messages name {@code name}, and a place as a pixel when {@code pixels} (the mask was a picture).
     */
    static CellGrid mask(GridShape shape, List<String> text, String name, boolean pixels) {
        if (!shape.takesMask()) {
            throw new InvalidInputException("mask applies to rect, hex and triangle grids, not " + shape.label());
        }
        List<String> lines = new ArrayList<>(text);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        int rows = lines.size();
        int cols = lines.stream().mapToInt(String::length).max().orElse(0);
        boolean[] present = new boolean[rows * cols];
        for (int r = 0; r < rows; r++) {
            String line = lines.get(r);
            for (int c = 0; c < line.length(); c++) {
                present[r * cols + c] = line.charAt(c) != 'X';
            }
        }
        int fields = 0;
        for (boolean p : present) {
            fields += p ? 1 : 0;
        }
        if (fields == 0) {
            throw new InvalidInputException(name + ": the mask has no field (" + (rows * cols == 0 ? "it is empty"
                    : "every position is X or dark") + ")");
        }
        CellGrid whole = CellGrid.of(shape, rows, cols);
        // one part only, named by where the first field cut off lies: a maze has to reach every field
        int first = -1;
        boolean[] seen = new boolean[rows * cols];
        int[] queue = new int[rows * cols];
        for (int p = 0; p < present.length && first < 0; p++) {
            if (present[p]) {
                first = p;
            }
        }
        int tail = 0;
        queue[tail++] = first;
        seen[first] = true;
        for (int head = 0; head < tail; head++) {
            for (int s = 0; s < whole.slots(); s++) {
                int o = whole.neighbour(queue[head], s);
                if (o >= 0 && present[o] && !seen[o]) {
                    seen[o] = true;
                    queue[tail++] = o;
                }
            }
        }
        if (tail < fields) {
            int away = first;
            while (!present[away] || seen[away]) {
                away++;
            }
            throw new InvalidInputException(name + ": the mask's fields are not connected on a " + shape.label()
                    + " grid: field " + where(cols, away, pixels) + " is not reached from field "
                    + where(cols, first, pixels) + " (" + (fields - tail) + " of " + fields + " fields apart)");
        }
        return CellGrid.masked(shape, rows, cols, present);
    }

    private static String where(int cols, int p, boolean pixels) {
        return pixels
                ? "at pixel x " + p % cols + ", y " + p / cols
                : "at line " + (p / cols + 1) + " column " + (p % cols + 1);
    }
}
