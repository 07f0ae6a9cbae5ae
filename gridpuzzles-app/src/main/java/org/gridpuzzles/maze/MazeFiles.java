package org.gridpuzzles.maze;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Direction;

/**
 * A rectangle's own encodings of its passages: the {@code "openings"} of the maze JSON ({@link CellFiles}), one
 * string per row, one hexadecimal digit per field giving its open sides (1 up, 2 right, 4 down, 8 left), and the
 * inwinder article's ASCII {@code +---+} pictures. Both readers refuse anything that is not a whole maze with a
 * one-line error naming the source, and the line where it has one.
 */
final class MazeFiles {

    private MazeFiles() {
    }

    /** Raw openings read from a maze file, for the checker. */
    record Openings(int rows, int cols, byte[] openings) {
    }

    /**
     * A rectangle's {@code "openings"} (one string per row, one hexadecimal digit per field) as raw openings; every
     * row is checked before the fields are allocated, so a huge size in a small file costs nothing.
     */
    static Openings openings(int rows, int cols, List<String> list, String source) {
        if (list.size() != rows) {
            throw new InvalidInputException(source + ": \"openings\" has " + list.size() + " rows, expected " + rows);
        }
        for (int r = 0; r < rows; r++) {
            String s = list.get(r);
            if (s == null || s.length() != cols) {
                throw new InvalidInputException(source + ": openings row " + (r + 1) + " has "
                        + (s == null ? "no" : Integer.toString(s.length())) + " fields, expected " + cols);
            }
        }
        byte[] openings = new byte[rows * cols];
        for (int r = 0; r < rows; r++) {
            String s = list.get(r);
            for (int c = 0; c < cols; c++) {
                int v = Character.digit(s.charAt(c), 16);
                if (v < 0 || s.charAt(c) > 'f') {
                    throw new InvalidInputException(source + ": openings row " + (r + 1) + " column " + (c + 1)
                            + ": '" + s.charAt(c) + "' is not a hexadecimal digit");
                }
                openings[r * cols + c] = (byte) v;
            }
        }
        return new Openings(rows, cols, openings);
    }

    /**
     * The passages of raw openings as the checker's list (each field's passages right and down), or the first thing
     * that makes the openings no maze at all: a side open across the border, or two fields that disagree about the
     * wall between them. The list says nothing about connection: the checker decides that.
     */
    record Passages(int[] pairs, String problem) {
    }

    static Passages passages(Openings o) {
        int rows = o.rows();
        int cols = o.cols();
        byte[] openings = o.openings();
        if (rows < 1 || cols < 1 || openings.length != (long) rows * cols) {
            return new Passages(null, "size " + rows + " x " + cols + " does not match " + openings.length
                    + " fields");
        }
        int count = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                int v = openings[i];
                String at = (r + 1) + "," + (c + 1);
                if ((v & ~15) != 0) {
                    return new Passages(null, "field " + at + " has openings " + v);
                }
                if ((v & 1) != 0 && r == 0 || (v & 4) != 0 && r == rows - 1
                        || (v & 8) != 0 && c == 0 || (v & 2) != 0 && c == cols - 1) {
                    return new Passages(null, "field " + at + " is open across the border");
                }
                if (c + 1 < cols && ((v & 2) != 0) != ((openings[i + 1] & 8) != 0)) {
                    return new Passages(null, "fields " + at + " and " + (r + 1) + "," + (c + 2)
                            + " disagree about the wall between them");
                }
                if (r + 1 < rows && ((v & 4) != 0) != ((openings[i + cols] & 1) != 0)) {
                    return new Passages(null, "fields " + at + " and " + (r + 2) + "," + (c + 1)
                            + " disagree about the wall between them");
                }
                count += ((v >> 1) & 1) + ((v >> 2) & 1);
            }
        }
        int[] pairs = new int[2 * count];
        int k = 0;
        for (int i = 0; i < openings.length; i++) {
            if ((openings[i] & 2) != 0) {
                pairs[k++] = i;
                pairs[k++] = i + 1;
            }
            if ((openings[i] & 4) != 0) {
                pairs[k++] = i;
                pairs[k++] = i + cols;
            }
        }
        return new Passages(pairs, null);
    }

    /** A maze from raw openings; only the right and down openings are used. */
    static CellMaze toMaze(Openings o) {
        CellMaze maze = new CellMaze(CellGrid.of(GridShape.RECT, o.rows(), o.cols()));
        int cols = o.cols();
        for (int i = 0; i < o.openings().length; i++) {
            if ((o.openings()[i] & Direction.RIGHT.bit()) != 0 && (i + 1) % cols != 0) {
                maze.link(i, 1, i + 1, 3);
            }
            if ((o.openings()[i] & Direction.DOWN.bit()) != 0 && i + cols < o.openings().length) {
                maze.link(i, 2, i + cols, 0);
            }
        }
        return maze;
    }

    /**
     * Reads a maze drawn in the inwinder article's ASCII style back into raw openings: {@code +---+} walls,
     * {@code |} sides, any cell width, labels and path marks ignored, lines before the top wall (a title, a
     * statistics block) skipped. The picture must be whole: a closed border, every line as wide as the top wall,
     * a corner {@code +} at every crossing, and a wall or a gap (never both) between every two fields.
     */
    static Openings readAscii(String text, String source) {
        if (text.lines().findFirst().orElse("").matches("level 1( .*)?")) {
            // a 3d picture: its levels side by side look like one wide maze, its stairs like labels
            throw new InvalidInputException(source + ": the ASCII picture of a 3d maze is not read back: give its JSON");
        }
        List<String> all = text.lines().map(String::stripTrailing).toList();
        int indented = leftOutFieldsLine(all);
        Openings read;
        try {
            read = readAscii(all, source);
        } catch (InvalidInputException e) {
            throw indented < 0 ? e : new InvalidInputException(e.getMessage() + "; if it comes from a masked maze: "
                    + MASKED);
        }
        if (indented >= 0) {
            throw new InvalidInputException(source + ":" + (indented + 1) + ": fields left out at the edge: "
                    + MASKED);
        }
        return read;
    }

    private static final String MASKED = "the ASCII picture of a masked maze cannot be read back, since a field "
            + "walled in on every side looks like one left out: use its JSON";

    private static Openings readAscii(List<String> all, String source) {
        int top = -1;
        for (int k = 0; k < all.size(); k++) {
            if (all.get(k).startsWith("+")) {
                top = k;
                break;
            }
        }
        if (top < 0) {
            throw new InvalidInputException(source + ": not a maze picture (+---+ lines expected)");
        }
        // the picture: the non-blank lines from the top wall on, with their line numbers for the messages
        int[] numbers = new int[all.size() - top];
        String[] lines = new String[all.size() - top];
        int count = 0;
        for (int k = top; k < all.size(); k++) {
            if (!all.get(k).isBlank()) {
                numbers[count] = k + 1;
                lines[count++] = all.get(k);
            }
        }
        String topWall = lines[0];
        int width = topWall.indexOf('+', 1) - 1;
        if (width < 1 || (topWall.length() - 1) % (width + 1) != 0) {
            throw new InvalidInputException(source + ":" + numbers[0] + ": malformed top wall");
        }
        int length = topWall.length();
        int cols = (length - 1) / (width + 1);
        if (count < 3 || count % 2 == 0) {
            throw new InvalidInputException(source + ":" + numbers[count - 1] + ": the picture is cut short (it "
                    + "must end with a closed bottom wall)");
        }
        int rows = (count - 1) / 2;
        wallLine(lines[0], numbers[0], width, source, "top", null);
        byte[] openings = new byte[rows * cols];
        boolean[] gaps = new boolean[cols];
        for (int r = 0; r < rows; r++) {
            String cells = lines[1 + 2 * r];
            int number = numbers[1 + 2 * r];
            if (cells.length() != length) {
                throw new InvalidInputException(source + ":" + number + ": a row of fields " + cells.length()
                        + " characters wide under a top wall of " + length + " (is its right side missing?)");
            }
            for (int c = 0; c <= cols; c++) {
                char side = cells.charAt(c * (width + 1));
                boolean border = c == 0 || c == cols;
                if (side != '|' && (border || side != ' ')) {
                    throw new InvalidInputException(source + ":" + number + ":" + (c * (width + 1) + 1) + ": '"
                            + side + "' where a " + (border ? "border '|'" : "side '|' or a gap") + " belongs");
                }
                if (!border && side == ' ') {
                    int i = r * cols + c - 1;
                    openings[i] |= 2;
                    openings[i + 1] |= 8;
                }
            }
            boolean bottom = r == rows - 1;
            wallLine(lines[2 + 2 * r], numbers[2 + 2 * r], width, source, bottom ? "bottom" : null, gaps);
            for (int c = 0; c < cols && !bottom; c++) {
                if (gaps[c]) {
                    int i = r * cols + c;
                    openings[i] |= 4;
                    openings[i + cols] |= 1;
                }
            }
        }
        return new Openings(rows, cols, openings);
    }

    /**
     * A masked maze's picture leaves out the walls of fields missing at its edge, so a line of the picture starts
     * with blanks: the first such line, or -1.
     */
    private static int leftOutFieldsLine(List<String> all) {
        boolean picture = false;
        for (int k = 0; k < all.size(); k++) {
            String line = all.get(k);
            String stripped = line.stripLeading();
            picture |= stripped.startsWith("+");
            boolean wall = stripped.startsWith("+") || stripped.startsWith("|");
            if (picture && stripped.length() < line.length() && wall) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Checks a line of walls: a {@code +} at every corner, and between them a wall ({@code ---}) or a gap. A border
     * ({@code border} names it) has no gap; otherwise {@code gaps} gets the gaps.
     */
    private static void wallLine(String line, int number, int width, String source, String border, boolean[] gaps) {
        int length = (width + 1) * (gaps == null ? (line.length() - 1) / (width + 1) : gaps.length) + 1;
        if (line.length() != length) {
            throw new InvalidInputException(source + ":" + number + ": a wall line " + line.length()
                    + " characters wide under a top wall of " + length + " (is the picture cut short?)");
        }
        for (int c = 0; c * (width + 1) < length; c++) {
            int x = c * (width + 1);
            if (line.charAt(x) != '+') {
                throw new InvalidInputException(source + ":" + number + ":" + (x + 1) + ": '" + line.charAt(x)
                        + "' where a corner '+' belongs");
            }
            if (x + 1 >= length) {
                break;
            }
            String between = line.substring(x + 1, x + 1 + width);
            boolean wall = between.equals("-".repeat(width));
            boolean gap = between.isBlank() && between.length() == width && between.chars().allMatch(ch -> ch == ' ');
            if (!wall && !gap) {
                throw new InvalidInputException(source + ":" + number + ":" + (x + 2) + ": '" + between
                        + "' is neither a wall nor a gap");
            }
            if (gap && border != null) {
                throw new InvalidInputException(source + ":" + number + ":" + (x + 2) + ": the " + border
                        + " border is open (is the picture cut short?)");
            }
            if (gaps != null) {
                gaps[c] = gap;
            }
        }
    }
}
